// The configured login URL of the local stack (spec §2 chrome's Log In link, §8 Login): username and password, the login_error
// message on the password field (spec §8), and the redirect rule of spec §4: the visitor goes to the
// target at once; "You're signed in" stays only for a target refused as unsafe (CONTRACTS#trust 5).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { page, track } from '@join/analytics';
import { login } from '@join/api-client';
import { MESSAGES } from '@join/schemas';
import { showAlert, useUrls } from '@join/state';
import {
  ActionRow,
  FormErrorSummary,
  formHasError,
  PageHeading,
  Spinner,
  TextField,
  useZodForm,
} from '@join/ui';
import { loginRedirect, type LoginTarget } from '../flow/login-redirect';

const loginFormSchema = z.object({
  username: z.string().trim().min(1, MESSAGES.required),
  password: z.string().min(1, MESSAGES.required),
});

export default function LoginPage() {
  const { t } = useTranslation('checkout');
  const urls = useUrls();
  const [params] = useSearchParams();
  const form = useZodForm(loginFormSchema, { defaultValues: { username: '', password: '' } });
  const { register, handleSubmit, setError, formState } = form;
  const [signedIn, setSignedIn] = useState<{ username: string; target: LoginTarget } | null>(null);

  useEffect(() => page('Login'), []);

  const submit = handleSubmit(async (values) => {
    const stored = params.get('redirectUrl');
    const res = await login({ username: values.username, password: values.password, redirectUrl: stored });
    if (res.ok) {
      track('Logged In', { userId: res.data.userId });
      const homeUrl = urls?.legacyHome ?? '/';
      const target = loginRedirect({
        response: res.data,
        storedRedirectUrl: stored,
        homeUrl,
        loginUrl: urls?.login ?? '/app/join/login',
        configured: urls ? [urls.legacyHome, urls.accountBilling, urls.proCases] : [],
      });
      setSignedIn({ username: values.username, target });
      if (target.kind === 'go') window.location.assign(target.to);
      return;
    }
    track('Login Failed', { kind: res.kind });
    if (res.kind === 'network' || res.kind === 'server') showAlert(t('common:genericErrorMessage'));
    else setError('password', { type: 'server', message: t('login.login_error') });
  });

  if (signedIn?.target.kind === 'go') return <Spinner label={t('common:redirecting')} />;
  if (signedIn) {
    return (
      <section className="j-card">
        <PageHeading title={t('login.title')}>
          {t('login.signedIn', { username: signedIn.username })}
        </PageHeading>
        <p>{t('login.refused')}</p>
        <p>
          <a className="j-btn j-btn--primary" href={signedIn.target.safe}>
            {t('login.continue')}
          </a>
        </p>
      </section>
    );
  }

  return (
    <section className="j-card co-login">
      <PageHeading title={t('login.title')} hasError={formHasError(formState)}>
        {t('login.title')}
      </PageHeading>
      <FormErrorSummary formState={formState} />
      <form method="post" onSubmit={submit} noValidate>
        <TextField
          label={t('login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={formState.errors.username}
          {...register('username')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password}
          {...register('password')}
        />
        <ActionRow next={{ label: t('login.submit'), busy: formState.isSubmitting }}>
          <a href={urls?.passwordRetrieval ?? '#'}>{t('login.forgot')}</a>
        </ActionRow>
      </form>
    </section>
  );
}
