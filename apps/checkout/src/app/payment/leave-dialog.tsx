// spec §4 Leaving ('Payment information will be lost. Continue?') as an in-page dialog, shown
// only when something would really be lost (CONTRACTS#a-sign-up-people-finish 7, spec §4 Leaving): it says what is lost.
// Escape and 'Stay' keep everything; focus starts on 'Stay' and goes back where it was.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@join/ui';

export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation('checkout');
  const stayRef = useRef<HTMLButtonElement>(null);
  // After the dialog's own effect has opened it: the safe answer has focus.
  useEffect(() => {
    if (open) stayRef.current?.focus();
  }, [open]);
  return (
    <Modal
      open={open}
      title={t('payment.leaveWarning')}
      onClose={onStay}
      actions={
        <div className="co-leave-actions">
          <Button ref={stayRef} onClick={onStay}>
            {t('payment.leaveStay')}
          </Button>
          <Button variant="secondary" onClick={onLeave}>
            {t('payment.leaveGo')}
          </Button>
        </div>
      }
    >
      <p>{t('payment.leaveBody')}</p>
    </Modal>
  );
}
