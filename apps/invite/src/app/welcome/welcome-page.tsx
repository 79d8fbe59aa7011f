// spec §2 Invited co-parent flow /invite (welcome), §6 Invited parent, §9 es_MX FAQ.
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { track } from '@join/analytics';
import { getInvite, resetInvite, updateInvite, useInvite, useUrls } from '@join/state';
import type { InviteContext } from '@join/schemas';
import { ActionRow, PageHeading, Spinner } from '@join/ui';
import {
  addressWithoutInvite,
  contextFailureTarget,
  languageForLocale,
  resolveInviteLink,
  showsFaq,
  welcomeDecision,
} from '../flow/invite-rules';
import { leaveApp } from '../shared/leave-app';
import { DEFAULT_LOGIN } from '../shared/use-invite-context';
import { useInviteNavigate } from '../shared/use-invite-navigate';
import { useInvitePage } from '../shared/screen-analytics';
import { loadInviteContext } from '../shared/first-screen-api';
import { LoadFailed } from '../shared/load-failed';
import { NoInvite } from '../shared/no-invite';
import { FamilyMembers } from './family-members';
import { EsMxFaq } from './es-mx-faq';
import { ROUTES } from '@join/routes';

type LoadState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'noInvite' }
  | { status: 'ready'; context: InviteContext };

export function WelcomePage() {
  const { t, i18n } = useTranslation('invite');
  const [params] = useSearchParams();
  const storedToken = useInvite((s) => s.inviteToken);
  const storedUserId = useInvite((s) => s.userId);
  const { go, goPastPayment } = useInviteNavigate();
  const urls = useUrls();
  const legacyHome = urls?.legacyHome ?? '/';
  const loginUrl = urls?.login ?? DEFAULT_LOGIN;
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useInvitePage(ROUTES.invite);

  // The router's location may not carry the fragment (a server-rendered first screen never sees
  // it), so the address bar is read too: the token lives only there (CONTRACTS#trust 3).
  const routerHash = useLocation().hash;
  const hash = routerHash || (typeof window === 'undefined' ? '' : window.location.hash);
  const link = resolveInviteLink(params, { inviteToken: storedToken, userId: storedUserId }, hash);
  const { inviteToken, userId } = link;

  useEffect(() => {
    const first = welcomeDecision({ inviteToken, userId }, null);
    if (first.kind === 'noInvite') {
      track('Invite Link Missing', {});
      setState({ status: 'noInvite' });
      return;
    }
    const token = inviteToken as string;
    const id = userId as string;
    // A different invite in this tab starts over, so no answers of another person leak in.
    const remembered = getInvite();
    if (remembered.inviteToken !== token || remembered.userId !== id) {
      resetInvite();
      updateInvite({ inviteToken: token, userId: id });
    }
    // CONTRACTS#trust 5: the tab keeps the token; the address bar (and its history entry) does not.
    if (window.location.hash || /[?&](inviteToken|userId)=/.test(window.location.search)) {
      window.history.replaceState(
        window.history.state,
        '',
        addressWithoutInvite(window.location.pathname, window.location.search),
      );
    }
    let live = true;
    setState({ status: 'loading' });
    void loadInviteContext(id, token).then((result) => {
      if (!live) return;
      if (!result.ok) {
        track('Invite Context Failed', { userId: id, kind: result.kind });
        const target = contextFailureTarget(result);
        if (target === 'retry') setState({ status: 'failed' });
        else if (target === 'login') leaveApp(loginUrl);
        else go(target, { replace: true });
        return;
      }
      const context = result.data;
      updateInvite({ context, credentialsToken: context.credentialsToken });
      // The page opens in the invite's language; the selector can still change it afterwards.
      const language = languageForLocale(context.languageLocale);
      if (!i18n.language?.startsWith(language)) void i18n.changeLanguage(language);
      const decision = welcomeDecision({ inviteToken: token, userId: id }, context);
      if (decision.kind === 'redirect') {
        track('Invite Welcome Skipped', { userId: id, to: decision.to });
        void goPastPayment(decision.to, { replace: true });
        return;
      }
      setState({ status: 'ready', context });
    });
    return () => {
      live = false;
    };
    // The language is applied once per loaded invite, not on every switch of the selector.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is applied once per loaded invite, not on every switch of the selector
  }, [inviteToken, userId, attempt]);

  const getStarted = useCallback(() => {
    track('Invite Get Started', { userId: userId ?? null });
    go(ROUTES.inviteStep1);
  }, [go, userId]);

  if (state.status === 'noInvite') return <NoInvite homeHref={legacyHome} />;
  if (state.status === 'failed') {
    return (
      <LoadFailed
        title={t('welcome.loadFailedTitle')}
        body={t('welcome.loadFailedBody')}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }

  // CONTRACTS#first-screen-from-the-server 3: while the invite loads (and on the server, which never sees the token in the
  // fragment) the welcome already shows its heading and words; who invited whom follows.
  const context = state.status === 'ready' ? state.context : undefined;
  const proName = [context?.proFirstName, context?.proLastName].filter(Boolean).join(' ');
  const heading =
    context?.userCreatedByPro && proName ? t('welcome.proHeading', { name: proName }) : t('welcome.heading');
  return (
    <section className="j-card j-inv-welcome" aria-busy={context ? undefined : true}>
      <PageHeading title={heading}>{heading}</PageHeading>
      {context ? <FamilyMembers members={context.familyMembers} /> : <Spinner label={t('welcome.loading')} />}
      {context?.isSubscriptionCurrent && <p className="j-success">{t('welcome.paid')}</p>}
      <p className="j-lead">{t('welcome.lead')}</p>
      {context && <ActionRow next={{ label: t('welcome.getStarted'), onClick: getStarted, block: true }} />}
      {context && showsFaq(context.languageLocale) && <EsMxFaq />}
    </section>
  );
}
