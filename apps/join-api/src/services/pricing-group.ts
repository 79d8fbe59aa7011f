// spec §7 pricing group lookup and §9 (P0, P2, P3). The rule we chose, written down:
//   1. A country we do not sell in is priced as the United States.
//   2. A phone calling code that is not the country's own (a +44 phone with a US address)
//      gets the legacy group P0: that visitor's market is unclear, so the plain packages apply.
//   3. Otherwise US and CA are P3, GB, AU and NZ are P2 (both the new packaging wording) and
//      MX is P0, whose packages keep the legacy wording.
// The phone number itself does not change the group; it is accepted because the client sends it.
import type { PricingGroupName } from '@join/schemas';

export const MARKETS = ['US', 'CA', 'GB', 'AU', 'NZ', 'MX'] as const;
export type Market = (typeof MARKETS)[number];

const callingCodes: Record<Market, string> = { US: '1', CA: '1', GB: '44', AU: '61', NZ: '64', MX: '52' };
const nativeGroup: Record<Market, PricingGroupName> = { US: 'P3', CA: 'P3', GB: 'P2', AU: 'P2', NZ: 'P2', MX: 'P0' };

export function marketOf(country: string | null | undefined): Market {
  const upper = (country ?? '').toUpperCase();
  const normalised = upper === 'UK' ? 'GB' : upper;
  return (MARKETS as readonly string[]).includes(normalised) ? (normalised as Market) : 'US';
}

export const stripPlus = (code: string | null | undefined) => (code ?? '').replace(/^\+/, '').trim();

export function pricingGroupFor(country: string, callingCode: string | null | undefined): PricingGroupName {
  const market = marketOf(country);
  const code = stripPlus(callingCode);
  if (code && code !== callingCodes[market]) return 'P0';
  return nativeGroup[market];
}
