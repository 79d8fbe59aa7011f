// Spec §7 "for GB an extra server-side step exists" (flag UKPayment): Strong Customer
// Authentication for GB card payments. After the card is tokenised and the billing address is
// known, and before the order is paid, the card goes through 3-D Secure 2 with the amount charged
// today and the billing step's address; the nonce 3-D Secure answers is the one paid with. The
// server refuses a GB card nonce without a liability shift, so this rule mirrors its own.
import type { PricingResponse } from '@join/schemas';
import type { FlagValue, PaymentState } from '@join/state';
import type { ThreeDSecureRequest } from '@join/payments';
import type { Payer } from '../payment/checkout-context';

export function needsThreeDSecure(args: {
  flag: FlagValue;
  market: string;
  payment: Pick<PaymentState, 'paymentMethod' | 'card'>;
  total: number;
}): boolean {
  const { payment } = args;
  return (
    args.flag === 'Treatment' &&
    args.market.toUpperCase() === 'GB' &&
    payment.paymentMethod === 'CREDIT_CARD' &&
    !!payment.card &&
    !payment.card.threeDSecured &&
    args.total > 0
  );
}

/** verifyCard's options: the amount charged today, the card's nonce and bin, the billing step's address. */
export function threeDSecureRequest(
  payment: Pick<PaymentState, 'card' | 'billing'>,
  pricing: Pick<PricingResponse, 'totals'>,
  payer: Payer,
  challengeTexts: ThreeDSecureRequest['challengeTexts'],
): ThreeDSecureRequest | null {
  if (!payment.card) return null;
  const b = payment.billing;
  return {
    amount: pricing.totals.total,
    nonce: payment.card.nonce,
    bin: payment.card.bin ?? null,
    email: b?.email || payer.email || null,
    billingAddress: {
      givenName: b?.firstName ?? payer.firstName,
      surname: b?.lastName ?? payer.lastName,
      streetAddress: b?.billingAddress ?? payer.billingAddress ?? '',
      extendedAddress: (b ? b.billingAddress2 : payer.billingAddress2) || undefined,
      locality: b?.city ?? payer.city ?? '',
      region: (b ? b.region : payer.region) || undefined,
      postalCode: b?.postalCode ?? payer.postalCode ?? '',
      countryCodeAlpha2: b?.country ?? payer.country,
    },
    challengeTexts,
  };
}
