import type { ApiResult } from '@join/api-client';

/** spec §7 Request a new invite link: a failure is status 111 or a message containing 'fail'. */
export function newLinkSent(result: ApiResult<{ status: number; message: string }>): boolean {
  if (!result.ok) return false;
  return result.data.status !== 111 && !/fail/i.test(result.data.message);
}

/** The server's message when this token already asked for a new link (a token asks once). */
export const LINK_ALREADY_REQUESTED = 'invite.link.already';

/** What the page shows after asking: the new link is on its way, this link already asked, or a failure. */
export type RequestOutcome = 'sent' | 'already' | 'failed';

export function requestOutcome(result: ApiResult<{ status: number; message: string }>): RequestOutcome {
  if (newLinkSent(result)) return 'sent';
  return !result.ok && result.message === LINK_ALREADY_REQUESTED ? 'already' : 'failed';
}

/** The support mailbox of the 'we weren't able' page (a placeholder, like the support phones). */
export { SUPPORT_EMAIL } from '@join/domain';
