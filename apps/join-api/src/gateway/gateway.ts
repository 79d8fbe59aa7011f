// The payment gateway interface (ARCHITECTURE.md): Braintree in production, a local sandbox
// that behaves like Braintree's sandbox everywhere else. CONTRACTS#money-under-faults: every call has a time limit
// (timedGateway), and a charge whose answer never came is settled by asking the gateway about
// its order id (findByOrderId) before anything is charged again.
import type { PaymentType } from '@join/schemas';

export interface ChargeRequest {
  amountMinor: number;
  currency: string;
  nonce: string;
  deviceData?: string | null;
  /** Our payment id: Braintree's `orderId`, the handle reconciliation searches by. */
  orderId: string;
  customer: { firstName: string; lastName: string; email: string | null };
  billing?: {
    line1?: string | null;
    line2?: string | null;
    city?: string | null;
    region?: string | null;
    postalCode?: string | null;
    country?: string | null;
  } | null;
  /** spec §7: 'Payment is always stored on file.' */
  storeInVault: boolean;
  /** spec §7 (GB) (GB, UKPayment): the gateway must refuse the sale unless the nonce passed 3-D Secure. */
  threeDSecureRequired?: boolean;
}

/**
 * The 3-D Secure result a nonce carries (Braintree's `threeDSecureInfo`): the status of the
 * verification and whether the liability for fraud moved to the card issuer.
 */
export interface ThreeDSecureResult {
  status: string;
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
}

/**
 * What the gateway knows of a nonce (Braintree paymentMethodNonce.find): the kind of payment method
 * it stands for, the issuing country of its card, and its 3-D Secure result. The request's own
 * `paymentType` is the browser's word; these are the facts a charge decision rests on.
 */
export interface NonceDetails {
  paymentType: PaymentType;
  /** ISO 3166-1 alpha-2 country of the card's issuer; null when unknown or not a card. */
  cardCountry: string | null;
  threeDSecure: ThreeDSecureResult | null;
}

/** spec §7 (GB): a GB card charge proceeds only when the issuer took the liability (SCA done). */
export const threeDSecurePassed = (result: ThreeDSecureResult | null): boolean =>
  Boolean(result?.liabilityShifted);

export type ChargeResult =
  | {
      ok: true;
      transactionId: string;
      paymentType: PaymentType;
      cardLastFour: string | null;
      cardType: string | null;
    }
  | {
      ok: false;
      /** processor_declined: the card was refused; invalid_payment_method: nonce unusable; error: refused, nothing charged. */
      reason: 'processor_declined' | 'gateway_rejected' | 'invalid_payment_method' | 'error';
      code: string | null;
      text: string;
      transactionId: string | null;
      cardLastFour?: string | null;
      cardType?: string | null;
      paymentType?: PaymentType;
    };

/** A charge the gateway holds for an order id (a successful one: authorized or settling). */
export interface FoundCharge {
  transactionId: string;
  amountMinor: number;
  paymentType: PaymentType;
  cardLastFour: string | null;
  cardType: string | null;
}

export interface PaymentGateway {
  readonly provider: 'sandbox' | 'braintree';
  readonly environment: 'sandbox' | 'production';
  clientToken(currency: string): Promise<string>;
  /** Throws when the outcome is unknown (time limit, connection reset, 5xx). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The nonce's details as the gateway holds them, or null for a nonce it does not know. */
  nonceDetails(nonce: string): Promise<NonceDetails | null>;
  /** The successful charges made for `orderId` (Braintree transaction search by order id). */
  findByOrderId(orderId: string): Promise<FoundCharge[]>;
  /** Cancels a charge that could not be completed on our side: void, or refund once settled. */
  void(transactionId: string): Promise<void>;
}

export class GatewayTimeout extends Error {
  constructor(
    readonly operation: string,
    readonly ms: number,
  ) {
    super(`payment gateway ${operation} gave no answer within ${ms} ms`);
  }
}

export function withTimeout<T>(work: Promise<T>, ms: number, operation: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayTimeout(operation, ms)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** The same gateway with a time limit on every call (CONVENTIONS.md: anything outside has one). */
export function timedGateway(gateway: PaymentGateway, ms: number): PaymentGateway {
  return {
    provider: gateway.provider,
    environment: gateway.environment,
    clientToken: (currency) => withTimeout(gateway.clientToken(currency), ms, 'clientToken'),
    charge: (request) => withTimeout(gateway.charge(request), ms, 'charge'),
    nonceDetails: (nonce) => withTimeout(gateway.nonceDetails(nonce), ms, 'nonceDetails'),
    findByOrderId: (orderId) => withTimeout(gateway.findByOrderId(orderId), ms, 'search'),
    void: (id) => withTimeout(gateway.void(id), ms, 'void'),
  };
}
