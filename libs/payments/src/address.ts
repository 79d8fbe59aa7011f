// spec §3 Address: alternative-method addresses map into the billing fields; Venmo's country
// 'USA' becomes 'US'.
import type { WalletBillingAddress } from './types';

const ISO3_TO_ISO2: Record<string, string> = {
  USA: 'US',
  GBR: 'GB',
  CAN: 'CA',
  AUS: 'AU',
  NZL: 'NZ',
  MEX: 'MX',
};

export function normaliseCountry(country: string | null | undefined): string {
  const c = (country ?? '').trim().toUpperCase();
  return ISO3_TO_ISO2[c] ?? c;
}

export interface LooseAddress {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** Null when the wallet gave no usable street address (then the billing step is shown). */
export function toWalletAddress(a: LooseAddress | null | undefined): WalletBillingAddress | null {
  if (!a || !a.line1 || !a.city || !a.postalCode || !a.country) return null;
  const address: WalletBillingAddress = {
    billingAddress: a.line1.trim(),
    city: a.city.trim(),
    region: (a.region ?? '').trim(),
    postalCode: a.postalCode.trim(),
    country: normaliseCountry(a.country),
  };
  if (a.line2?.trim()) address.billingAddress2 = a.line2.trim();
  return address;
}
