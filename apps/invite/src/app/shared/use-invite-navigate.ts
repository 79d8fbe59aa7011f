import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { getInvite, updateInvite, useUrls } from '@join/state';
import { track } from '@join/analytics';
import type { InviteTarget } from '../flow/invite-rules';
import { leaveApp } from './leave-app';
import { agreeTerms } from './first-screen-api';
import { ROUTES } from '@join/routes';

/** The agreed navigation state of /invite/credentials (checkout remote). */
export interface CredentialsNavigationState {
  credentialsToken: string | null;
  userId: string | null;
}

/**
 * Goes where a flow rule points: a route of the join app, or the legacy home page, which is
 * outside the router base and so needs a full page load.
 */
export function useInviteNavigate() {
  const navigate = useNavigate();
  // Before the shell has read the config the product's own default applies.
  const legacyHome = useUrls()?.legacyHome ?? '/';

  const go = useCallback(
    (target: InviteTarget, options: { replace?: boolean } = {}) => {
      if (target === 'legacyHome') {
        leaveApp(legacyHome);
        return;
      }
      if (target === ROUTES.inviteCredentials) {
        const { context, userId, credentialsToken } = getInvite();
        const state: CredentialsNavigationState = {
          credentialsToken: credentialsToken ?? context?.credentialsToken ?? null,
          userId,
        };
        navigate(target, { replace: options.replace, state });
        return;
      }
      navigate(target, { replace: options.replace });
    },
    [navigate, legacyHome],
  );

  /**
   * spec §2/§4: a visitor who skips payment has the terms marked agreed before the credentials
   * screen, as the invite payment does after paying. A failure here is not the visitor's to
   * fix, so it is tracked and the flow goes on (the credentials screen still shows the terms).
   */
  const goPastPayment = useCallback(
    async (target: InviteTarget, options: { replace?: boolean } = {}) => {
      const { userId, inviteToken, context } = getInvite();
      if (target === ROUTES.inviteCredentials && userId && inviteToken) {
        const result = await agreeTerms(userId, inviteToken);
        if (!result.ok) track('Invite Terms Agreed Failed', { userId, kind: result.kind });
        updateInvite({ credentialsToken: context?.credentialsToken ?? null });
      }
      go(target, options);
    },
    [go],
  );

  return { go, goPastPayment };
}
