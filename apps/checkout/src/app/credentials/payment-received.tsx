// CONTRACTS#a-sign-up-people-finish 5: Pay now landed on 'Create your username and password' with no word that the
// payment went through; an invitee whose plan was already paid met the form with no welcome.
import { useTranslation } from 'react-i18next';
import type { PaymentResult } from '@join/state';

const METHOD_NAMES = {
  PAYPAL: 'payment.paypal',
  VENMO: 'payment.venmo',
  APPLE_PAY: 'payment.applePay',
  GOOGLE_PAY: 'payment.googlePay',
} as const;

/** The words for what was paid, or null when this visitor paid nothing here. */
export function paymentReceivedText(
  t: (key: string, options?: Record<string, unknown>) => string,
  result: PaymentResult | null,
  invite: boolean,
): string | null {
  if (!result) return invite ? t('paid.alreadyPaid') : null;
  const receipt = result.response?.receipt;
  if (!receipt) return null;
  if (receipt.paymentType === 'ACTIVATION_CODE' || receipt.totals.total === 0) return t('paid.code');
  const amount = receipt.totals.totalFormatted;
  if (receipt.paymentType === 'CREDIT_CARD')
    return t('paid.card', { amount, cardType: receipt.cardType ?? '', lastFour: receipt.cardLastFour ?? '' });
  return t('paid.wallet', { amount, method: t(METHOD_NAMES[receipt.paymentType]) });
}

export function PaymentReceived({ result, invite }: { result: PaymentResult | null; invite: boolean }) {
  const { t } = useTranslation('checkout');
  const text = paymentReceivedText(t, result, invite);
  if (!text) return null;
  return (
    <p className="j-success co-paid" role="status">
      {text}
    </p>
  );
}
