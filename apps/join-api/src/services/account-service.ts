// spec §7 username availability, set username and password (Bearer credentials token), login
// (§4: a stored redirectUrl wins for home targets), support-chat token; spec §5 rules.
import { issueKey } from '../lib/message-keys';
import { sameOriginPath } from '@join/domain';
import { credentialsSchema, MESSAGES, usernameIssues } from '@join/schemas';
import { ApiError, badRequest, conflict, unauthorized } from '../lib/api-error';
import { isGuessablePassword } from '../lib/common-passwords';
import { hashPassword, needsRehash, verifyPassword } from '../lib/passwords';
import { sha256 } from '../lib/ids';
import { isLive } from '../repositories/tokens-repo';
import type { UserRow } from '../repositories/users-repo';
import type { AppConfig } from '../config/config';
import type { RateLimiter } from './rate-limiter';
import type { Repos } from './repos';

const MINUTE = 60_000;
const LOGIN_WINDOW = 15 * MINUTE;
const LOGIN_FAILURES_PER_ACCOUNT = 10;
const LOGIN_FAILURES_PER_IP = 50;

export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1];
}

/** Only same-site paths may be stored redirects, never another host (CONTRACTS#trust 5). */
export const safeRedirect = sameOriginPath;

export function accountService(deps: { repos: Repos; limiter: RateLimiter; config: AppConfig }) {
  const { repos, limiter, config } = deps;

  async function userForCredentialsToken(authorization: string | undefined): Promise<{ user: UserRow; token: string }> {
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
    return subscription ? { url: config.urls.legacyHome, home: true } : { url: config.urls.accountBilling, home: false };
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
      const { user, token } = await userForCredentialsToken(authorization);
      const parsed = credentialsSchema({ email: user.email, usernameAtSign: config.usernameAtSign }).safeParse(body);
      if (!parsed.success) {
        throw badRequest(parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'username', text: issueKey(i) })));
      }
      if (isGuessablePassword(parsed.data.password, [parsed.data.username, user.email ?? '', user.first_name ?? '', user.last_name ?? ''])) {
        // Only the server knows this rule (the lists stay out of the browser's bundle).
        throw badRequest([{ field: 'password', text: 'validation:commonPassword' }]);
      }
      if (user.username) throw conflict('credentials.already.set');
      const hash = await hashPassword(parsed.data.password);
      if (!(await repos.users.setCredentials(user.id, parsed.data.username, hash))) {
        throw conflict('username.unavailable', [{ field: 'username', text: MESSAGES.usernameUnavailable }]);
      }
      await repos.tokens.markUsed('credentials', token);
      return { userId: user.id, username: parsed.data.username };
    },
    async login(body: { username: string; password: string; redirectUrl?: string | null }, ip: string) {
      // CONTRACTS#trust 4: failures only, per account and per IP, so nobody can lock a user out by
      // logging in as them from elsewhere while the user keeps logging in fine.
      const buckets = [`login:account:${sha256(body.username.trim().toLowerCase()).slice(0, 24)}`, `login:ip:${ip}`];
      await limiter.refuseIfReached(buckets.slice(0, 1), LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW);
      await limiter.refuseIfReached(buckets.slice(1), LOGIN_FAILURES_PER_IP, LOGIN_WINDOW);
      const user = await repos.users.byUsername(body.username.trim());
      // An unknown user is checked against a dummy hash: the answer takes as long either way.
      const ok = await verifyPassword(body.password, user?.password_hash);
      if (!user || !ok) {
        await limiter.countFailure(buckets, LOGIN_WINDOW);
        throw new ApiError(401, { status: 401, message: 'login_error', validationErrors: [{ field: 'password', text: 'checkout:login.login_error' }] });
      }
      // The cost is stored with each hash: an older, cheaper hash is replaced now that we know the password.
      if (needsRehash(user.password_hash)) await repos.users.update(user.id, { password_hash: await hashPassword(body.password) });
      const session = await repos.tokens.issue('session', user.id, 12 * 60 * MINUTE);
      const target = await landing(user);
      const stored = safeRedirect(body.redirectUrl);
      // spec §4: the stored redirectUrl is returned only for a home target; echoing it for every
      // target let it win over the billing page of an account without a subscription.
      const redirectUrl = target.home && stored ? stored : null;
      return { url: redirectUrl ?? target.url, redirectUrl, auth: session.token, userId: user.id };
    },
    async chatToken(ip: string) {
      await limiter.check(`chat:${ip}`, 20, MINUTE);
      const issued = await repos.tokens.issue('support_chat', null, 60 * MINUTE);
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
    },
    /** Marketing opt-in accepts the invite token or the credentials token of that user. */
    async setMarketingOptIn(userId: string, auth: { inviteToken?: string; authorization?: string }, value: boolean) {
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
