// spec §2 Error and §8 Professional create failure: a banner 'something went wrong' with a
// try-again link (retries SUBMIT) and a support phone link.
import { useTranslation } from 'react-i18next';
import { Trans } from '@join/ui';
import type { SupportPhone } from '@join/domain';

export function CreateErrorBanner({ phone, onRetry }: { phone: SupportPhone; onRetry: () => void }) {
  const { t } = useTranslation('pro');
  return (
    <div className="j-error-summary pro-error-banner" role="alert">
      <p className="j-error-summary__title">{t('error.banner')}</p>
      <p>
        <button type="button" className="j-btn j-btn--link pro-inline-link" onClick={onRetry}>
          {t('error.tryAgain')}
        </button>{' '}
        <Trans
          t={t}
          i18nKey="error.callSupport"
          values={{ phone: phone.display }}
          components={{ phone: <a href={`tel:${phone.tel}`} /> }}
        />
      </p>
    </div>
  );
}
