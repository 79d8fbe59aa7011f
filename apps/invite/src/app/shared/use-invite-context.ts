import { useEffect, useRef, useState } from 'react';
import { getInviteContext } from '@join/api-client';
import { track } from '@join/analytics';
import { updateInvite, useInvite, useUrls } from '@join/state';
import { leaveApp } from './leave-app';
import { contextFailureTarget, hasInviteLink } from '../flow/invite-rules';
import { useInviteNavigate } from './use-invite-navigate';
import { ROUTES } from '@join/routes';

/** The login of the local stack, when the configuration has not arrived. */
export const DEFAULT_LOGIN = '/app/join/login';

export type InviteContextStatus =
  { status: 'waiting' } | { status: 'failed' } | { status: 'ready'; version: number };

/**
 * The invite context for screens after the welcome. The tab normally has it from the welcome;
 * after a reset (spec §8, 403) or in a fresh tab it is read again with the stored token.
 */
export function useInviteContext(): InviteContextStatus {
  const inviteToken = useInvite((s) => s.inviteToken);
  const userId = useInvite((s) => s.userId);
  const context = useInvite((s) => s.context);
  const { go } = useInviteNavigate();
  const loginUrl = useUrls()?.login ?? DEFAULT_LOGIN;
  const [failed, setFailed] = useState(false);
  const version = useRef(0);
  const missing = !context && hasInviteLink({ inviteToken, userId });

  useEffect(() => {
    if (!missing || !inviteToken || !userId) return;
    let live = true;
    void getInviteContext(userId, inviteToken).then((result) => {
      if (!live) return;
      if (result.ok) {
        version.current += 1;
        updateInvite({ context: result.data, credentialsToken: result.data.credentialsToken });
        return;
      }
      track('Invite Context Failed', { userId, kind: result.kind });
      const target = contextFailureTarget(result);
      if (target === 'retry') setFailed(true);
      else if (target === 'login') leaveApp(loginUrl);
      else go(ROUTES.inviteRequest, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [missing, inviteToken, userId, go, loginUrl]);

  if (failed) return { status: 'failed' };
  if (!context) return { status: 'waiting' };
  return { status: 'ready', version: version.current };
}
