import { SUPPORT_EMAIL } from '@join/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { track } from '@join/analytics';
import { openSupportChat, resetRegistration, useConfig, useUrls } from '@join/state';
import { Notice, PageHeading } from '@join/ui';
import { ROUTES } from '@join/routes';

/** Placeholder support mailbox (reserved .example domain) until the product's real one is known. */

interface DuplicateState {
  email?: string;
}

// spec §2 /duplicate and §8 'Duplicate-user message'. It receives name and email in the
// navigation state (kept by the browser's history across a reload) and resets the registration.
// CONTRACTS#trust 5: it never says whose the account is (a hostile co-parent could type any address);
// it says one exists and how to sign in to it or recover it.
export function Duplicate() {
  const { t } = useTranslation('parent');
  const location = useLocation();
  const [who] = useState<DuplicateState>(() => (location.state as DuplicateState | null) ?? {});
  const urls = useUrls();
  const chatOn = useConfig()?.supportChat ?? false;

  useEffect(() => {
    resetRegistration();
    track('Duplicate Shown', { parent: !!who.email });
  }, [who.email]);

  useEffect(() => {
    // spec §2: the support chat opens by itself here when its flag is on.
    if (chatOn) openSupportChat();
  }, [chatOn]);

  return (
    <section className="j-card ps-card">
      <PageHeading title={t('duplicate.title')}>{t('duplicate.title')}</PageHeading>
      <Notice className="ps-notice">
        <p>
          <strong>{t('duplicate.duplicateUser')}</strong>
        </p>
        {who.email && <p>{t('duplicate.existing', { email: who.email })}</p>}
        <p>{t('duplicate.contactSupport')}</p>
        {urls?.login && (
          <p>
            <a href={urls.login}>{t('duplicate.signIn')}</a>
          </p>
        )}
        {urls?.passwordRetrieval && (
          <p>
            <a href={urls.passwordRetrieval}>{t('duplicate.passwordRetrieval')}</a>
          </p>
        )}
      </Notice>
      <p>{t('duplicate.adviceLead')}</p>
      <p>{t('duplicate.adviceInbox')}</p>
      <p>
        {t('duplicate.adviceEmail')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      {chatOn && <p className="j-field__hint">{t('duplicate.chat')}</p>}
      <div className="j-actions ps-actions">
        <Link className="j-btn j-btn--secondary" to={ROUTES.signup}>
          {t('duplicate.startOver')}
        </Link>
      </div>
    </section>
  );
}
