import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@join/ui';
import { supportPhoneFor } from '@join/domain';
import { useVisitorCountry } from '@join/state';

/** Shown inside the chrome when a part of the product cannot load. Nothing the visitor typed
 *  is lost: the stores live in sessionStorage and the page is not reloaded. */
export function RecoveryView({ onRetry }: { onRetry: () => Promise<void> | void }) {
  const { t } = useTranslation('common');
  const country = useVisitorCountry();
  const phone = supportPhoneFor(country);
  const [busy, setBusy] = useState(false);
  return (
    <section className="j-card" aria-labelledby="recovery-title">
      <h1 id="recovery-title" className="j-h1">
        {t('recovery.title')}
      </h1>
      <p>{t('recovery.body')}</p>
      <p>
        {t('recovery.call')} <a href={`tel:${phone.tel}`}>{phone.display}</a>
      </p>
      <Button
        busy={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onRetry();
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('recovery.retry')}
      </Button>
    </section>
  );
}
