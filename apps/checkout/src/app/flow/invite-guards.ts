// spec §2 Invited co-parent flow: /invite/payment needs a last completed step of at least 2;
// without an invite token or user id the visitor belongs on the legacy home page.
import type { InviteState } from '@join/state';
import type { GuardResult } from './payment-guard';
import { ROUTES } from '@join/routes';

export const LEGACY_HOME = 'legacyHome';

export function invitePaymentGuard(
  invite: Pick<InviteState, 'inviteToken' | 'userId' | 'lastCompletedStep' | 'selectedPackage' | 'context'>,
): GuardResult {
  if (!invite.inviteToken || !invite.userId) return { kind: 'redirect', to: LEGACY_HOME };
  if (invite.context?.isSubscriptionCurrent || invite.context?.userCreatedByPro)
    return { kind: 'redirect', to: ROUTES.inviteCredentials };
  if (invite.lastCompletedStep < 1) return { kind: 'redirect', to: ROUTES.inviteStep1 };
  if (invite.lastCompletedStep < 2 || !invite.selectedPackage)
    return { kind: 'redirect', to: ROUTES.invitePackages };
  return { kind: 'stay' };
}
