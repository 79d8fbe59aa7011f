// spec §2 Both variants on load (package and country check, pricing), §5 Subscription code and
// §8 pricing failures: the pricing side of the payment page.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSubscriptionCodeInvalid } from '@join/schemas';
import { getPayment, showAlert, updatePayment, usePayment } from '@join/state';
import type { CheckoutContext } from './checkout-context';

export function useCheckoutPricing(ctx: CheckoutContext, onMismatch: () => void) {
  const navigate = useNavigate();
  const { t } = useTranslation('checkout');
  const [ready, setReady] = useState(!!getPayment().pricing);
  const [applying, setApplying] = useState(false);
  const [invalidCode, setInvalidCode] = useState<string | null>(null);
  const code = usePayment((s) => s.subscriptionCode.trim());
  const hasCode = usePayment((s) => s.hasSubscriptionCode);
  const applied = usePayment((s) => s.appliedCodes.length);
  const mismatchRef = useRef(onMismatch);
  mismatchRef.current = onMismatch;

  const pricingFailed = () => {
    showAlert(t('payment.pricingFailed'));
    navigate(ctx.packagesRoute, { replace: true });
  };

  const reprice = async (codes = getPayment().appliedCodes) => {
    const res = await ctx.price(getPayment(), codes);
    if (res.ok) {
      updatePayment({ pricing: res.data, appliedCodes: codes });
      return true;
    }
    if (res.kind === 'mismatch') mismatchRef.current();
    else pricingFailed();
    return false;
  };

  useEffect(() => {
    let live = true;
    void (async () => {
      const [check, priced] = await Promise.all([
        ctx.checkCountry(getPayment().billing?.country ?? ctx.payer.country),
        ctx.price(getPayment(), getPayment().appliedCodes),
      ]);
      if (!live) return;
      if (!check.ok && check.kind === 'mismatch') {
        mismatchRef.current();
        return;
      }
      if (!priced.ok) {
        if (priced.kind === 'mismatch') mismatchRef.current();
        else pricingFailed();
        return;
      }
      updatePayment({ pricing: priced.data });
      setReady(true);
    })();
    return () => {
      live = false;
    };
    // Runs once per visit of the page: the context is read from the stores at entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the page: the context is read from the stores at entry
  }, []);

  // Unticking 'I have a Subscription Code' drops the code from the price.
  useEffect(() => {
    if (!hasCode && applied) void reprice([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reprice is rebuilt every render; the effect follows the code box and the applied codes only
  }, [hasCode, applied]);

  const applyCode = async (entered: string): Promise<boolean> => {
    setApplying(true);
    try {
      const res = await ctx.price(getPayment(), [entered]);
      if (!res.ok) {
        // A code the server refuses outright is an invalid code, too (spec §5).
        if (res.kind === 'validation' || res.kind === 'conflict' || res.kind === 'notFound') {
          setInvalidCode(entered);
          return false;
        }
        showAlert(t('payment.pricingOther'));
        return false;
      }
      const invalid = isSubscriptionCodeInvalid([entered], res.data.paymentCodeDetails);
      if (invalid) {
        setInvalidCode(entered);
        await reprice([]);
        return false;
      }
      setInvalidCode(null);
      updatePayment({ pricing: res.data, appliedCodes: [entered] });
      return true;
    } finally {
      setApplying(false);
    }
  };

  // spec §7 Available coupons, applied with one action: the coupon goes into promoCodes and the
  // server prices it. A coupon the server does not apply is taken back and said.
  const [couponBusy, setCouponBusy] = useState<string | null>(null);
  const [couponRefused, setCouponRefused] = useState<string | null>(null);
  const applyCoupon = async (code: string | null): Promise<boolean> => {
    const before = getPayment().promoCodes;
    setCouponBusy(code ?? '');
    setCouponRefused(null);
    try {
      updatePayment({ promoCodes: code ? [code] : [] });
      if (!(await reprice())) return false;
      if (code && getPayment().pricing?.couponDetail?.couponCode.toUpperCase() !== code.toUpperCase()) {
        updatePayment({ promoCodes: before });
        await reprice();
        setCouponRefused(code);
        return false;
      }
      return true;
    } finally {
      setCouponBusy(null);
    }
  };

  const setPayForCoParent = (value: boolean) => {
    updatePayment({ isPayingForCoparent: value });
    void reprice();
  };

  return {
    ready,
    applying,
    codeInvalid: invalidCode !== null && invalidCode === code,
    applyCode,
    reprice,
    setPayForCoParent,
    coupon: { busy: couponBusy, refused: couponRefused, apply: applyCoupon },
  };
}

export type CouponActions = ReturnType<typeof useCheckoutPricing>['coupon'];
