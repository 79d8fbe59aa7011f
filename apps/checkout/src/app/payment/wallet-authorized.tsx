// spec §2 Payment method step: the message that a wallet (PayPal, Venmo, Apple Pay, Google Pay)
// approved the payment, with the way back to paying by card.
import { useTranslation } from 'react-i18next';
import { Button } from '@join/ui';
import { usePayment } from '@join/state';

const METHOD_NAMES = {
  PAYPAL: 'payment.paypal',
  VENMO: 'payment.venmo',
  APPLE_PAY: 'payment.applePay',
  GOOGLE_PAY: 'payment.googlePay',
} as const;

export interface WalletAuthorizedProps {
  method: keyof typeof METHOD_NAMES;
  onUseCard: () => void;
}

export function WalletAuthorized({ method, onUseCard }: WalletAuthorizedProps) {
  const { t } = useTranslation('checkout');
  const venmoUsername = usePayment((s) => s.venmoUsername);
  return (
    <div className="j-success co-authorized" role="status">
      <p>
        {method === 'VENMO' && venmoUsername
          ? t('payment.walletAuthorizedUser', { method: t(METHOD_NAMES[method]), username: venmoUsername })
          : t('payment.walletAuthorized', { method: t(METHOD_NAMES[method]) })}
      </p>
      <Button variant="link" onClick={onUseCard}>
        {t('payment.useCardInstead')}
      </Button>
    </div>
  );
}
