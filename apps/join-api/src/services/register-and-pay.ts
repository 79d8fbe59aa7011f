// spec §7 Register and pay (Parent A): one idempotent call that charges and then creates the
// family, the accounts, the order, the subscription(s) and the receipt. spec §1: paying for
// the co-parent makes the co-parent's subscription current too.
import type { z } from 'zod';
import type { registerAndPayRequestSchema } from '@join/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config';
import type { Database } from '../db/database';
import { badRequest, forbidden, conflict, notFound } from '../lib/api-error';
import { newId, sha256 } from '../lib/ids';
import { formatMinor } from '../lib/money';
import { inviteUrl, type MailLocale } from '../mail/templates';
import { enqueueMail, type MailQueue } from '../mail/outbox';
import type { Repos } from './repos';
import { addYears, type CheckoutCore } from './checkout-core';
import type { Idempotent } from './idempotency';
import { payResponse } from './pay-response';
import type { RegistrationService } from './registration-service';
import { duplicateParentError } from './registration-service';
import { packageDisplayName } from './catalogue-service';

type Body = z.output<typeof registerAndPayRequestSchema>;

export const FAMILY_COLORS = ['#2F80ED', '#EB5757', '#27AE60', '#F2994A', '#9B51E0', '#56CCF2', '#BB6BD9'];
const DAY = 24 * 60 * 60 * 1000;

/** The stored locale of a user who signed up in this mail language. */
const userLocale = (locale: MailLocale) => (locale === 'es' ? 'es_MX' : 'en_US');

export function registerAndPayService(deps: { db: Database; repos: Repos; core: CheckoutCore; idempotent: Idempotent; registrations: RegistrationService; outbox: MailQueue; config: AppConfig }) {
  const { db, repos, core } = deps;

  async function attempt(signupId: string, body: Body, locale: MailLocale, log: FastifyBaseLogger) {
    const row = await repos.registrations.byId(signupId);
    if (!row || row.status === 'paid') throw forbidden('registration.closed');
    if (!(await repos.registrations.startPaying(signupId))) throw conflict('payment.in.progress');
    const holder = `reg:${signupId}`;
    try {
      const data = row.data;
      if (await repos.users.parentByEmail(data.parent.email)) throw duplicateParentError();
      const address = body.address ?? data.address ?? null;
      if (body.address) data.address = body.address;
      const charged = await core.priceAndCharge({
        scope: holder,
        holder,
        pricing: {
          packageId: body.order.packageId,
          services: body.order.services,
          payForCoparent: Boolean(body.payForCoparent) && Boolean(data.coParent),
          country: address?.country ?? null,
          region: address?.region ?? null,
          paymentCodes: body.paymentCodes,
          promoCodes: body.promoCodes,
          referrerKey: row.referrer_key,
          request: { order: body.order, payForCoparent: body.payForCoparent ?? false },
        },
        payment: body.payment,
        customer: { firstName: data.parent.firstName, lastName: data.parent.lastName, email: data.parent.email },
        billing: address,
      });
      const now = new Date();
      const renewsAt = addYears(now, charged.pricing.years);
      try {
        const out = await db.transaction(async (tx) => {
          const familyId = await repos.users.createFamily(tx);
          const country = address?.country ?? charged.pricing.pkg.country;
          const parent = await repos.users.create({
            kind: 'parent', family_id: familyId, email: data.parent.email, first_name: data.parent.firstName, last_name: data.parent.lastName,
            phone_country_code: data.parent.phoneCountryCode, phone_number: data.parent.phoneNumber, timezone: data.parent.timeZone ?? null,
            address, color: FAMILY_COLORS[0], agreed_to_terms: body.agreedToTerms ?? country === 'US', locale: userLocale(locale),
            // spec §5: marketing opt-in defaults to true when consent is not required (US).
            marketing_opt_in: body.marketingOptIn ?? country === 'US',
          }, tx);
          let coParent = null as null | { id: string; email: string | null; phone: string | null; firstName: string };
          if (data.coParent) {
            const existing = data.coParent.email ? await repos.users.parentByEmail(data.coParent.email, tx) : undefined;
            if (!existing) {
              const created = await repos.users.create({
                kind: 'parent', family_id: familyId, email: data.coParent.email, first_name: data.coParent.firstName, last_name: data.coParent.lastName,
                phone_country_code: data.coParent.phoneCountryCode ?? null, phone_number: data.coParent.phoneNumber, invited_by_id: parent.id, color: FAMILY_COLORS[1],
                // The co-parent is first written to in the inviting parent's language (issue 16).
                locale: userLocale(locale),
              }, tx);
              const phone = data.coParent.phoneNumber ? `${data.coParent.phoneCountryCode ?? ''}${data.coParent.phoneNumber}` : null;
              coParent = { id: created.id, email: created.email, phone, firstName: created.first_name };
            }
          }
          for (const [i, child] of (data.children ?? []).entries()) {
            await repos.users.create({ kind: 'child', family_id: familyId, email: child.email, first_name: child.firstName, last_name: child.lastName, color: FAMILY_COLORS[(i + 2) % FAMILY_COLORS.length] }, tx);
          }
          const orderId = newId('ord');
          const p = charged.pricing;
          await repos.orders.createOrder({ id: orderId, kind: 'subscription', userId: parent.id, registrationId: signupId, packageId: p.pkg.id, services: p.services, currency: p.pkg.currency, totalMinor: p.totalMinor, pricing: p.response, payForCoparent: p.response.payForCoParent, promoCodes: body.promoCodes ?? [] }, tx);
          await tx.query('update transactions set order_id = $2 where id = $1', [charged.transactionId, orderId]);
          await repos.orders.createSubscription({ id: newId('sub'), userId: parent.id, packageId: p.pkg.id, orderId, paidByUserId: parent.id, renewsAt }, tx);
          const coParentCurrent = Boolean(coParent && p.response.payForCoParent);
          if (coParent && coParentCurrent) await repos.orders.createSubscription({ id: newId('sub'), userId: coParent.id, packageId: p.pkg.id, orderId, paidByUserId: parent.id, renewsAt }, tx);
          await repos.codes.redeem(holder, orderId, tx);
          await repos.registrations.markPaid(signupId, parent.id, tx);
          const credentials = await repos.tokens.issue('credentials', parent.id, DAY, null, tx);
          const clickToJoin = await repos.tokens.issue('click_to_join', parent.id, 30 * DAY, null, tx);
          const invite = coParent ? await repos.tokens.issue('invite', coParent.id, deps.config.inviteTtlDays * DAY, null, tx) : null;
          const response = payResponse({
            charged, orderId, now, renewsAt,
            parent: { id: parent.id, email: parent.email ?? '', familyId, firstName: parent.first_name, lastName: parent.last_name },
            coParent: data.coParent ? { email: data.coParent.email, phone: data.coParent.phoneNumber ? `${data.coParent.phoneCountryCode ?? ''}${data.coParent.phoneNumber}` : null } : null,
            coParentCurrent, promoCodes: body.promoCodes ?? [], credentialsToken: credentials.token, clickToJoinToken: clickToJoin.token,
          });
          // The mails commit with the order: a paid order always has its receipt queued.
          if (parent.email) {
            await enqueueMail(tx, { kind: 'receipt', to: parent.email, locale, data: { firstName: parent.first_name, packageName: packageDisplayName(p.pkg, locale), total: formatMinor(p.totalMinor, p.pkg.currency), transactionId: response.receipt.transactionId, renewsAt: renewsAt.toISOString(), lastFour: charged.cardLastFour } });
          }
          if (coParent?.email && invite) {
            await enqueueMail(tx, { kind: 'coparent-invite', to: coParent.email, locale, data: { inviterName: `${parent.first_name} ${parent.last_name}`, firstName: coParent.firstName, url: inviteUrl(deps.config.publicUrl, invite.token, coParent.id), paid: coParentCurrent } });
          }
          return { response };
        });
        deps.outbox.kick();
        return { status: 200, body: out.response };
      } catch (error) {
        await core.undo(charged, holder, db).catch((err) => log.error({ err }, 'could not void a charge after a failed order'));
        // Two sign-ups with one email racing: the unique index makes the second a duplicate.
        if (String((error as { code?: string }).code) === '23505') throw duplicateParentError();
        throw error;
      }
    } finally {
      await repos.registrations.stopPaying(signupId);
    }
  }

  return {
    async pay(signupId: string, registrationKey: string | undefined, idempotencyKey: string | undefined, body: Body, locale: MailLocale, log: FastifyBaseLogger) {
      if (!idempotencyKey) throw badRequest([{ field: 'idempotency-key', text: 'validation:required' }]);
      const row = await repos.registrations.byId(signupId);
      // The key is checked first so a replay never shows a receipt to someone without it. Whether
      // the registration is still open is the payment's question: a same-key retry racing the
      // first answer must get the replay, not 403 registration.closed (issue 12).
      if (!row) throw notFound('registration.notFound');
      if (!registrationKey || sha256(registrationKey) !== row.key_hash) throw forbidden('registration.key.invalid');
      if (row.status !== 'paid' && new Date(row.expires_at).getTime() <= Date.now()) throw forbidden('registration.key.expired');
      return deps.idempotent(`reg:${signupId}`, idempotencyKey, body, () => attempt(signupId, body, locale, log));
    },
  };
}
