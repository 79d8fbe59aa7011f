import { useRouteDecision } from '@join/routes';
import { useInvite } from '@join/state';
import type { InviteFacts, InviteLink, InviteTarget } from '../flow/invite-rules';
import { useInviteNavigate } from './use-invite-navigate';

type Guard = (link: InviteLink, lastCompletedStep: number, facts: InviteFacts | null) => InviteTarget | null;

/**
 * Runs a flow rule for the current screen on the tab's invite state; the one guard hook
 * (@join/routes useRouteDecision) redirects when it says so. Returns the target while
 * redirecting, so the screen renders nothing meanwhile.
 */
export function useInviteGuard(guard: Guard): InviteTarget | null {
  const inviteToken = useInvite((s) => s.inviteToken);
  const userId = useInvite((s) => s.userId);
  const lastCompletedStep = useInvite((s) => s.lastCompletedStep);
  const context = useInvite((s) => s.context);
  const { goPastPayment } = useInviteNavigate();
  const target = guard({ inviteToken, userId }, lastCompletedStep, context);
  useRouteDecision(target ? { kind: 'redirect', to: target } : { kind: 'stay' }, {
    go: (to) => void goPastPayment(to, { replace: true }),
  });
  return target;
}
