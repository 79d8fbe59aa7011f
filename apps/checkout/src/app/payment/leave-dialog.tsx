// spec §4 Leaving ('Payment information will be lost. Continue?') as an in-page dialog, shown
// only when something would really be lost (CONTRACTS#a-sign-up-people-finish 7, spec §4 Leaving): it says what is lost.
// Escape and 'Stay' keep everything; focus starts on 'Stay' and goes back where it was.
import { useTranslation } from 'react-i18next';
import { Modal } from '@join/ui';

export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Modal
      open={open}
      title={t('payment.leaveWarning')}
      onClose={onStay}
      answersClassName="co-leave-actions"
      answers={[
        { label: t('payment.leaveStay'), onClick: onStay, focus: true },
        { label: t('payment.leaveGo'), onClick: onLeave, variant: 'secondary' },
      ]}
    >
      <p>{t('payment.leaveBody')}</p>
    </Modal>
  );
}
