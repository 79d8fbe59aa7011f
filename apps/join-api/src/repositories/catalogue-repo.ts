// Packages, build-your-own options, tax rates and coupons (seeded by migration 002).
import { one, type Queryable } from '../db/database';

export interface PackageRow {
  id: number;
  product_id: number;
  country: string;
  pricing_group: 'P0' | 'P2' | 'P3';
  package_name: string;
  display_name: string;
  receipt_text: string;
  sub_years: 1 | 2;
  build_your_own: boolean;
  price_minor: number;
  currency: string;
  vat_inclusive: boolean;
  analytics_package: string;
  features: string[];
  /** Spanish texts (migration 020); null for a package added without them. */
  display_name_es?: string | null;
  receipt_text_es?: string | null;
  features_es?: string[] | null;
  hide: Record<string, boolean>;
  [key: string]: unknown;
}
export interface OptionRow {
  country: string;
  code: string;
  display_name: string;
  display_name_es?: string | null;
  price_minor: number;
  [key: string]: unknown;
}
export interface TaxRateRow {
  country: string;
  region: string;
  name: string;
  rate: number;
  [key: string]: unknown;
}
export interface CouponRow {
  code: string;
  description: string;
  description_es?: string | null;
  percent_off: number;
  referrer_key: string | null;
  public: boolean;
  [key: string]: unknown;
}

export function catalogueRepo(db: Queryable) {
  return {
    packagesFor: (country: string, group: string, tx: Queryable = db) =>
      tx.query<PackageRow>(
        'select * from packages where country = $1 and pricing_group = $2 and active order by sort',
        [country, group],
      ),
    packagesOf: (country: string, tx: Queryable = db) =>
      tx.query<PackageRow>('select * from packages where country = $1 and active order by sort', [country]),
    packageById: (id: number, tx: Queryable = db) =>
      one<PackageRow>(tx, 'select * from packages where id = $1 and active', [id]),
    optionsFor: (country: string, tx: Queryable = db) =>
      tx.query<OptionRow>('select * from package_options where country = $1 order by price_minor, code', [
        country,
      ]),
    async taxRatesFor(
      country: string,
      region: string | null | undefined,
      tx: Queryable = db,
    ): Promise<TaxRateRow[]> {
      const rows = await tx.query<TaxRateRow>(
        'select * from tax_rates where country = $1 order by region, name',
        [country],
      );
      const regional = rows.filter((r) => region && r.region === region);
      // A region's own rows replace the country-wide ones (Canadian HST replaces GST).
      return (regional.length ? regional : rows.filter((r) => r.region === '')).map((r) => ({
        ...r,
        rate: Number(r.rate),
      }));
    },
    couponByCode: (code: string, tx: Queryable = db) =>
      one<CouponRow>(
        tx,
        'select * from coupons where upper(code) = upper($1) and active and (expires_at is null or expires_at > now())',
        [code],
      ),
    couponsForReferrer: (referrerKey: string | null, tx: Queryable = db) =>
      tx.query<CouponRow>(
        'select * from coupons where active and (expires_at is null or expires_at > now()) and (public or (referrer_key is not null and referrer_key = $1)) order by percent_off desc, code',
        [referrerKey],
      ),
    couponForReferrer: (referrerKey: string, tx: Queryable = db) =>
      one<CouponRow>(
        tx,
        'select * from coupons where active and (expires_at is null or expires_at > now()) and referrer_key = $1 order by percent_off desc limit 1',
        [referrerKey],
      ),
    /** Bumped by every change to the catalogue tables (migration 015); read uncached. */
    version: async (tx: Queryable = db) =>
      Number((await tx.query<{ v: string }>('select version::text as v from catalogue_version'))[0]?.v ?? 0),
  };
}
export type CatalogueRepo = ReturnType<typeof catalogueRepo>;
