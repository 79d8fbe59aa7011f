// spec §3 Payment payload and §7 register and pay / invite payment: what 'Pay now' sends.
import type { InvitePayRequest, PaymentType, PricingResponse, RegisterAndPayRequest } from '@join/schemas';
import type { PaymentState, RegistrationState, SelectedPackage } from '@join/state';

export function nonceFor(
  payment: Pick<
    PaymentState,
    'paymentMethod' | 'card' | 'paypalNonce' | 'venmoNonce' | 'applePayNonce' | 'googlePayNonce'
  >,
): string | null {
  switch (payment.paymentMethod) {
    case 'CREDIT_CARD':
      return payment.card?.nonce ?? null;
    case 'PAYPAL':
      return payment.paypalNonce;
    case 'VENMO':
      return payment.venmoNonce;
    case 'APPLE_PAY':
      return payment.applePayNonce;
    case 'GOOGLE_PAY':
      return payment.googlePayNonce;
  }
}

export interface PayContext {
  payment: PaymentState;
  pricing: PricingResponse;
  selected: SelectedPackage;
  deviceData: string | null;
  segmentAnonymousId: string;
  /** See pricingLocaleFor; 'en_US' when not given. */
  pricingLocale?: string;
}

/** spec §7: the pricing locale is 'en_US' in the new variant, otherwise the visitor's context
 *  value (their language as a locale: es_MX for Spanish, en_US for English). */
export function pricingLocaleFor(variant: 'new' | 'old', language: string): string {
  if (variant === 'new') return 'en_US';
  return language.startsWith('es') ? 'es_MX' : 'en_US';
}

function paymentPart({ payment, pricing, deviceData, pricingLocale }: PayContext, fullName: string) {
  const nonce = nonceFor(payment);
  // An activation code that covers the whole price needs no payment method.
  const paymentType: PaymentType =
    pricing.totals.total === 0 && !nonce ? 'ACTIVATION_CODE' : payment.paymentMethod;
  return {
    amountDisplayed: pricing.totals.total,
    cardHolderName: payment.paymentMethod === 'CREDIT_CARD' ? fullName.slice(0, 60) : null,
    deviceData,
    nonce,
    paymentType,
    pricingLocale: pricingLocale ?? 'en_US',
    storePaymentOnFile: true,
    taxAmountDisplayed: pricing.totals.taxAmount,
    taxId: pricing.taxId,
  };
}

function address(payment: PaymentState) {
  const b = payment.billing;
  if (!b) return null;
  return {
    line1: b.billingAddress,
    line2: b.billingAddress2 || null,
    city: b.city,
    region: b.region,
    postalCode: b.postalCode,
    country: b.country,
    type: 'PRIMARY' as const,
  };
}

function order(selected: SelectedPackage) {
  return {
    packageId: selected.package.id,
    productId: selected.package.productId,
    services: selected.services ?? null,
  };
}

function consent(payment: PaymentState) {
  return {
    marketingOptIn: payment.consentData.marketingOptIn,
    agreedToTerms: payment.consentData.isRequired ? payment.consentData.termsAndConditions : undefined,
  };
}

export function registerAndPayBody(
  ctx: PayContext,
  registration: Pick<RegistrationState, 'parentDuplicateConfirmed' | 'coParentDuplicateConfirmed'>,
): RegisterAndPayRequest {
  const name = `${ctx.payment.billing?.firstName ?? ''} ${ctx.payment.billing?.lastName ?? ''}`.trim();
  return {
    ...consent(ctx.payment),
    order: order(ctx.selected),
    parentDuplicateConfirmed: registration.parentDuplicateConfirmed,
    coParentDuplicateConfirmed: registration.coParentDuplicateConfirmed,
    payment: paymentPart(ctx, name),
    payForCoparent: ctx.payment.isPayingForCoparent,
    promoCodes: ctx.payment.promoCodes,
    paymentCodes: ctx.payment.appliedCodes,
    address: address(ctx.payment),
    segmentAnonymousId: ctx.segmentAnonymousId,
  };
}

export function invitePayBody(ctx: PayContext): InvitePayRequest {
  const name = `${ctx.payment.billing?.firstName ?? ''} ${ctx.payment.billing?.lastName ?? ''}`.trim();
  return {
    ...consent(ctx.payment),
    deviceData: ctx.deviceData,
    order: order(ctx.selected),
    payment: { ...paymentPart(ctx, name), bankAccountNumber: null, bankRoutingNumber: null },
    promoCodes: ctx.payment.promoCodes,
    paymentCodes: ctx.payment.appliedCodes,
    address: address(ctx.payment),
    segmentAnonymousId: ctx.segmentAnonymousId,
  };
}

/** A fresh key for a new attempt; kept in the store so a retry of this attempt reuses it. */
export function newAttemptKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
