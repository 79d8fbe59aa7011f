import type { ApiResult } from '@join/api-client';

/** spec §7 Request a new invite link: a failure is status 111 or a message containing 'fail'. */
export function newLinkSent(result: ApiResult<{ status: number; message: string }>): boolean {
  if (!result.ok) return false;
  return result.data.status !== 111 && !/fail/i.test(result.data.message);
}

/** The support mailbox of the 'we weren't able' page (a placeholder, like the support phones). */
export { SUPPORT_EMAIL } from '@join/domain';
