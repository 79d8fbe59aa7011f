// spec §7 Invite payment: the invited co-parent buys a subscription with the invite token.
// Idempotent and crash-safe like register-and-pay: the same payment service (payments.ts) takes
// the scope's lock atomically with the key, and checks "already paid" under that lock.
import type { z } from 'zod';
import type { invitePayRequestSchema } from '@join/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, conflict } from '../lib/api-error';
import type { MailLocale } from '../mail/templates';
import type { CheckoutCore } from './checkout-core';
import type { InviteService } from './invite-service';
import { sameIntent, type PaymentService, type StoredResponse } from './payments';
import type { Repos } from './repos';

type Body = z.output<typeof invitePayRequestSchema>;

export function invitePaymentService(deps: { repos: Repos; core: CheckoutCore; invites: InviteService; payments: PaymentService }) {
  const { repos, core } = deps;

  return {
    async pay(userId: string, token: string | undefined, idempotencyKey: string | undefined, body: Body, locale: MailLocale, log: FastifyBaseLogger): Promise<StoredResponse> {
      await deps.invites.authenticate(userId, token);
      if (!idempotencyKey) throw badRequest([{ field: 'idempotency-key', text: 'validation:required' }]);
      const scope = `invite:${userId}`;
      return deps.payments.run({
        kind: 'invite',
        scope,
        subjectId: userId,
        idempotencyKey,
        request: sameIntent(body),
        log,
        async prepare() {
          const user = await repos.users.byId(userId);
          if (!user) throw conflict('invite.user.missing');
          if (await repos.orders.currentSubscription(userId)) throw conflict('subscription.current');
          const address = body.address ?? user.address ?? null;
          const pricing = await core.priceForPayment({
            holder: scope,
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
            payment: body.payment,
            postalCode: address?.postalCode ?? null,
            phoneCountryCode: user.phone_country_code,
          });
          return {
            amountMinor: pricing.totalMinor,
            currency: pricing.pkg.currency,
            paymentType: pricing.totalMinor === 0 ? 'ACTIVATION_CODE' : body.payment.paymentType,
            nonce: pricing.totalMinor === 0 ? null : (body.payment.nonce ?? null),
            codes: pricing.codes,
            plan: { pricing, locale, billing: address, body },
            charge: { customer: { firstName: user.first_name, lastName: user.last_name, email: user.email }, billing: address, deviceData: body.payment.deviceData ?? body.deviceData },
            market: pricing.pkg.country,
          };
        },
      });
    },
  };
}
