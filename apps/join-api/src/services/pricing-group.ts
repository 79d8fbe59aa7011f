// spec §7 pricing group lookup and §9 (P0, P2, P3). The rule we chose, written down:
//   1. A country we do not sell in is listed as the United States (spec §9: the default country);
//      it is never priced nor sold: its billing address suits no package (packageSuits).
//   2. A phone calling code that is not the country's own (a +44 phone with a US address)
//      gets the legacy group P0: that visitor's market is unclear, so the plain packages apply.
//   3. Otherwise US and CA are P3, GB, AU and NZ are P2 (both the new packaging wording) and
//      MX is P0, whose packages keep the legacy wording.
// The phone number itself does not change the group; it is accepted because the client sends it.
// spec §2 mismatch rule: a package is sold only to a billing address in its own country and a phone
// of its country's calling code (packageSuits), so the P0 group of rule 2 is listed, never sold.
import type { PricingGroupName } from '@join/schemas';

export const MARKETS = ['US', 'CA', 'GB', 'AU', 'NZ', 'MX'] as const;
export type Market = (typeof MARKETS)[number];

const callingCodes: Record<Market, string> = { US: '1', CA: '1', GB: '44', AU: '61', NZ: '64', MX: '52' };
const nativeGroup: Record<Market, PricingGroupName> = {
  US: 'P3',
  CA: 'P3',
  GB: 'P2',
  AU: 'P2',
  NZ: 'P2',
  MX: 'P0',
};

/** The market of an ISO country code we sell in, or null ('UK' is not ISO: Great Britain is 'GB'). */
export function soldMarket(country: string | null | undefined): Market | null {
  const upper = (country ?? '').trim().toUpperCase();
  return (MARKETS as readonly string[]).includes(upper) ? (upper as Market) : null;
}

/** The market whose packages a visitor is shown: their own, else the United States (rule 1). */
export function marketOf(country: string | null | undefined): Market {
  return soldMarket(country) ?? 'US';
}

export const stripPlus = (code: string | null | undefined) => (code ?? '').replace(/^\+/, '').trim();

export function pricingGroupFor(country: string, callingCode: string | null | undefined): PricingGroupName {
  const market = marketOf(country);
  const code = stripPlus(callingCode);
  if (code && code !== callingCodes[market]) return 'P0';
  return nativeGroup[market];
}

/**
 * spec §2 mismatch rule (the mismatch modal) and §8 'Failed country check': a package suits a
 * visitor when the billing country is the package's own market and the phone's calling code is
 * that market's. Either may be unknown yet (pricing before the billing step): what is known must suit.
 */
export function packageSuits(
  pkg: { country: string; pricing_group: string },
  billingCountry: string | null | undefined,
  callingCode: string | null | undefined,
): boolean {
  const market = soldMarket(pkg.country);
  if (!market) return false;
  if (billingCountry && soldMarket(billingCountry) !== market) return false;
  const code = stripPlus(callingCode);
  if (code && code !== callingCodes[market]) return false;
  return pkg.pricing_group === nativeGroup[market];
}
