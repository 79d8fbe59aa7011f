// How long each token the API issues may be used (docs/security.md): one table, so a lifetime is
// read beside the others and changed in one place. An invitation's lifetime is configured
// (INVITE_TTL_DAYS).
import { DAY, HOUR } from '@join/domain';

export const TOKEN_LIFETIME_MS = {
  /** A signed-in parent's or professional's session. */
  session: 12 * HOUR,
  /** The support chat's token for a visitor who is not signed in. */
  supportChat: HOUR,
  /** A professional's link to choose a password. */
  professionalPasswordLink: 7 * DAY,
  /** The token a paid answer carries to create the username and password. */
  credentials: DAY,
  /** The receipt's click-to-join link. */
  clickToJoin: 30 * DAY,
  /** The link that confirms a changed email address. */
  emailChange: DAY,
} as const;

/** An invitation's lifetime from the configured number of days. */
export const inviteLifetimeMs = (inviteTtlDays: number): number => inviteTtlDays * DAY;
