// spec §7 Available coupons: the coupons the API lists for this visitor, each applied
// with one action. The server prices the chosen one (promoCodes); one coupon applies at a time.
// The list is loaded by the method step (useCouponList), which shows it with the payment methods
// in one go, so it never arrives above them later and pushes them down.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@join/schemas';
import { Button } from '@join/ui';
import { usePayment } from '@join/state';
import type { CouponActions } from './use-checkout-pricing';

/** The coupons of this visit of the step; null until the list has come. */
export function useCouponList(load: () => Promise<Coupon[]>): Coupon[] | null {
  const [coupons, setCoupons] = useState<Coupon[] | null>(null);
  useEffect(() => {
    let live = true;
    void load().then(
      (list) => live && setCoupons(list),
      () => live && setCoupons([]),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list is read once per visit of the step
  }, []);
  return coupons;
}

export function AvailableCoupons({ coupons, actions }: { coupons: Coupon[]; actions: CouponActions }) {
  const { t } = useTranslation('checkout');
  const appliedCode = usePayment((s) => s.pricing?.couponDetail?.couponCode.toUpperCase() ?? null);
  const chosen = usePayment((s) => s.promoCodes[0]?.toUpperCase() ?? null);

  if (!coupons.length) return null;
  return (
    <section className="co-coupons" aria-labelledby="co-coupons-title">
      <h3 id="co-coupons-title" className="co-coupons__title">
        {t('coupons.title')}
      </h3>
      <ul className="co-coupons__list">
        {coupons.map((c) => {
          const code = c.couponCode.toUpperCase();
          const applied = appliedCode === code;
          return (
            <li key={c.couponCode} className={['co-coupon', applied ? 'co-coupon--applied' : ''].join(' ')}>
              <div className="co-coupon__text">
                <span className="co-coupon__code">{c.couponCode}</span>
                <span>{c.description}</span>
              </div>
              {applied ? (
                <div className="co-coupon__state">
                  <span className="j-success co-coupon__applied" role="status">
                    {t('coupons.applied')}
                  </span>
                  {/* A coupon the visitor chose can be taken off; a discount link's own coupon cannot. */}
                  {chosen === code && (
                    <Button
                      variant="link"
                      busy={actions.busy === ''}
                      onClick={() => void actions.apply(null)}
                    >
                      {t('coupons.remove', { code: c.couponCode })}
                    </Button>
                  )}
                </div>
              ) : (
                <Button
                  variant="secondary"
                  busy={actions.busy === c.couponCode}
                  disabled={actions.busy !== null}
                  onClick={() => void actions.apply(c.couponCode)}
                >
                  {t('coupons.apply', { code: c.couponCode })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {actions.refused && (
        <p className="co-error" role="alert">
          {t('coupons.refused', { code: actions.refused })}
        </p>
      )}
    </section>
  );
}
