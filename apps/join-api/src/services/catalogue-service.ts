// Packages as the client sees them (spec §3 Package), the pricing group lookup and the
// package-and-country check (spec §7, §8 mismatch modal).
import type { Package, PricingGroupResponse } from '@join/schemas';
import type { CatalogueRepo, CouponRow, OptionRow, PackageRow } from '../repositories/catalogue-repo';
import { conflict, notFound } from '../lib/api-error';
import { currencySymbol, formatMinor, toMajor } from '../lib/money';
import { marketOf, packageSuits, pricingGroupFor } from './pricing-group';

const VAT_RATE_GB = 0.2;

/** VAT contained in a VAT-inclusive price: price - price / 1.2. */
export const includedVat = (priceMinor: number) => priceMinor - Math.round(priceMinor / (1 + VAT_RATE_GB));

type Lang = 'en' | 'es';

/** CONTRACTS#both-languages: catalogue texts in the request's language, English when no Spanish text exists. */
export const packageDisplayName = (row: Pick<PackageRow, 'display_name' | 'display_name_es'>, lang: Lang) =>
  (lang === 'es' && row.display_name_es) || row.display_name;
export const couponDescription = (row: Pick<CouponRow, 'description' | 'description_es'>, lang: Lang) =>
  (lang === 'es' && row.description_es) || row.description;

export function toPackage(row: PackageRow, options: OptionRow[] = [], lang: Lang = 'en'): Package {
  const es = lang === 'es';
  const vat = row.vat_inclusive ? includedVat(row.price_minor) : 0;
  const hide = row.hide ?? {};
  return {
    id: row.id,
    productId: row.product_id,
    packageName: row.package_name,
    subDurationInYears: row.sub_years,
    displayName: packageDisplayName(row, lang),
    receiptText: (es && row.receipt_text_es) || row.receipt_text,
    buildYourOwn: row.build_your_own,
    country: row.country,
    pricingGroup: row.pricing_group,
    totalPrice: toMajor(row.price_minor),
    totalPriceFormatted: formatMinor(row.price_minor, row.currency),
    currencyCode: row.currency as Package['currencyCode'],
    currencySymbol: currencySymbol(row.currency),
    vatInclusive: row.vat_inclusive,
    vatAmount: toMajor(vat),
    vatAmountFormatted: formatMinor(vat, row.currency),
    analyticsPackage: row.analytics_package,
    features: (es && row.features_es) || row.features || [],
    hide: {
      amex: !!hide.amex,
      discover: !!hide.discover,
      applePay: !!hide.applePay,
      googlePay: !!hide.googlePay,
      payPal: !!hide.payPal,
      venmo: !!hide.venmo,
    },
    buildYourOwnOptions: row.build_your_own
      ? options.map((o) => ({
          code: o.code as NonNullable<Package['buildYourOwnOptions']>[number]['code'],
          displayName: (es && o.display_name_es) || o.display_name,
          price: toMajor(o.price_minor),
          priceFormatted: formatMinor(o.price_minor, row.currency),
          free: o.price_minor === 0,
        }))
      : undefined,
  };
}

export function catalogueService(repo: CatalogueRepo) {
  async function withOptions(rows: PackageRow[], lang: Lang): Promise<Package[]> {
    const needs = rows.some((r) => r.build_your_own);
    const options = needs && rows.length ? await repo.optionsFor(rows[0].country) : [];
    return rows.map((r) => toPackage(r, options, lang));
  }
  return {
    async pricingGroup(
      country: string,
      callingCode: string,
      lang: Lang = 'en',
    ): Promise<PricingGroupResponse> {
      const market = marketOf(country);
      const group = pricingGroupFor(market, callingCode);
      const packages = await withOptions(await repo.packagesFor(market, group), lang);
      return { pricingGroup: group, country: market, packageIds: packages.map((p) => p.id), packages };
    },
    async list(country: string, group?: string, lang: Lang = 'en'): Promise<Package[]> {
      const market = marketOf(country);
      return withOptions(group ? await repo.packagesFor(market, group) : await repo.packagesOf(market), lang);
    },
    /** spec §8 'Failed country check: mismatch modal': 409 when the package is not for them. */
    async check(packageId: number, criteria: { country: string; countryCode: string }) {
      const pkg = await repo.packageById(packageId);
      if (!pkg) throw notFound('package.notFound');
      if (!packageSuits(pkg, criteria.country, criteria.countryCode))
        throw conflict('package.country.mismatch');
      return { fits: true as const, packageCountry: pkg.country };
    },
    /** spec §7 available coupons: those of the referring account (discount link), or the general ones. */
    async coupons(referrerKey: string | null, lang: Lang = 'en') {
      const rows = await repo.couponsForReferrer(referrerKey);
      return rows.map((c) => ({
        couponCode: c.code,
        description: couponDescription(c, lang),
        percent: c.percent_off,
      }));
    },
  };
}
export type CatalogueService = ReturnType<typeof catalogueService>;
