// CONTRACTS#a-sign-up-people-finish 2: after Pay now a refused payment looked like a reset (empty card fields, the
// message 1,000 px down on a phone, focus on the heading). The refusal is said first, in human
// words, where the visitor is looking, and what was kept is named.
import { useTranslation } from 'react-i18next';
import { Notice } from '@join/ui';
import type { PaymentMethod } from '@join/domain';
import { PAYMENT_REFUSAL_KEYS } from '@join/schemas';

export const DECLINED_ID = 'co-declined';

const METHOD_NAMES = {
  PAYPAL: 'payment.paypal',
  VENMO: 'payment.venmo',
  APPLE_PAY: 'payment.applePay',
  GOOGLE_PAY: 'payment.googlePay',
} as const;

/** `reason`: the refusal's message key; a failed 3-D Secure (spec §7) says so instead of 'declined'. */
export function DeclinedNotice({
  method,
  keptBilling,
  reason,
}: {
  method: PaymentMethod;
  keptBilling: boolean;
  reason?: string;
}) {
  const { t } = useTranslation('checkout');
  const authentication = !!reason?.includes(PAYMENT_REFUSAL_KEYS.authentication);
  const body =
    method === 'CREDIT_CARD' || !(method in METHOD_NAMES)
      ? t(authentication ? 'declined.authentication' : 'declined.card')
      : t('declined.wallet', { method: t(METHOD_NAMES[method as keyof typeof METHOD_NAMES]) });
  return (
    <Notice
      tone="error"
      role="alert"
      className="co-declined"
      id={DECLINED_ID}
      focusable
      labelledBy={`${DECLINED_ID}-title`}
    >
      <p className="co-declined__title" id={`${DECLINED_ID}-title`}>
        <strong>{authentication ? t(PAYMENT_REFUSAL_KEYS.authentication) : t('declined.title')}</strong>
      </p>
      <p>{body}</p>
      {keptBilling && <p>{t('declined.kept')}</p>}
    </Notice>
  );
}
