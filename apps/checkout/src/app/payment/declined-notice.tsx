// Issue 15 point 2: after Pay now a refused payment looked like a reset (empty card fields, the
// message 1,000 px down on a phone, focus on the heading). The refusal is said first, in human
// words, where the visitor is looking, and what was kept is named.
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@join/domain';

export const DECLINED_ID = 'co-declined';

const METHOD_NAMES = { PAYPAL: 'payment.paypal', VENMO: 'payment.venmo', APPLE_PAY: 'payment.applePay' } as const;

export function DeclinedNotice({ method, keptBilling }: { method: PaymentMethod; keptBilling: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="j-error-summary co-declined" id={DECLINED_ID} tabIndex={-1} role="alert" aria-labelledby={`${DECLINED_ID}-title`}>
      <p className="co-declined__title" id={`${DECLINED_ID}-title`}>
        <strong>{t('declined.title')}</strong>
      </p>
      <p>{method === 'CREDIT_CARD' || !(method in METHOD_NAMES) ? t('declined.card') : t('declined.wallet', { method: t(METHOD_NAMES[method as keyof typeof METHOD_NAMES]) })}</p>
      {keptBilling && <p>{t('declined.kept')}</p>}
    </div>
  );
}
