// spec §7 GET /api/invites/:userId. Its own module: the invite link's first screen asks only for
// this, and a module's imports are all evaluated with it, so beside the other invite calls it
// built every registration and catalogue schema on that screen (zod's per-schema set-up was most
// of its ~100 ms at 4x CPU).
import { apiHeaders, apiPaths, inviteContextSchema } from '@join/schemas';
import { request } from './http';

export function getInviteContext(userId: string, inviteToken: string) {
  return request(apiPaths.invite(userId), {
    headers: { [apiHeaders.inviteToken]: inviteToken },
    schema: inviteContextSchema,
  });
}
