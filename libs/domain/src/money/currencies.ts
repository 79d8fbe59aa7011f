// The currency each market is sold in (spec §7 catalogue): the seeded prices are in it and the
// gateway charges in it.
export const MARKET_CURRENCIES: Readonly<Record<string, string>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  AU: 'AUD',
  NZ: 'NZD',
  MX: 'MXN',
};
