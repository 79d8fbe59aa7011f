// The payment gateway interface (ARCHITECTURE.md): Braintree in production, a local sandbox
// that behaves like Braintree's sandbox everywhere else.
import type { PaymentType } from '@join/schemas';

export interface ChargeRequest {
  amountMinor: number;
  currency: string;
  nonce: string;
  deviceData?: string | null;
  orderId: string;
  customer: { firstName: string; lastName: string; email: string | null };
  billing?: { line1?: string | null; line2?: string | null; city?: string | null; region?: string | null; postalCode?: string | null; country?: string | null } | null;
  /** spec §7: 'Payment is always stored on file.' */
  storeInVault: boolean;
}

export type ChargeResult =
  | { ok: true; transactionId: string; paymentType: PaymentType; cardLastFour: string | null; cardType: string | null }
  | {
      ok: false;
      /** processor_declined: the card was refused; invalid_payment_method: nonce unusable. */
      reason: 'processor_declined' | 'gateway_rejected' | 'invalid_payment_method' | 'error';
      code: string | null;
      text: string;
      transactionId: string | null;
      cardLastFour?: string | null;
      cardType?: string | null;
      paymentType?: PaymentType;
    };

export interface PaymentGateway {
  readonly provider: 'sandbox' | 'braintree';
  readonly environment: 'sandbox' | 'production';
  clientToken(currency: string): Promise<string>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Cancels a charge that could not be completed on our side. */
  void(transactionId: string): Promise<void>;
}
