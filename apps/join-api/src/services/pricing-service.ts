// spec §3 Pricing response and §7 pricing calculation: package or build-your-own amount,
// pay-for-co-parent, coupon, activation codes, taxes from the rate table, totals.
import type { PricingResponse } from '@join/schemas';
import { couponPercent, getRegions, hasRegionList, isFreeBuildYourOwnOption } from '@join/domain';
import { badRequest, conflict, notFound } from '../lib/api-error';
import { sha256 } from '../lib/ids';
import { formatMinor, toMajor } from '../lib/money';
import type { ActivationCodesRepo } from '../repositories/activation-codes-repo';
import type { CatalogueRepo, CouponRow, PackageRow } from '../repositories/catalogue-repo';
import { packageSuits } from './pricing-group';

export interface PricingInput {
  packageId: number;
  services?: string[] | null;
  payForCoparent?: boolean;
  country?: string | null;
  region?: string | null;
  /** The payer's phone calling code: the package must suit its country too (spec §2). */
  phoneCountryCode?: string | null;
  paymentCodes?: string[];
  promoCodes?: string[];
  referrerKey?: string | null;
  /** Who may spend reserved codes (the payment in progress), if any. */
  codeHolder?: string | null;
  request: Record<string, unknown>;
}

export interface PricingResult {
  response: PricingResponse;
  pkg: PackageRow;
  years: 1 | 2;
  services: string[];
  totalMinor: number;
  taxMinor: number;
  coupon: CouponRow | null;
  codes: string[];
}

const TERMS = ['SUB1YEAR', 'SUB2YEAR'];

/** 'TX' from 'tx' or 'US-TX' (ISO 3166-2); null when none was given. */
const regionCode = (region: string | null | undefined) =>
  region
    ?.trim()
    .toUpperCase()
    .replace(/^[A-Z]{2}-/, '') || null;

/** The country's code for a region given by code or by name (a wallet's address may say 'Texas'). */
function knownRegion(country: string, region: string): string | undefined {
  const upper = region.toUpperCase();
  return getRegions(country).find((r) => r.code === upper || r.name.toUpperCase() === upper)?.code;
}

export function pricingService(catalogue: CatalogueRepo, codesRepo: ActivationCodesRepo) {
  async function packageAmount(pkg: PackageRow, services: string[] | null | undefined) {
    if (!pkg.build_your_own)
      return {
        amount: pkg.price_minor,
        years: pkg.sub_years,
        services: [] as string[],
        lines: [{ code: pkg.package_name, description: pkg.display_name, minor: pkg.price_minor }],
      };
    const chosen = [...new Set((services ?? []).map((s) => s.toUpperCase()))];
    const terms = chosen.filter((s) => TERMS.includes(s));
    if (terms.length !== 1)
      throw badRequest(
        [{ field: 'orderDetail.services', text: 'validation:required' }],
        'pricing.term.required',
      );
    const options = await catalogue.optionsFor(pkg.country);
    const lines = chosen.map((code) => {
      const option = options.find((o) => o.code === code);
      if (!option)
        throw badRequest(
          [{ field: 'orderDetail.services', text: 'validation:invalid' }],
          'pricing.service.unknown',
        );
      return {
        code,
        description: option.display_name,
        minor: isFreeBuildYourOwnOption(code) ? 0 : option.price_minor,
      };
    });
    // spec §3: SUB1YEAR means one year, anything else two.
    return {
      amount: lines.reduce((s, l) => s + l.minor, 0),
      years: (terms[0] === 'SUB1YEAR' ? 1 : 2) as 1 | 2,
      services: chosen,
      lines,
    };
  }

  async function chooseCoupon(
    promoCodes: string[] = [],
    referrerKey?: string | null,
  ): Promise<CouponRow | null> {
    for (const code of promoCodes) {
      const coupon = await catalogue.couponByCode(code);
      // A referrer's coupon is only for visitors that referrer sent (CONTRACTS#money-under-faults): typing its code
      // is not enough. Public coupons are for everyone.
      if (
        coupon &&
        (coupon.public || (coupon.referrer_key !== null && coupon.referrer_key === (referrerKey ?? null)))
      )
        return coupon;
    }
    return referrerKey ? ((await catalogue.couponForReferrer(referrerKey)) ?? null) : null;
  }

  return {
    async price(input: PricingInput): Promise<PricingResult> {
      const pkg = await catalogue.packageById(input.packageId);
      if (!pkg) throw notFound('package.notFound');
      // spec §2 mismatch rule: the billing country and the phone's country must both suit the package.
      if (!packageSuits(pkg, input.country, input.phoneCountryCode))
        throw conflict('package.country.mismatch');
      const country = pkg.country;
      // A region the country does not have would find no tax row and pay no tax: it is refused.
      const given = regionCode(input.region);
      const region = given && hasRegionList(country) ? knownRegion(country, given) : given;
      if (given && !region)
        throw badRequest(
          [{ field: 'address.region', text: 'validation:regionInvalid' }],
          'address.region.invalid',
        );
      const currency = pkg.currency;
      const fmt = (minor: number) => formatMinor(minor, currency);
      const base = await packageAmount(pkg, input.services);
      const units = input.payForCoparent ? 2 : 1;
      const subTotal = base.amount * units;

      const coupon = await chooseCoupon(input.promoCodes, input.referrerKey);
      // spec §3 Discount data: the coupon percent is the discount over the package total, so a
      // coupon takes its percent off the visitor's package (not off the co-parent's as well) and
      // the percent shown is the coupon's own.
      const discount = coupon ? Math.round((base.amount * coupon.percent_off) / 100) : 0;
      const afterDiscount = subTotal - discount;

      // Activation codes: each covers one subscription of its market and term, up to its value.
      const requested = [
        ...new Set((input.paymentCodes ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean)),
      ];
      const usable = requested.length ? await codesRepo.usable(requested, input.codeHolder ?? null) : [];
      const perUnit = Math.round(afterDiscount / units);
      const codeDetails: { code: string; minor: number }[] = [];
      for (const code of requested) {
        const row = usable.find((u) => u.code === code);
        if (!row || codeDetails.length >= units) continue;
        const codePkg = await catalogue.packageById(row.package_id);
        // A code pays for one subscription of its own market and term: another one's code is
        // refused with the reason, not dropped from the price as if it had not been sent.
        if (!codePkg || codePkg.country !== pkg.country || codePkg.sub_years !== base.years) {
          throw badRequest(
            [{ field: 'paymentCodes', text: 'validation:activationCodeOtherPlan' }],
            'activation.code.otherPlan',
          );
        }
        codeDetails.push({ code, minor: Math.min(codePkg.price_minor, perUnit) });
      }
      const codesTotal = Math.min(
        afterDiscount,
        codeDetails.reduce((s, c) => s + c.minor, 0),
      );
      const taxable = afterDiscount - codesTotal;

      // spec §9: VAT packages include VAT, so no tax row.
      const rates = pkg.vat_inclusive ? [] : await catalogue.taxRatesFor(country, region);
      const taxes = rates.map((r) => {
        const minor = Math.round(taxable * r.rate);
        return { name: r.name, rate: r.rate, amount: toMajor(minor), amountFormatted: fmt(minor), minor };
      });
      const taxMinor = taxes.reduce((s, t) => s + t.minor, 0);
      const total = taxable + taxMinor;
      const regionNeeded = ['US', 'CA'].includes(country);
      // Calculated only when the tax rows of the package's country were looked up with a real region.
      const taxesCalculated = pkg.vat_inclusive || !regionNeeded || Boolean(region);
      const taxId = taxes.length
        ? `TAX-${country}-${sha256(JSON.stringify([pkg.id, base.services, units, taxable, taxes.map((t) => [t.name, t.minor])])).slice(0, 12)}`
        : null;

      const lineItems = base.lines.map((l) => ({
        code: l.code,
        description: l.description,
        amount: toMajor(l.minor),
        amountFormatted: fmt(l.minor),
      }));
      if (units === 2)
        lineItems.push({
          code: 'COPARENT',
          description: "Co-parent's subscription",
          amount: toMajor(base.amount),
          amountFormatted: fmt(base.amount),
        });

      const response: PricingResponse = {
        packageId: pkg.id,
        currencyCode: currency as PricingResponse['currencyCode'],
        couponDetail: coupon
          ? {
              couponCode: coupon.code,
              description: coupon.description,
              discount: toMajor(discount),
              discountFormatted: fmt(discount),
              percent: couponPercent(toMajor(discount), toMajor(base.amount)),
            }
          : null,
        payForCoParent: units === 2,
        paymentCodeDetails: codeDetails.map((c) => ({
          code: c.code,
          amount: toMajor(c.minor),
          amountFormatted: fmt(c.minor),
        })),
        taxes: taxes.map(({ minor: _minor, ...t }) => t),
        totals: {
          total: toMajor(total),
          totalFormatted: fmt(total),
          subTotal: toMajor(subTotal),
          subTotalFormatted: fmt(subTotal),
          subTotalAfterDiscount: toMajor(afterDiscount),
          taxAmount: toMajor(taxMinor),
          taxAmountFormatted: fmt(taxMinor),
          selectedPackageTotal: toMajor(base.amount),
          selectedPackageTotalFormatted: fmt(base.amount),
          paymentCodeTotal: toMajor(codesTotal),
          paymentCodeTotalFormatted: fmt(codesTotal),
        },
        lineItems,
        taxId,
        finalPrice: toMajor(total),
        taxesCalculated,
        request: input.request,
      };
      return {
        response,
        pkg,
        years: base.years,
        services: base.services,
        totalMinor: total,
        taxMinor,
        coupon,
        codes: codeDetails.map((c) => c.code),
      };
    },
  };
}
export type PricingService = ReturnType<typeof pricingService>;
