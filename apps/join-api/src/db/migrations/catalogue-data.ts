// The seeded catalogue (spec §7): every market in its own currency, 1- and 2-year packages and
// build-your-own. Prices are in minor units. The pricing-group rule is in services/pricing-group.ts.
export interface SeedPackage {
  id: number;
  country: string;
  group: 'P0' | 'P2' | 'P3';
  years: 1 | 2;
  byo?: boolean;
  price: number;
  vatInclusive?: boolean;
}

/** P2/P3 packages use the new wording (spec §9); P0 the legacy wording. */
export const packages: SeedPackage[] = [
  { id: 1001, country: 'US', group: 'P3', years: 1, price: 14999 },
  { id: 1002, country: 'US', group: 'P3', years: 2, price: 24999 },
  { id: 1003, country: 'US', group: 'P3', years: 1, byo: true, price: 9999 },
  { id: 1051, country: 'US', group: 'P0', years: 1, price: 12999 },
  { id: 1052, country: 'US', group: 'P0', years: 2, price: 22999 },
  { id: 1101, country: 'CA', group: 'P3', years: 1, price: 16999 },
  { id: 1102, country: 'CA', group: 'P3', years: 2, price: 28999 },
  { id: 1103, country: 'CA', group: 'P3', years: 1, byo: true, price: 10999 },
  { id: 1151, country: 'CA', group: 'P0', years: 1, price: 14999 },
  { id: 1152, country: 'CA', group: 'P0', years: 2, price: 25999 },
  // spec §9: 2061 and 2063 are the VAT packages, their price includes VAT.
  { id: 2061, country: 'GB', group: 'P2', years: 1, price: 11999, vatInclusive: true },
  { id: 2063, country: 'GB', group: 'P2', years: 2, price: 19999, vatInclusive: true },
  { id: 2065, country: 'GB', group: 'P2', years: 1, byo: true, price: 7999 },
  { id: 2051, country: 'GB', group: 'P0', years: 1, price: 9999 },
  { id: 2053, country: 'GB', group: 'P0', years: 2, price: 17999 },
  { id: 3001, country: 'AU', group: 'P2', years: 1, price: 21999 },
  { id: 3002, country: 'AU', group: 'P2', years: 2, price: 36999 },
  { id: 3003, country: 'AU', group: 'P2', years: 1, byo: true, price: 14999 },
  { id: 3051, country: 'AU', group: 'P0', years: 1, price: 19999 },
  { id: 3052, country: 'AU', group: 'P0', years: 2, price: 33999 },
  { id: 3101, country: 'NZ', group: 'P2', years: 1, price: 23999 },
  { id: 3102, country: 'NZ', group: 'P2', years: 2, price: 39999 },
  { id: 3103, country: 'NZ', group: 'P2', years: 1, byo: true, price: 15999 },
  { id: 3151, country: 'NZ', group: 'P0', years: 1, price: 21999 },
  { id: 3152, country: 'NZ', group: 'P0', years: 2, price: 36999 },
  { id: 4051, country: 'MX', group: 'P0', years: 1, price: 169900 },
  { id: 4052, country: 'MX', group: 'P0', years: 2, price: 299900 },
  { id: 4053, country: 'MX', group: 'P0', years: 1, byo: true, price: 109900 },
];

/** Build-your-own option prices per market: [SUB1YEAR, SUB2YEAR, TONEMETER, UNLIMITEDPAYMENTS]. */
export const optionPrices: Record<string, [number, number, number, number]> = {
  US: [9999, 17999, 2499, 1999],
  CA: [10999, 19999, 2699, 2199],
  GB: [7999, 13999, 1999, 1499],
  AU: [14999, 26999, 3499, 2799],
  NZ: [15999, 28999, 3699, 2999],
  MX: [109900, 199900, 29900, 24900],
};

/** Markets where a payment method is never offered (spec §9 hide flags per package). */
export const hiddenMethods: Record<string, string[]> = {
  US: [],
  CA: ['venmo'],
  GB: ['discover', 'venmo'],
  AU: ['discover', 'venmo'],
  NZ: ['discover', 'venmo'],
  MX: ['amex', 'applePay', 'venmo'],
};

/** [country, region ('' = whole country), name, rate]. A region's own rows replace the country's. */
export const taxRates: [string, string, string, number][] = [
  ['US', 'WA', 'Sales tax', 0.065],
  ['US', 'TX', 'Sales tax', 0.0625],
  ['US', 'PA', 'Sales tax', 0.06],
  ['US', 'NY', 'Sales tax', 0.04],
  ['US', 'CT', 'Sales tax', 0.01],
  ['US', 'SD', 'Sales tax', 0.042],
  ['US', 'TN', 'Sales tax', 0.07],
  ['US', 'UT', 'Sales tax', 0.0485],
  ['US', 'NM', 'Gross receipts tax', 0.04875],
  ['US', 'HI', 'General excise tax', 0.04],
  ['US', 'OH', 'Sales tax', 0.0575],
  ['US', 'DC', 'Sales tax', 0.06],
  ['CA', '', 'GST', 0.05],
  ['CA', 'ON', 'HST', 0.13],
  ['CA', 'NS', 'HST', 0.14],
  ['CA', 'NB', 'HST', 0.15],
  ['CA', 'NL', 'HST', 0.15],
  ['CA', 'PE', 'HST', 0.15],
  ['CA', 'QC', 'GST', 0.05],
  ['CA', 'QC', 'QST', 0.09975],
  ['CA', 'BC', 'GST', 0.05],
  ['CA', 'BC', 'PST', 0.07],
  ['CA', 'SK', 'GST', 0.05],
  ['CA', 'SK', 'PST', 0.06],
  ['CA', 'MB', 'GST', 0.05],
  ['CA', 'MB', 'RST', 0.07],
  ['GB', '', 'VAT', 0.2],
  ['AU', '', 'GST', 0.1],
  ['NZ', '', 'GST', 0.15],
  ['MX', '', 'IVA', 0.16],
];

/** [code, description, percent, referrer key, public]. */
export const coupons: [string, string, number, string | null, boolean][] = [
  ['PARTNER10', '10% off from our partner', 10, 'partner', false],
  ['FAMILYLAW15', '15% off for clients of family-law professionals', 15, 'familylaw', false],
  ['SPRING20', '20% off this spring', 20, null, true],
];
