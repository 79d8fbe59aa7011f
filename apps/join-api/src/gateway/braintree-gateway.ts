// Braintree through its server SDK. Only the part of the SDK we call is typed here, so the
// unit test can stand a fake in for the real gateway object.
import braintree from 'braintree';
import type { PaymentType } from '@join/schemas';
import type { ChargeRequest, ChargeResult, NonceDetails, PaymentGateway } from './gateway';

interface BraintreeTransaction {
  id: string;
  status: string;
  amount?: string;
  processorResponseCode?: string;
  processorResponseText?: string;
  paymentInstrumentType?: string;
  creditCard?: { last4?: string; cardType?: string };
  applePayCard?: { last4?: string; cardType?: string };
  /** Google Pay's card (Braintree's Android Pay): the virtual card's digits, else the source card's. */
  androidPayCard?: { last4?: string; cardType?: string; sourceCardLast4?: string; sourceCardType?: string };
}
interface BraintreeThreeDSecureInfo {
  status?: string;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
}
interface BraintreeResult {
  success: boolean;
  message?: string;
  transaction?: BraintreeTransaction & { gatewayRejectionReason?: string };
  errors?: { deepErrors(): { code: string; message: string }[] };
}
export interface BraintreeLike {
  clientToken: {
    generate(options: {
      merchantAccountId?: string;
    }): Promise<{ success: boolean; clientToken: string; message?: string }>;
  };
  transaction: {
    sale(request: Record<string, unknown>): Promise<BraintreeResult>;
    void(id: string): Promise<BraintreeResult>;
    refund(id: string): Promise<BraintreeResult>;
    /** Without a callback the SDK answers a readable stream of transactions. */
    search(build: (search: { orderId(): { is(value: string): void } }) => void): NodeJS.ReadableStream;
  };
  /**
   * A nonce as Braintree holds it: its method `type` ('CreditCard', 'ApplePayCard', ...), the card's
   * `binData.countryOfIssuance` (ISO alpha-3, or 'Unknown') and `threeDSecureInfo` (absent without 3-D Secure).
   */
  paymentMethodNonce: {
    find(nonce: string): Promise<{
      type?: string;
      details?: { cardType?: string; lastFour?: string; bin?: string };
      binData?: { countryOfIssuance?: string } | null;
      threeDSecureInfo?: BraintreeThreeDSecureInfo | null;
    }>;
  };
}

export interface BraintreeSettings {
  environment: 'sandbox' | 'production';
  merchantId: string;
  publicKey: string;
  privateKey: string;
  merchantAccounts: Record<string, string>;
}

export function createBraintreeSdk(settings: BraintreeSettings): BraintreeLike {
  return new braintree.BraintreeGateway({
    environment:
      settings.environment === 'production'
        ? braintree.Environment.Production
        : braintree.Environment.Sandbox,
    merchantId: settings.merchantId,
    publicKey: settings.publicKey,
    privateKey: settings.privateKey,
  }) as unknown as BraintreeLike;
}

const paymentTypes: Record<string, PaymentType> = {
  credit_card: 'CREDIT_CARD',
  paypal_account: 'PAYPAL',
  venmo_account: 'VENMO',
  apple_pay_card: 'APPLE_PAY',
  android_pay_card: 'GOOGLE_PAY',
};

function googlePayCard(t: BraintreeTransaction | undefined) {
  const g = t?.androidPayCard;
  return g && { last4: g.last4 ?? g.sourceCardLast4, cardType: g.cardType ?? g.sourceCardType };
}

function details(t: BraintreeTransaction | undefined) {
  const card = t?.creditCard?.last4 ? t.creditCard : (t?.applePayCard ?? googlePayCard(t));
  return {
    cardLastFour: card?.last4 ?? null,
    cardType: card?.cardType ?? null,
    paymentType: paymentTypes[t?.paymentInstrumentType ?? 'credit_card'] ?? 'CREDIT_CARD',
  };
}

/** Braintree's nonce types to ours: wallets that carry a card are their own method, not a typed card. */
const nonceTypes: Record<string, PaymentType> = {
  CreditCard: 'CREDIT_CARD',
  ApplePayCard: 'APPLE_PAY',
  AndroidPayCard: 'GOOGLE_PAY',
  PayPalAccount: 'PAYPAL',
  VenmoAccount: 'VENMO',
};

/** binData.countryOfIssuance is ISO 3166-1 alpha-3 ('GBR'); the countries we sell in, to alpha-2. */
const ISSUER_COUNTRIES: Record<string, string> = {
  GBR: 'GB',
  USA: 'US',
  CAN: 'CA',
  AUS: 'AU',
  NZL: 'NZ',
  MEX: 'MX',
  IRL: 'IE',
};
const issuerCountry = (raw: string | undefined) => {
  const code = (raw ?? '').trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(code)) return code;
  return ISSUER_COUNTRIES[code] ?? null;
};

/** Statuses in which the money is taken or about to be (a charge reconciliation must complete). */
const CHARGED_STATUSES = new Set([
  'authorized',
  'authorizing',
  'submitted_for_settlement',
  'settlement_pending',
  'settling',
  'settled',
  'settlement_confirmed',
]);

function collect(stream: NodeJS.ReadableStream): Promise<BraintreeTransaction[]> {
  return new Promise((resolve, reject) => {
    const found: BraintreeTransaction[] = [];
    stream.on('data', (t: BraintreeTransaction) => found.push(t));
    stream.on('end', () => resolve(found));
    stream.on('error', reject);
  });
}

export function braintreeGateway(
  sdk: BraintreeLike,
  settings: Pick<BraintreeSettings, 'environment' | 'merchantAccounts'>,
): PaymentGateway {
  return {
    provider: 'braintree',
    environment: settings.environment,
    async clientToken(currency) {
      const result = await sdk.clientToken.generate({
        merchantAccountId: settings.merchantAccounts[currency],
      });
      if (!result.success) throw new Error(`Braintree client token failed: ${result.message ?? 'unknown'}`);
      return result.clientToken;
    },
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const b = request.billing;
      const result = await sdk.transaction.sale({
        amount: (request.amountMinor / 100).toFixed(2),
        paymentMethodNonce: request.nonce,
        deviceData: request.deviceData ?? undefined,
        orderId: request.orderId,
        merchantAccountId: settings.merchantAccounts[request.currency],
        customer: {
          firstName: request.customer.firstName,
          lastName: request.customer.lastName,
          email: request.customer.email ?? undefined,
        },
        billing: b
          ? {
              streetAddress: b.line1 ?? undefined,
              extendedAddress: b.line2 ?? undefined,
              locality: b.city ?? undefined,
              region: b.region ?? undefined,
              postalCode: b.postalCode ?? undefined,
              countryCodeAlpha2: b.country ?? undefined,
            }
          : undefined,
        // spec §7 (GB): for a GB card under UKPayment Braintree itself refuses a nonce without 3-D Secure
        // (gateway_rejected, reason three_d_secure), a second guard behind our own check.
        options: {
          submitForSettlement: true,
          storeInVaultOnSuccess: request.storeInVault,
          ...(request.threeDSecureRequired ? { threeDSecure: { required: true } } : {}),
        },
      });
      const t = result.transaction;
      if (result.success && t) return { ok: true, transactionId: t.id, ...details(t) };
      if (t && t.status === 'processor_declined') {
        return {
          ok: false,
          reason: 'processor_declined',
          code: t.processorResponseCode ?? null,
          text: t.processorResponseText ?? 'Processor Declined',
          transactionId: t.id,
          ...details(t),
        };
      }
      if (t && t.status === 'gateway_rejected') {
        return {
          ok: false,
          reason: 'gateway_rejected',
          code: t.gatewayRejectionReason ?? null,
          text: result.message ?? 'Gateway Rejected',
          transactionId: t.id,
          ...details(t),
        };
      }
      const first = result.errors?.deepErrors()[0];
      return {
        ok: false,
        reason: first ? 'invalid_payment_method' : 'error',
        code: first?.code ?? null,
        text: first?.message ?? result.message ?? 'Unexpected error',
        transactionId: t?.id ?? null,
      };
    },
    async nonceDetails(nonce): Promise<NonceDetails | null> {
      let found;
      try {
        found = await sdk.paymentMethodNonce.find(nonce);
      } catch (error) {
        // An unknown or expired nonce has no details; other errors are outages.
        if ((error as { type?: string }).type === 'notFoundError') return null;
        throw error;
      }
      const info = found.threeDSecureInfo;
      // A method type we do not sell with (Google Pay, Samsung Pay, a bank account) is never taken
      // for a plain card: it counts as a card, so the card rules (3-D Secure) apply to it.
      const paymentType = nonceTypes[found.type ?? ''] ?? 'CREDIT_CARD';
      return {
        paymentType,
        cardCountry:
          paymentType === 'PAYPAL' || paymentType === 'VENMO'
            ? null
            : issuerCountry(found.binData?.countryOfIssuance),
        threeDSecure: info?.status
          ? {
              status: info.status,
              liabilityShifted: info.liabilityShifted === true,
              liabilityShiftPossible: info.liabilityShiftPossible === true,
            }
          : null,
      };
    },
    async findByOrderId(orderId) {
      const found = await collect(sdk.transaction.search((search) => search.orderId().is(orderId)));
      return found
        .filter((t) => CHARGED_STATUSES.has(t.status))
        .map((t) => ({
          transactionId: t.id,
          amountMinor: Math.round(Number(t.amount ?? '0') * 100),
          ...details(t),
        }));
    },
    async void(transactionId) {
      // A void works until the charge settles; after that only a refund gives the money back.
      const voided = await sdk.transaction.void(transactionId);
      if (voided.success) return;
      const refunded = await sdk.transaction.refund(transactionId);
      if (!refunded.success)
        throw new Error(
          `Braintree void and refund failed: ${voided.message ?? 'unknown'}; ${refunded.message ?? 'unknown'}`,
        );
    },
  };
}
