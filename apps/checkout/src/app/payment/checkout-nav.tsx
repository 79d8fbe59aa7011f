// spec §2: the new variant's two-item progress indicator (Payment, Review) and the old
// variant's tabs (Billing, Payment, Review) with their clickability.
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '@join/state';
import { isTabClickable } from '../flow/payment-views';

export function CheckoutProgress({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation('checkout');
  const items = [t('payment.progressPayment'), t('payment.progressReview')];
  return (
    <ol className="co-progress" aria-label={t('payment.progressLabel')}>
      {items.map((label, i) => (
        <li
          key={label}
          className={[
            'co-progress__item',
            i + 1 === current ? 'co-progress__item--current' : '',
            i + 1 < current ? 'co-progress__item--done' : '',
          ].join(' ')}
          aria-current={i + 1 === current ? 'step' : undefined}
        >
          <span className="co-progress__dot" aria-hidden="true">
            {i + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}

const TABS: { view: PaymentView; label: string }[] = [
  { view: 'BILLING', label: 'payment.tabBilling' },
  { view: 'PAYMENT', label: 'payment.tabPayment' },
  { view: 'REVIEW', label: 'payment.tabReview' },
];

export function CheckoutTabs({
  view,
  lastCompletedPaymentStep,
  onSelect,
}: {
  view: PaymentView;
  lastCompletedPaymentStep: number;
  onSelect: (v: PaymentView) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <nav aria-label={t('payment.tabsLabel')}>
      <ol className="co-tabs">
        {TABS.map((tab) => {
          const current = tab.view === view;
          return (
            <li key={tab.view}>
              <button
                type="button"
                className={['co-tabs__tab', current ? 'co-tabs__tab--current' : ''].join(' ')}
                aria-current={current ? 'step' : undefined}
                disabled={!current && !isTabClickable(tab.view, lastCompletedPaymentStep)}
                onClick={() => onSelect(tab.view)}
              >
                {t(tab.label)}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
