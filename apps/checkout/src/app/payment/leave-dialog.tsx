// spec §4 Leaving ('Payment information will be lost. Continue?') as an in-page dialog, shown
// only when something would really be lost (CONTRACTS#a-sign-up-people-finish 7, spec §4 Leaving): it says what is lost,
// the typed card details or the tokenised method (a saved card, a wallet's approval).
// Escape and 'Stay' keep everything; focus starts on 'Stay' and goes back where it was.
import { useTranslation } from 'react-i18next';
import { usePayment } from '@join/state';
import { Modal } from '@join/ui';
import type { LeaveLoss } from '../flow/payment-history';

/** The words of a saved method: the card's last four digits, or the wallet's name. */
function useSavedMethodWords(): {
  key: 'payment.leaveBodySavedCard' | 'payment.leaveBodySavedWallet';
  values: Record<string, string>;
} {
  const card = usePayment((s) => s.card);
  const wallet = usePayment((s) =>
    s.paypalNonce
      ? 'PayPal'
      : s.venmoNonce
        ? 'Venmo'
        : s.applePayNonce
          ? 'Apple Pay'
          : s.googlePayNonce
            ? 'Google Pay'
            : '',
  );
  if (card) return { key: 'payment.leaveBodySavedCard', values: { lastFour: card.lastFour } };
  return { key: 'payment.leaveBodySavedWallet', values: { method: wallet } };
}

export function LeaveDialog({
  loss,
  onStay,
  onLeave,
}: {
  loss: LeaveLoss | null;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('checkout');
  const saved = useSavedMethodWords();
  const typed = loss !== 'savedMethod';
  return (
    <Modal
      open={!!loss}
      title={t('payment.leaveWarning')}
      onClose={onStay}
      answersClassName="co-leave-actions"
      answers={[
        { label: typed ? t('payment.leaveStay') : t('payment.leaveStaySaved'), onClick: onStay, focus: true },
        {
          label: typed ? t('payment.leaveGo') : t('payment.leaveGoSaved'),
          onClick: onLeave,
          variant: 'secondary',
        },
      ]}
    >
      <p>{typed ? t('payment.leaveBody') : t(saved.key, saved.values)}</p>
    </Modal>
  );
}
