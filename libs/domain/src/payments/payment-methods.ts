// spec §3 Payment methods and Payment state; §9 (terms only outside the US, marketing opt-in).

export const PAYMENT_METHODS = ['CREDIT_CARD', 'PAYPAL', 'VENMO', 'APPLE_PAY', 'GOOGLE_PAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'CREDIT_CARD';

/** Countries the address autocomplete is limited to (spec §2 Billing information, §9). */
export const PLACES_AUTOCOMPLETE_COUNTRIES = ['us', 'gb', 'au', 'ca', 'nz'] as const;

/** New review step: terms must be accepted for any billing country but the US. */
export function termsRequiredForCountry(country: string | null | undefined): boolean {
  return (country ?? '').toUpperCase() !== 'US';
}

/** Marketing opt-in defaults to true when consent is not required. */
export function defaultMarketingOptIn(consentRequired: boolean): boolean {
  return !consentRequired;
}

/**
 * Country of an address that PayPal, Apple Pay or Venmo supplied, as the ISO alpha-2 code our
 * billing form uses. Venmo sends 'USA' (spec §3 Address); the others already send alpha-2.
 */
export function alternativeMethodCountry(country: string | null | undefined): string {
  const upper = (country ?? '').trim().toUpperCase();
  return upper === 'USA' ? 'US' : upper;
}
