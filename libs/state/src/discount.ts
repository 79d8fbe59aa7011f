// spec §3 Discount data: 'referrer and percentage, stored from URL parameters (a flag, a
// referrer, a base64 percentage). Coupon percent is computed from discount over package total,
// rounded down.' CONTRACTS#analytics-and-discount-links names the parameters (@join/domain):
//
//   ?discount=1&referrer=partner&pct=MTA=&dt=v1.<payload>.<signature>
//
// They are read on arrival on any route and kept for the visit (this tab). The link's token (dt),
// which the server signed over the referrer, the percentage and an expiry, goes to the join API as
// the referrer key header on registration calls (registration.referrerKey, which the parent
// sign-up sends); the server alone decides the discount, and a link without a valid token gives
// none. The percentage is only what the link advertised: it is never sent, never used for a
// price, and a malformed one is ignored.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { couponPercent, DISCOUNT_PARAMS, DISCOUNT_TOKEN_PATTERN } from '@join/domain';
import type { PricingResponse } from '@join/schemas';
import { tabPersist } from './persist';
import { getRegistration, updateRegistration } from './registration';

export { DISCOUNT_PARAMS };

export interface DiscountState {
  /** The referrer the link names (shown only; the token is what the server believes). */
  referrer: string | null;
  /** The server-signed token of the link, sent as the x-referrer-key header; null when the link has none. */
  token: string | null;
  /** The percentage the link advertised (untrusted; the server's pricing is what counts). */
  advertisedPercent: number | null;
}

/** The order summary's coupon line, from the server's pricing only. */
export interface CouponLine {
  code: string;
  description: string;
  /** Discount over the package total, rounded down (spec §3). */
  percent: number;
  discountFormatted: string;
}

const empty: DiscountState = { referrer: null, token: null, advertisedPercent: null };
const useDiscountStore = create<DiscountState>()(
  persist((): DiscountState => ({ ...empty }), tabPersist<DiscountState>('discount')),
);

const REFERRER = /^[A-Za-z0-9_-]{1,64}$/;
const FLAG_ON = new Set(['1', 'true', 'yes']);

/** base64 of a whole number from 1 to 100, or null for anything else. */
export function decodePercent(value: string | null | undefined): number | null {
  if (!value || value.length > 12) return null;
  try {
    const text = atob(value.trim());
    if (!/^\d{1,3}$/.test(text)) return null;
    const n = Number(text);
    return n >= 1 && n <= 100 ? n : null;
  } catch {
    return null;
  }
}

/** The discount a link carries, or null when it carries none (no flag, no valid referrer). */
export function parseDiscountLink(search: string): DiscountState | null {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return null;
  }
  const flag = params.get(DISCOUNT_PARAMS.flag)?.trim().toLowerCase();
  const referrer = params.get(DISCOUNT_PARAMS.referrer)?.trim() ?? '';
  if (!flag || !FLAG_ON.has(flag) || !REFERRER.test(referrer)) return null;
  const token = params.get(DISCOUNT_PARAMS.token)?.trim() ?? '';
  return {
    referrer,
    token: DISCOUNT_TOKEN_PATTERN.test(token) ? token : null,
    advertisedPercent: decodePercent(params.get(DISCOUNT_PARAMS.percent)),
  };
}

/** Reads a discount link from a query string and keeps it for the visit. Never throws. */
export function captureDiscountLink(search: string): boolean {
  const found = parseDiscountLink(search);
  if (!found) return false;
  useDiscountStore.setState(found);
  // A link without a token (an unsigned one) is kept for the visit, but sends nothing.
  if (getRegistration().referrerKey !== found.token) updateRegistration({ referrerKey: found.token });
  return true;
}

export function getDiscount(): DiscountState {
  const { referrer, token, advertisedPercent } = useDiscountStore.getState();
  return { referrer, token, advertisedPercent };
}

export function clearDiscount() {
  useDiscountStore.setState({ ...empty });
  updateRegistration({ referrerKey: null });
}

/** The coupon line for a pricing response: the server's discount, its percent of the package total. */
export function couponLineFor(
  pricing: Pick<PricingResponse, 'couponDetail' | 'totals'> | null | undefined,
): CouponLine | null {
  const coupon = pricing?.couponDetail;
  if (!coupon || !(coupon.discount > 0)) return null;
  return {
    code: coupon.couponCode,
    description: coupon.description,
    percent: couponPercent(coupon.discount, pricing.totals.subTotal),
    discountFormatted: coupon.discountFormatted,
  };
}

/** For the order summary: the visit's discount link and, given the pricing, its coupon line. */
export function useDiscount(
  pricing?: Pick<PricingResponse, 'couponDetail' | 'totals'> | null,
): DiscountState & { couponLine: CouponLine | null } {
  const referrer = useDiscountStore((s) => s.referrer);
  const token = useDiscountStore((s) => s.token);
  const advertisedPercent = useDiscountStore((s) => s.advertisedPercent);
  return { referrer, token, advertisedPercent, couponLine: couponLineFor(pricing) };
}

// Arrival: the shell loads this shared lib before its router rewrites the address, so a link's
// parameters are read here on whatever route the visitor lands, without the shell knowing.
if (typeof window !== 'undefined' && window.location?.search) captureDiscountLink(window.location.search);
