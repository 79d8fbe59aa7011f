// CONTRACTS#a-sign-up-people-finish 6: the prices of the checkout must never contradict themselves. Which words go
// with the tax row, the renewal text and the amount beside 'Pay now' (spec §2 Review step renewal
// terms; §9 VAT packages: the price includes VAT, no tax row). Pure: the screens only show them.
import type { PricingResponse } from '@join/schemas';

/** A subscription code pays the whole order: no card, no wallet, nothing charged. */
export function paidInFullByCode(pricing: PricingResponse | null): boolean {
  return !!pricing && pricing.totals.total === 0 && pricing.paymentCodeDetails.length > 0;
}

/** The tax is known once the server could price it (a US or Canadian order needs the region). */
export function taxKnown(pricing: PricingResponse | null, vatInclusive: boolean): boolean {
  return vatInclusive || (!!pricing && pricing.taxesCalculated);
}

export type RenewalKey = 'renewal.code' | 'renewal.withVat' | 'renewal.withTax' | 'renewal.plusTax';

/**
 * The renewal sentence: a code-paid order stores no payment method; a VAT package's price
 * includes VAT; a total that already holds tax says so instead of 'plus any applicable tax'.
 */
export function renewalKey(pricing: PricingResponse | null, vatInclusive: boolean): RenewalKey {
  if (paidInFullByCode(pricing)) return 'renewal.code';
  if (vatInclusive) return 'renewal.withVat';
  if (pricing && pricing.taxesCalculated && pricing.totals.taxAmount > 0) return 'renewal.withTax';
  return 'renewal.plusTax';
}
