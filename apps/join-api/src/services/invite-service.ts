// spec §2 invited co-parent flow, §3 Invite context / Family member / User terms record, §6
// (the invite token acts as the auth header, with the user id), §7 invite calls, §8 (112, 111, 403).
import { createHmac } from 'node:crypto';
import type { InviteContext, UserTerms } from '@join/schemas';
import type { z } from 'zod';
import type { inviteRegistrationRequestSchema } from '@join/schemas';
import { ApiError, forbidden, inviteAuthFailed } from '../lib/api-error';
import { isLive } from '../repositories/tokens-repo';
import type { UserRow } from '../repositories/users-repo';
import type { Repos } from '../repositories';
import type { Database } from '../db/database';
import { enqueueMail, type MailQueue } from '../mail/outbox';
import { emailChangeUrl, inviteUrl, mailLocaleOf, type MailLocale } from '../mail/templates';
import { bearerToken } from './account-service';
import { duplicateParentError } from './registration-service';
import type { RateLimiter } from './rate-limiter';
import { couponDescription } from './catalogue-service';
import { inviteLifetimeMs, TOKEN_LIFETIME_MS } from './token-lifetimes';

type RegistrationBody = z.output<typeof inviteRegistrationRequestSchema>;

export const initials = (first: string, last: string) =>
  `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();

export function addressComplete(address: UserRow['address']): boolean {
  return Boolean(address?.line1 && address.city && address.postalCode && address.country);
}

/**
 * CONTRACTS#trust 5: an invite whose account has its credentials, or that was paid, is over. Its
 * token answers this instead of 'auth.fail.message', so the browser sends the visitor to log in
 * rather than offering a new link; it opens nothing either way.
 */
export const inviteUsed = () => new ApiError(401, { status: 112, message: 'invite.used' });

/** spec §8: body status 111 when a new link cannot be sent. */
const linkFailed = (httpStatus = 404) =>
  new ApiError(httpStatus, { status: 111, message: 'invite.link.fail' });

export function inviteService(deps: {
  db: Database;
  repos: Repos;
  outbox: MailQueue;
  limiter: RateLimiter;
  publicUrl: string;
  inviteTtlDays: number;
}) {
  const { repos } = deps;

  /** The token must be live and belong to this user; anything else is status 112. */
  async function authenticate(userId: string, token: string | undefined): Promise<UserRow> {
    if (!token) throw inviteAuthFailed();
    const row = await repos.tokens.find('invite', token);
    if (row && row.used_at && row.user_id === userId) throw inviteUsed();
    if (!isLive(row) || row.user_id !== userId) throw inviteAuthFailed();
    const user = await repos.users.byId(userId);
    if (!user) throw inviteAuthFailed();
    return user;
  }

  /**
   * Calls that follow the payment or the credentials screen (terms): the live invite token, or
   * the credentials token the payment handed out, of this user.
   */
  async function authenticateHolder(
    userId: string,
    inviteToken: string | undefined,
    authorization: string | undefined,
  ): Promise<UserRow> {
    const bearer = bearerToken(authorization);
    if (bearer) {
      const row = await repos.tokens.find('credentials', bearer);
      const user = isLive(row) && row.user_id === userId ? await repos.users.byId(userId) : undefined;
      if (user) return user;
      if (!inviteToken) throw inviteAuthFailed();
    }
    return authenticate(userId, inviteToken);
  }

  const credentialsTokenFor = (inviteToken: string) =>
    createHmac('sha256', inviteToken).update('credentials').digest('base64url');

  return {
    authenticate,
    authenticateHolder,
    async context(userId: string, token: string | undefined): Promise<InviteContext> {
      const user = await authenticate(userId, token);
      const subscription = await repos.orders.currentSubscription(user.id);
      const inviter = user.invited_by_id ? await repos.users.byId(user.invited_by_id) : undefined;
      const pro = user.created_by_pro_id ? await repos.users.byId(user.created_by_pro_id) : undefined;
      const inviterOrder = inviter ? await repos.orders.latestOrderOf(inviter.id) : undefined;
      const members = user.family_id
        ? (await repos.users.familyMembers(user.family_id)).filter((m) => m.id !== user.id)
        : [];
      const requireCredentials = !user.username;
      // The credentials screen needs a token when payment is skipped (spec §2 /invite): a current
      // subscription, or one a professional created.
      // CONTRACTS#trust 5: one credentials token per invite, not one per call. It is derived from the
      // invite token (which only the invitee holds), so asking again returns the same one.
      const credentials =
        (subscription || pro) && requireCredentials
          ? await repos.tokens.issueDerived(
              'credentials',
              user.id,
              credentialsTokenFor(token as string),
              TOKEN_LIFETIME_MS.credentials,
            )
          : null;
      const coupons = await repos.catalogue.couponsForReferrer(null);
      return {
        inviteToken: token as string,
        userId: user.id,
        isSubscriptionCurrent: Boolean(subscription),
        billingAddressComplete: addressComplete(user.address),
        requireCredentials,
        coparentPackageId: subscription?.package_id ?? inviterOrder?.package_id ?? null,
        userCreatedByPro: Boolean(pro),
        proFirstName: pro?.first_name ?? null,
        proLastName: pro?.last_name ?? null,
        languageLocale: user.locale,
        familyMembers: members.map((m, i) => ({
          color: m.color ?? '#2F80ED',
          displayInitials: initials(m.first_name, m.last_name),
          firstName: m.first_name,
          lastName: m.last_name,
          userId: m.id ?? String(i),
        })),
        availableCoupons: coupons.map((c) => ({
          couponCode: c.code,
          description: couponDescription(c, mailLocaleOf(user.locale)),
          percent: c.percent_off,
        })),
        invitee: {
          firstName: user.first_name,
          lastName: user.last_name,
          email: user.email,
          phoneCountryCode: user.phone_country_code,
          phoneNumber: user.phone_number,
          country: user.address?.country ?? null,
        },
        credentialsToken: credentials?.token ?? null,
      };
    },
    async updateRegistration(userId: string, token: string | undefined, body: RegistrationBody) {
      const user = await authenticate(userId, token);
      // spec §7: 403 resets the invited flow to /invite/step1; it answers a body for someone else.
      if (body.parent.userId !== user.id) throw forbidden('invite.user.mismatch');
      const newEmail = body.parent.email !== user.email ? body.parent.email : null;
      if (newEmail) {
        const other = await repos.users.parentByEmail(newEmail);
        if (other && other.id !== user.id) throw duplicateParentError();
      }
      const address =
        body.address && Object.values(body.address).some((v) => v)
          ? { ...user.address, ...body.address }
          : user.address;
      // CONTRACTS#trust 5: the address changes only when the new one confirms it; until then the
      // account keeps the address it has, and the new one gets a link to confirm.
      await deps.db.transaction(async (tx) => {
        await repos.users.update(
          user.id,
          {
            first_name: body.parent.firstName,
            last_name: body.parent.lastName,
            phone_country_code: body.parent.phoneCountryCode,
            phone_number: body.parent.phoneNumber,
            timezone: body.parent.timeZone ?? user.timezone,
            address,
          },
          tx,
        );
        if (!newEmail) return;
        await repos.tokens.retireAllFor(['email_change'], user.id, tx);
        const confirm = await repos.tokens.issue(
          'email_change',
          user.id,
          TOKEN_LIFETIME_MS.emailChange,
          { email: newEmail },
          tx,
        );
        await enqueueMail(tx, {
          kind: 'email-change',
          to: newEmail,
          locale: mailLocaleOf(user.locale),
          data: { firstName: body.parent.firstName, url: emailChangeUrl(deps.publicUrl, confirm.token) },
        });
      });
      if (newEmail) deps.outbox.kick();
      const subscription = await repos.orders.currentSubscription(user.id);
      return {
        userId: user.id,
        isSubscriptionCurrent: Boolean(subscription),
        billingAddressComplete: addressComplete(address),
        emailConfirmationSent: Boolean(newEmail),
      };
    },
    /** The new address opened its link: the change applies now, once. */
    async confirmEmailChange(token: string) {
      const row = await repos.tokens.find('email_change', token);
      const email = typeof row?.data?.email === 'string' ? row.data.email : null;
      if (!isLive(row) || !row.user_id || !email)
        throw new ApiError(410, { status: 410, message: 'email.change.expired' });
      const userId = row.user_id;
      const other = await repos.users.parentByEmail(email);
      if (other && other.id !== userId) throw duplicateParentError();
      const applied = await deps.db.transaction(async (tx) => {
        if (!(await repos.tokens.markUsed('email_change', token, tx))) return false;
        await repos.users.update(userId, { email }, tx);
        return true;
      });
      if (!applied) throw new ApiError(410, { status: 410, message: 'email.change.expired' });
      return { email };
    },
    /** Works with an expired token too: that is when people need a new link. */
    /** requestLocale: the language of the page that asked (the visitor's), else the user's own. */
    async requestNewLink(token: string | undefined, requestLocale?: MailLocale) {
      if (!token) throw linkFailed(400);
      const row = await repos.tokens.find('invite', token);
      if (!row?.user_id) throw linkFailed();
      // A retired invite is over: its holder logs in instead.
      if (row.used_at) throw inviteUsed();
      const user = await repos.users.byId(row.user_id);
      if (!user?.email) throw linkFailed(422);
      try {
        await deps.limiter.check(`invite-link:${user.id}`, 5, 60 * 60 * 1000);
      } catch {
        throw linkFailed(429);
      }
      const email = user.email;
      // The new token and its mail commit together: no link is lost, none is mailed unsaved. A
      // token asks once: a second ask, or one from a link older than a newer one, changes nothing.
      const renewed = await deps.db.transaction(async (tx) => {
        if (!(await repos.tokens.renewOnce('invite', token, tx))) return false;
        const fresh = await repos.tokens.issue(
          'invite',
          user.id,
          inviteLifetimeMs(deps.inviteTtlDays),
          null,
          tx,
        );
        await enqueueMail(tx, {
          kind: 'invite-link',
          to: email,
          locale: requestLocale ?? mailLocaleOf(user.locale),
          data: { firstName: user.first_name, url: inviteUrl(deps.publicUrl, fresh.token, user.id) },
        });
        return true;
      });
      if (!renewed) throw new ApiError(409, { status: 111, message: 'invite.link.already' });
      deps.outbox.kick();
      return { status: 0 as const, message: 'invite.link.sent' };
    },
    async markTermsAgreed(userId: string, token: string | undefined, authorization?: string) {
      const user = await authenticateHolder(userId, token, authorization);
      await repos.users.update(user.id, { agreed_to_terms: true });
      return { ok: true as const };
    },
    async terms(userId: string, token: string | undefined, authorization?: string): Promise<UserTerms> {
      const user = await authenticateHolder(userId, token, authorization);
      return { agreedToTerms: user.agreed_to_terms, address: { country: user.address?.country ?? null } };
    },
  };
}
export type InviteService = ReturnType<typeof inviteService>;
