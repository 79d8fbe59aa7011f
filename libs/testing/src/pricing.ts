// A pricing answer (spec §3 Pricing response) for a package at its list price: no coupon, no
// codes, no tax; `patch` sets what a test is about.
import type { Package, PricingResponse } from '@join/schemas';

export function testPricing(pkg: Package, patch: Partial<PricingResponse> = {}): PricingResponse {
  const f = (n: number) => `$${n.toFixed(2)}`;
  return {
    packageId: pkg.id,
    currencyCode: pkg.currencyCode,
    couponDetail: null,
    payForCoParent: false,
    paymentCodeDetails: [],
    taxes: [],
    totals: {
      total: pkg.totalPrice,
      totalFormatted: f(pkg.totalPrice),
      subTotal: pkg.totalPrice,
      subTotalFormatted: f(pkg.totalPrice),
      subTotalAfterDiscount: pkg.totalPrice,
      taxAmount: 0,
      taxAmountFormatted: '$0.00',
      selectedPackageTotal: pkg.totalPrice,
      selectedPackageTotalFormatted: f(pkg.totalPrice),
      paymentCodeTotal: 0,
      paymentCodeTotalFormatted: '$0.00',
    },
    lineItems: [],
    taxId: null,
    finalPrice: pkg.totalPrice,
    taxesCalculated: true,
    request: {},
    ...patch,
  };
}
