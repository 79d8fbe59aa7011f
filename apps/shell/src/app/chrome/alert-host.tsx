import { useTranslation } from 'react-i18next';
import { AlertBanner } from '@join/ui';
import { clearAlert, useAlert } from '@join/state';

export function AlertHost() {
  const { t } = useTranslation('common');
  const alert = useAlert();
  if (!alert) return null;
  return (
    <AlertBanner
      id={alert.id}
      text={alert.text}
      tone={alert.tone}
      onDone={clearAlert}
      closeLabel={t('alert.close')}
    />
  );
}
