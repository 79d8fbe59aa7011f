// spec §3 Package and §9 Business constants: build-your-own options, VAT packages, pricing
// groups and subscription terms.

/** Build-your-own options that cost nothing (spec §2 /alacarte, §9). */
export const FREE_BUILD_YOUR_OWN_OPTIONS = ['MYFILES', 'CALLSBASIC'] as const;

export function isFreeBuildYourOwnOption(option: string): boolean {
  return (FREE_BUILD_YOUR_OWN_OPTIONS as readonly string[]).includes(option.toUpperCase());
}

/** A catalogue option as both build-your-own screens (/alacarte, /invite/choose-your-own) read it. */
export interface PricedOption {
  code: string;
  price: number;
  free?: boolean;
}

/** The one free rule of build-your-own: flagged free by the catalogue, one of spec §9's free
 *  options, or priced at zero. */
export function isFreeOption(option: PricedOption): boolean {
  return !!option.free || isFreeBuildYourOwnOption(option.code) || option.price === 0;
}

/** The running total of a build-your-own order: the chosen codes' prices, free options left
 *  out, summed in cents so no floating-point dust shows. */
export function buildYourOwnTotal(codes: readonly string[], catalogue: readonly PricedOption[]): number {
  const chosen = new Set(codes);
  const cents = catalogue
    .filter((o) => chosen.has(o.code) && !isFreeOption(o))
    .reduce((sum, o) => sum + Math.round(o.price * 100), 0);
  return cents / 100;
}

/** Packages whose price includes VAT, so no separate tax row is shown. */
export const VAT_PACKAGE_IDS = [2061, 2063] as const;

export function isVatPackage(packageId: number | string | null | undefined): boolean {
  if (packageId === null || packageId === undefined || packageId === '') return false;
  return (VAT_PACKAGE_IDS as readonly number[]).includes(Number(packageId));
}

export const PRICING_GROUPS = ['P0', 'P2', 'P3'] as const;
export type PricingGroup = (typeof PRICING_GROUPS)[number];

/** P2 and P3 use the new packaging wording: 1 GB space, unlimited payments, ToneMeter. */
export function usesNewPackagingWording(group: string | null | undefined): boolean {
  return group === 'P2' || group === 'P3';
}

/** The one-year build-your-own subscription value; anything else means two years (spec §3). */
export const ONE_YEAR_SUBSCRIPTION = 'SUB1YEAR';

export function subscriptionTermYears(subscription: string): 1 | 2 {
  return subscription === ONE_YEAR_SUBSCRIPTION ? 1 : 2;
}

/** Per-package switches that hide a card brand or a payment button (spec §9). */
export const PACKAGE_HIDE_FLAGS = [
  'hideAmex',
  'hideDiscover',
  'hideApplePay',
  'hideGooglePay',
  'hidePayPal',
  'hideVenmo',
] as const;
export type PackageHideFlag = (typeof PACKAGE_HIDE_FLAGS)[number];

/** Order-summary wording of a term: 'year' for one, '2 years' for two (spec §9). */
export function termSummaryUnit(years: 1 | 2): 'year' | '2 years' {
  return years === 1 ? 'year' : '2 years';
}
