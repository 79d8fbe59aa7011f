import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { page as trackPage } from '@join/analytics';
import { useRouteDecision } from '@join/routes';
import { updateRegistration, useRegistration } from '@join/state';
import { Spinner } from '@join/ui';
import { decideAccess, isSessionExpired, type ParentPage } from '../flow/step-rules';
import { useExpireSession } from './use-expire-session';

/**
 * Applies the page's redirect rule (flow/step-rules.ts) before the screen renders: the expired
 * session check 'before load' of spec §2, and the step redirects of §4. Also reports the page
 * view and keeps a pricing-page selection code (spec §2 /step3) for when /step3 can use it.
 */
export function PageGuard({ page, children }: { page: ParentPage; children: ReactNode }) {
  const { t } = useTranslation('parent');
  const [params] = useSearchParams();
  const expire = useExpireSession();
  const lastCompletedStep = useRegistration((s) => s.lastCompletedStep);
  const hasSession = useRegistration((s) => !!s.signupId && !!s.registrationKey);
  const expiresAt = useRegistration((s) => s.sessionExpiresAt);
  const decision = decideAccess(page, {
    lastCompletedStep,
    hasSession,
    sessionExpired: isSessionExpired(expiresAt),
  });
  const selection = params.get('selection');

  useEffect(() => {
    if (selection && page !== 'step3') updateRegistration({ selectionCode: selection });
  }, [selection, page]);

  // An expired session is reset before the redirect (spec §8), or in place on /step1. Declared
  // before the guard hook, so it runs before the hook's redirect.
  const redirectTo = decision.kind === 'redirect' ? decision.to : '';
  useEffect(() => {
    if (decision.resetFirst) expire({ stay: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per outcome: re-running for the same outcome would reset twice
  }, [redirectTo, decision.resetFirst]);

  const allowed = useRouteDecision(
    decision.kind === 'redirect' ? decision : decision.resetFirst ? { kind: 'wait' } : { kind: 'stay' },
    {
      onStay: () => trackPage(`/${page}`),
      stayKey: page,
    },
  );

  if (!allowed) {
    return <Spinner label={t('loading')} />;
  }
  return <>{children}</>;
}
