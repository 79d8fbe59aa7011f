// spec §2 /credentials and /invite/credentials, §5 Username and Password, §7 username
// availability (on blur) and set username and password, §8 credentials error.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { page, track } from '@join/analytics';
import { checkUsernameAvailability, getUserTerms, markTermsAgreed, setCredentials } from '@join/api-client';
import { termsRequiredForCountry, TIMINGS } from '@join/domain';
import { credentialsSchema, usernameAvailabilityError, usernameIssues } from '@join/schemas';
import { getInvite, getPayment, useConfig, useUrls } from '@join/state';
import {
  ActionRow,
  Button,
  CheckboxField,
  FormErrorSummary,
  formHasError,
  PageHeading,
  Spinner,
  TextField,
  useErrorText,
  useZodForm,
  Trans,
} from '@join/ui';
import {
  afterCredentials,
  readCredentialsLink,
  readCredentialsState,
  type CredentialsNavState,
} from '../flow/credentials-guard';
import { PasswordRules } from './password-rules';
import { PaymentReceived } from './payment-received';
import { ROUTES } from '@join/routes';

function tokenFor(invite: boolean, state: unknown, search: string, hash: string): CredentialsNavState | null {
  const fromNav = readCredentialsState(state);
  if (!fromNav && !invite) return readCredentialsLink(search, hash);
  if (fromNav || !invite) return fromNav;
  // An invitee whose subscription is already current arrives with the token from the invite context.
  const i = getInvite();
  const token = i.context?.credentialsToken;
  return token && i.userId
    ? {
        credentialsToken: token,
        userId: i.userId,
        email: i.contactValues?.email ?? i.context?.invitee.email ?? null,
      }
    : null;
}

export default function CredentialsPage({ mode }: { mode: 'parent' | 'invite' }) {
  const invite = mode === 'invite';
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const location = useLocation();
  const urls = useUrls();
  const errorText = useErrorText();
  // A server-rendered first screen's router may not carry the fragment: the address bar is read too.
  const [nav] = useState(() =>
    tokenFor(
      invite,
      location.state,
      location.search,
      location.hash || (typeof window === 'undefined' ? '' : window.location.hash),
    ),
  );
  const email = nav?.email ?? null;
  const usernameAtSign = useConfig()?.usernameAtSign ?? 'notFirst';
  const form = useZodForm(credentialsSchema({ email, usernameAtSign }), {
    defaultValues: { username: '', password: '' },
  });
  const { register, handleSubmit, watch, setError, formState } = form;
  const [showPassword, setShowPassword] = useState(false);
  const [checking, setChecking] = useState(false);
  // The name the server refused and why; kept apart from the form's own errors, which the
  // resolver recomputes on every change.
  const [unavailable, setUnavailable] = useState<{ name: string; message: string } | null>(null);
  const [termsNeeded, setTermsNeeded] = useState(false);
  const [terms, setTerms] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const lastChecked = useRef<string>('');
  const username = watch('username') ?? '';
  const password = watch('password') ?? '';
  const destination = afterCredentials(invite, !!getPayment().result, nav?.fromLink);

  useEffect(() => {
    if (!nav) {
      window.location.assign(urls?.legacyHome ?? '/');
      return;
    }
    // A token that came in the address bar leaves it at once (history, analytics, screenshots).
    if (nav.fromLink) navigate(location.pathname, { replace: true, state: nav });
    page(invite ? 'Invite Credentials' : 'Credentials');
    const i = getInvite();
    if (invite && i.userId) {
      void getUserTerms(i.userId, null, nav.credentialsToken).then((res) => {
        if (res.ok && !res.data.agreedToTerms && termsRequiredForCountry(res.data.address.country))
          setTermsNeeded(true);
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on arrival: the page view and the terms check belong to the navigation that opened the page
  }, []);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      if (destination === 'receipt')
        navigate(invite ? ROUTES.inviteReceipt : ROUTES.receipt, { replace: true });
      else if (destination === 'login') window.location.assign(urls?.login ?? '/app/join/login');
      else window.location.assign(urls?.legacyHome ?? '/');
    }, TIMINGS.credentialsRedirectMs);
    return () => window.clearTimeout(timer);
  }, [done, destination, invite, navigate, urls]);

  if (!nav) return <Spinner label={t('common:redirecting')} />;

  const checkAvailability = async (value: string) => {
    const name = value.trim();
    if (usernameIssues(name, usernameAtSign).length || name === lastChecked.current) return;
    lastChecked.current = name;
    setChecking(true);
    const res = await checkUsernameAvailability(nav.credentialsToken, name);
    setChecking(false);
    if (!res.ok) return;
    const message = usernameAvailabilityError(res.data);
    setUnavailable(message ? { name, message } : null);
  };

  const refused = unavailable && unavailable.name === username.trim() ? unavailable.message : undefined;
  const valid =
    credentialsSchema({ email, usernameAtSign }).safeParse({ username, password }).success && !refused;
  const disabled = !valid || formState.isSubmitting || checking || (termsNeeded && !terms);
  const waiting = disabled && !formState.isSubmitting && !checking;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const i = getInvite();
    if (termsNeeded && i.userId) await markTermsAgreed(i.userId, null, nav.credentialsToken);
    const res = await setCredentials(nav.credentialsToken, {
      username: values.username,
      password: values.password,
    });
    if (res.ok) {
      track('Credentials Created', { userId: res.data.userId });
      setDone(true);
      return;
    }
    track('Credentials Errored', { kind: res.kind, status: res.status ?? null });
    const fieldError = res.fieldErrors?.find((e) => e.field.endsWith('username'));
    if (fieldError) setError('username', { type: 'server', message: fieldError.text });
    else setFailure(t('credentials.error'));
  });

  if (done) {
    return (
      <section className="j-card co-done">
        <PageHeading title={t('credentials.done')}>{t('credentials.done')}</PageHeading>
        <p className="j-success" role="status">
          {destination === 'receipt'
            ? t('credentials.doneBody')
            : destination === 'login'
              ? t('credentials.doneBodyLogin')
              : t('credentials.doneBodyHome')}
        </p>
      </section>
    );
  }

  return (
    <section className="j-card">
      <PageHeading
        title={t('credentials.title')}
        hasError={formHasError(formState, failure ? [failure] : [])}
      >
        {t('credentials.title')}
      </PageHeading>
      <PaymentReceived result={getPayment().result} invite={invite} />
      <p className="j-lead">{t('credentials.lead')}</p>
      <FormErrorSummary formState={formState} messages={failure ? [failure] : []} />
      <form method="post" onSubmit={submit} noValidate>
        <TextField
          label={t('credentials.username')}
          hint={checking ? t('credentials.checking') : t('credentials.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={
            errorText(formState.errors.username) ??
            (refused ? errorText({ type: 'availability', message: refused }) : undefined)
          }
          {...register('username', {
            // Complete Signup waits for valid values, so a typed username is checked as the visitor
            // leaves it; an empty one is never flagged before a submit (CONVENTIONS.md Forms).
            onBlur: (e) => {
              if (e.target.value) void form.trigger('username');
              void checkAvailability(e.target.value);
            },
          })}
        />
        <div className="co-password">
          <TextField
            label={t('credentials.password')}
            hint={t('credentials.passwordHint')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            error={formState.errors.password}
            {...register('password')}
          />
          <Button
            variant="link"
            className="co-password__toggle"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((s) => !s)}
          >
            {showPassword ? t('credentials.hide') : t('credentials.show')}
          </Button>
        </div>
        <PasswordRules id="co-password-rules" password={password} username={username} email={email} />
        {termsNeeded && (
          <CheckboxField
            label={
              <Trans
                t={t}
                i18nKey="credentials.terms"
                components={{
                  1: <a href={urls?.terms ?? '#'} target="_blank" rel="noreferrer" />,
                  3: <a href={urls?.privacy ?? '#'} target="_blank" rel="noreferrer" />,
                }}
              />
            }
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
          />
        )}
        <ActionRow
          className="j-actions--end"
          next={{
            label: t('credentials.complete'),
            disabled,
            busy: formState.isSubmitting,
            describedBy: waiting ? 'co-complete-waiting' : undefined,
          }}
        >
          {/* CONTRACTS#a-sign-up-people-finish 5: a disabled button says what it waits for (spec §5 keeps it disabled). */}
          {waiting && (
            <p className="j-field__hint co-waiting" id="co-complete-waiting">
              {termsNeeded && !terms ? t('paid.waitingTerms') : t('paid.waiting')}
            </p>
          )}
        </ActionRow>
      </form>
    </section>
  );
}
