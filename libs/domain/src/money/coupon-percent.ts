// spec §3 Discount data: 'Coupon percent is computed from discount over package total,
// rounded down.'

/**
 * Whole percent a discount takes off a package total, rounded down (10 off 30 -> 33).
 * Works in hundredths of a cent so binary fractions (29 / 100 * 100 = 28.999...) do not
 * drop a point. A total of zero or less gives 0 rather than Infinity or NaN.
 */
export function couponPercent(discount: number, packageTotal: number): number {
  if (!(packageTotal > 0) || !(discount > 0)) return 0;
  const d = Math.round(discount * 10000);
  const t = Math.round(packageTotal * 10000);
  return Math.floor((d * 100) / t);
}
