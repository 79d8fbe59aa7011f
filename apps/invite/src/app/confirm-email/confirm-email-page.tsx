// CONTRACTS#trust 5: the link mailed to a new email address. Opening it confirms the address,
// and only then does the account's email change. The token rides in the fragment and leaves the
// address bar once read.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmEmailChange } from '@join/api-client';
import { useUrls } from '@join/state';
import { ROUTES } from '@join/routes';
import { PageHeading, Spinner } from '@join/ui';
import { useInvitePage } from '../shared/screen-analytics';

type State = { status: 'working' } | { status: 'done'; email: string } | { status: 'failed' };

/** The token of a confirmation link: `#token=…`. */
export function confirmationToken(fragment: string): string | null {
  return new URLSearchParams(fragment.replace(/^#/, '')).get('token')?.trim() || null;
}

export function ConfirmEmailPage() {
  const { t } = useTranslation('invite');
  const loginUrl = useUrls()?.login ?? '/app/join/login';
  const [state, setState] = useState<State>({ status: 'working' });
  useInvitePage(ROUTES.inviteConfirmEmail);

  useEffect(() => {
    const token = confirmationToken(window.location.hash);
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token) {
      setState({ status: 'failed' });
      return;
    }
    let live = true;
    void confirmEmailChange(token).then((result) => {
      if (live) setState(result.ok ? { status: 'done', email: result.data.email } : { status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, []);

  if (state.status === 'working') {
    return (
      <section className="j-card" aria-busy="true">
        <PageHeading title={t('confirmEmail.title')}>{t('confirmEmail.title')}</PageHeading>
        <Spinner label={t('confirmEmail.working')} />
      </section>
    );
  }
  if (state.status === 'failed') {
    return (
      <section className="j-card">
        <PageHeading title={t('confirmEmail.failedTitle')}>{t('confirmEmail.failedTitle')}</PageHeading>
        <p className="j-lead">{t('confirmEmail.failedBody')}</p>
      </section>
    );
  }
  return (
    <section className="j-card">
      <PageHeading title={t('confirmEmail.doneTitle')}>{t('confirmEmail.doneTitle')}</PageHeading>
      <p className="j-success" role="status">
        {t('confirmEmail.doneBody', { email: state.email })}
      </p>
      <p>
        <a className="j-btn j-btn--primary" href={loginUrl}>
          {t('confirmEmail.login')}
        </a>
      </p>
    </section>
  );
}
