// spec §7 Invite payment: the invited co-parent buys a subscription with the invite token.
// Idempotent like register-and-pay; a lock row keeps two different keys from both charging.
import type { z } from 'zod';
import type { invitePayRequestSchema } from '@join/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { badRequest, conflict } from '../lib/api-error';
import { newId } from '../lib/ids';
import { formatMinor } from '../lib/money';
import { enqueueMail, type MailQueue } from '../mail/outbox';
import type { MailLocale } from '../mail/templates';
import { addYears, type CheckoutCore } from './checkout-core';
import { STALE_MS, type Idempotent } from './idempotency';
import type { InviteService } from './invite-service';
import { payResponse } from './pay-response';
import type { Repos } from './repos';
import { packageDisplayName } from './catalogue-service';

type Body = z.output<typeof invitePayRequestSchema>;
const DAY = 24 * 60 * 60 * 1000;

export function invitePaymentService(deps: { db: Database; repos: Repos; core: CheckoutCore; idempotent: Idempotent; invites: InviteService; outbox: MailQueue }) {
  const { db, repos, core } = deps;

  async function attempt(userId: string, body: Body, locale: MailLocale, log: FastifyBaseLogger) {
    const user = await repos.users.byId(userId);
    if (!user) throw conflict('invite.user.missing');
    if (await repos.orders.currentSubscription(userId)) throw conflict('subscription.current');
    const lockKey = `invite:${userId}`;
    if (!(await repos.idempotency.claim('lock', lockKey, 'lock'))) {
      const lock = await repos.idempotency.get('lock', lockKey);
      // Left behind by a copy that died mid-payment: take it over.
      if (!lock || Date.now() - new Date(lock.created_at).getTime() <= STALE_MS) throw conflict('payment.in.progress');
      await repos.idempotency.release('lock', lockKey);
      if (!(await repos.idempotency.claim('lock', lockKey, 'lock'))) throw conflict('payment.in.progress');
    }
    const holder = `invite:${userId}`;
    try {
      const address = body.address ?? user.address ?? null;
      const charged = await core.priceAndCharge({
        scope: holder,
        holder,
        pricing: {
          packageId: body.order.packageId,
          services: body.order.services,
          payForCoparent: false,
          country: address?.country ?? null,
          region: address?.region ?? null,
          paymentCodes: body.paymentCodes,
          promoCodes: body.promoCodes,
          request: { order: body.order },
        },
        payment: { ...body.payment, deviceData: body.payment.deviceData ?? body.deviceData },
        customer: { firstName: user.first_name, lastName: user.last_name, email: user.email },
        billing: address,
      });
      const now = new Date();
      const renewsAt = addYears(now, charged.pricing.years);
      try {
        const out = await db.transaction(async (tx) => {
          const familyId = user.family_id ?? (await repos.users.createFamily(tx));
          const country = address?.country ?? charged.pricing.pkg.country;
          await repos.users.update(user.id, {
            family_id: familyId, address,
            agreed_to_terms: body.agreedToTerms ?? (user.agreed_to_terms || country === 'US'),
            marketing_opt_in: body.marketingOptIn ?? user.marketing_opt_in ?? country === 'US',
          }, tx);
          const orderId = newId('ord');
          const p = charged.pricing;
          await repos.orders.createOrder({ id: orderId, kind: 'subscription', userId: user.id, registrationId: null, packageId: p.pkg.id, services: p.services, currency: p.pkg.currency, totalMinor: p.totalMinor, pricing: p.response, payForCoparent: false, promoCodes: body.promoCodes ?? [] }, tx);
          await tx.query('update transactions set order_id = $2 where id = $1', [charged.transactionId, orderId]);
          await repos.orders.createSubscription({ id: newId('sub'), userId: user.id, packageId: p.pkg.id, orderId, paidByUserId: user.id, renewsAt }, tx);
          await repos.codes.redeem(holder, orderId, tx);
          const credentials = await repos.tokens.issue('credentials', user.id, DAY, null, tx);
          const clickToJoin = await repos.tokens.issue('click_to_join', user.id, 30 * DAY, null, tx);
          const response = payResponse({
            charged, orderId, now, renewsAt,
            parent: { id: user.id, email: user.email ?? '', familyId, firstName: user.first_name, lastName: user.last_name },
            coParent: null, coParentCurrent: false, promoCodes: body.promoCodes ?? [],
            credentialsToken: credentials.token, clickToJoinToken: clickToJoin.token,
          });
          if (user.email) {
            await enqueueMail(tx, { kind: 'receipt', to: user.email, locale, data: { firstName: user.first_name, packageName: packageDisplayName(p.pkg, locale), total: formatMinor(p.totalMinor, p.pkg.currency), transactionId: response.receipt.transactionId, renewsAt: renewsAt.toISOString(), lastFour: charged.cardLastFour } });
          }
          return response;
        });
        deps.outbox.kick();
        return { status: 200, body: out };
      } catch (error) {
        await core.undo(charged, holder, db).catch((err) => log.error({ err }, 'could not void a charge after a failed order'));
        throw error;
      }
    } finally {
      await repos.idempotency.release('lock', lockKey);
    }
  }

  return {
    async pay(userId: string, token: string | undefined, idempotencyKey: string | undefined, body: Body, locale: MailLocale, log: FastifyBaseLogger) {
      await deps.invites.authenticate(userId, token);
      if (!idempotencyKey) throw badRequest([{ field: 'idempotency-key', text: 'validation:required' }]);
      return deps.idempotent(`invite:${userId}`, idempotencyKey, body, () => attempt(userId, body, locale, log));
    },
  };
}
