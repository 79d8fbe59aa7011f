// spec §7 username availability, set username and password (Bearer credentials token), login
// (§4: a stored redirectUrl wins for home targets), support-chat token; spec §5 rules.
import { issueKey } from '../lib/message-keys';
import { MINUTE, sameOriginPath } from '@join/domain';
import { credentialsSchema, MESSAGES, usernameIssues } from '@join/schemas';
import { ApiError, badRequest, conflict, unauthorized } from '../lib/api-error';
import { isGuessablePassword } from '../lib/common-passwords';
import { hashPassword, needsRehash, verifyPassword } from '../lib/passwords';
import { sha256 } from '../lib/ids';
import { isLive } from '../repositories/tokens-repo';
import type { UserRow } from '../repositories/users-repo';
import type { AppConfig } from '../config/config';
import type { RateLimiter } from './rate-limiter';
import type { Repos } from '../repositories';
import { TOKEN_LIFETIME_MS } from './token-lifetimes';

/**
 * OWASP ASVS 5 V6.3: failed logins are limited per account and address (the attacker's own
 * bucket), with a higher ceiling per account across every address and one per address across
 * accounts; an attack from one address never locks the owner out from another. Past a few failures
 * on the account each attempt waits longer (LOGIN_DELAY), wherever it comes from.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE,
  perAccountAndAddress: 10,
  perAccount: 100,
  perAddress: 50,
} as const;
export const LOGIN_DELAY = { afterFailures: 5, firstMs: 250, maxMs: 2_000 } as const;

/** The wait before the password is checked, given the account's attempts in this window (this one included). */
export function loginDelayMs(
  accountAttempts: number,
  afterFailures: number = LOGIN_DELAY.afterFailures,
): number {
  const over = accountAttempts - 1 - afterFailures;
  if (over <= 0) return 0;
  return Math.min(LOGIN_DELAY.maxMs, LOGIN_DELAY.firstMs * 2 ** (over - 1));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1];
}

/** Only same-site paths may be stored redirects, never another host (CONTRACTS#trust 5). */
export const safeRedirect = sameOriginPath;

export interface AccountSettings {
  /** The share of the growing login delay (LOGIN_DELAY) actually waited: 1 in production; tests that
   * count attempts, not time, shorten it. */
  loginDelayScale: number;
}

export function accountService(deps: {
  repos: Repos;
  limiter: RateLimiter;
  config: AppConfig;
  settings?: Partial<AccountSettings>;
}) {
  const { repos, limiter, config } = deps;
  const loginDelayScale = deps.settings?.loginDelayScale ?? 1;

  async function userForCredentialsToken(
    authorization: string | undefined,
  ): Promise<{ user: UserRow; token: string }> {
    const token = bearerToken(authorization);
    const row = token ? await repos.tokens.find('credentials', token) : undefined;
    if (!token || !isLive(row) || !row.user_id) throw unauthorized('credentials.token.invalid');
    const user = await repos.users.byId(row.user_id);
    if (!user) throw unauthorized('credentials.token.invalid');
    return { user, token };
  }

  /** Where a user lands after login, and whether that place is a 'home' target. */
  async function landing(user: UserRow): Promise<{ url: string; home: boolean }> {
    if (user.kind === 'professional') return { url: config.urls.proCases, home: true };
    const subscription = await repos.orders.currentSubscription(user.id);
    return subscription
      ? { url: config.urls.legacyHome, home: true }
      : { url: config.urls.accountBilling, home: false };
  }

  return {
    userForCredentialsToken,
    async usernameAvailability(authorization: string | undefined, username: string) {
      const { token } = await userForCredentialsToken(authorization);
      await limiter.check(`username:${sha256(token).slice(0, 16)}`, 30, MINUTE);
      const meetsRequirements = usernameIssues(username, config.usernameAtSign).length === 0;
      const available = meetsRequirements && !(await repos.users.byUsername(username.trim()));
      return { available, meetsRequirements };
    },
    async setCredentials(authorization: string | undefined, body: { username: string; password: string }) {
      const { user } = await userForCredentialsToken(authorization);
      const parsed = credentialsSchema({
        email: user.email,
        usernameAtSign: config.usernameAtSign,
      }).safeParse(body);
      if (!parsed.success) {
        throw badRequest(
          parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'username', text: issueKey(i) })),
        );
      }
      if (
        isGuessablePassword(parsed.data.password, [
          parsed.data.username,
          user.email ?? '',
          user.first_name ?? '',
          user.last_name ?? '',
        ])
      ) {
        // Only the server knows this rule (the lists stay out of the browser's bundle).
        throw badRequest([{ field: 'password', text: 'validation:commonPassword' }]);
      }
      if (user.username) throw conflict('credentials.already.set');
      const hash = await hashPassword(parsed.data.password);
      if (!(await repos.users.setCredentials(user.id, parsed.data.username, hash))) {
        throw conflict('username.unavailable', [{ field: 'username', text: MESSAGES.usernameUnavailable }]);
      }
      // CONTRACTS#trust 5: with credentials set, the invite link and every credentials token made
      // for this account are over; from now on the way in is the login.
      await repos.tokens.retireAllFor(['credentials', 'invite'], user.id);
      return { userId: user.id, username: parsed.data.username };
    },
    async login(body: { username: string; password: string; redirectUrl?: string | null }, ip: string) {
      // The attempt is counted before the password is checked, in one upsert per bucket, so
      // concurrent guesses each get their own position and none slips past the limit; a correct
      // password gives its count back (CONTRACTS#trust 4: failures count, successes never lock out).
      const account = sha256(body.username.trim().toLowerCase()).slice(0, 24);
      const w = LOGIN_LIMITS.windowMs;
      const slot = await limiter.take([
        { bucket: `login:account-ip:${account}:${ip}`, max: LOGIN_LIMITS.perAccountAndAddress, windowMs: w },
        { bucket: `login:account:${account}`, max: LOGIN_LIMITS.perAccount, windowMs: w },
        { bucket: `login:ip:${ip}`, max: LOGIN_LIMITS.perAddress, windowMs: w },
      ]);
      let user: UserRow | undefined;
      let ok = false;
      try {
        await sleep(
          loginDelayMs(slot.counts[1], limiter.scaled(LOGIN_DELAY.afterFailures)) * loginDelayScale,
        );
        user = await repos.users.byUsername(body.username.trim());
        // An unknown user is checked against a dummy hash: the answer takes as long either way.
        ok = await verifyPassword(body.password, user?.password_hash);
      } catch (error) {
        await slot.release();
        throw error;
      }
      if (!user || !ok) {
        throw new ApiError(401, {
          status: 401,
          message: 'login_error',
          validationErrors: [{ field: 'password', text: 'checkout:login.login_error' }],
        });
      }
      // A give-back that fails leaves one count too many in the window; the login itself stands.
      await slot.release().catch(() => undefined);
      // The cost is stored with each hash: an older, cheaper hash is replaced now that we know the password.
      if (needsRehash(user.password_hash))
        await repos.users.update(user.id, { password_hash: await hashPassword(body.password) });
      const session = await repos.tokens.issue('session', user.id, TOKEN_LIFETIME_MS.session);
      const target = await landing(user);
      const stored = safeRedirect(body.redirectUrl);
      // spec §4: the stored redirectUrl is returned only for a home target; echoing it for every
      // target let it win over the billing page of an account without a subscription.
      const redirectUrl = target.home && stored ? stored : null;
      return { url: redirectUrl ?? target.url, redirectUrl, auth: session.token, userId: user.id };
    },
    async chatToken(ip: string) {
      await limiter.check(`chat:${ip}`, 20, MINUTE);
      const issued = await repos.tokens.issue('support_chat', null, TOKEN_LIFETIME_MS.supportChat);
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
    },
    /** Marketing opt-in accepts the invite token or the credentials token of that user. */
    async setMarketingOptIn(
      userId: string,
      auth: { inviteToken?: string; authorization?: string },
      value: boolean,
    ) {
      const bearer = bearerToken(auth.authorization);
      const candidates = [
        auth.inviteToken ? await repos.tokens.find('invite', auth.inviteToken) : undefined,
        bearer ? await repos.tokens.find('credentials', bearer) : undefined,
        bearer ? await repos.tokens.find('session', bearer) : undefined,
      ];
      const allowed = candidates.some((row) => isLive(row) && row.user_id === userId);
      if (!allowed) throw unauthorized();
      await repos.users.update(userId, { marketing_opt_in: value });
      return { ok: true as const };
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
