// spec §7 Invite payment: the invited co-parent buys a subscription with the invite token.
// Idempotent and crash-safe like register-and-pay: the same payment service (payments.ts) takes
// the scope's lock atomically with the key, and checks "already paid" under that lock. Pricing
// and the run are the one subscription use case shared with register-and-pay (subscription-payment.ts).
import type { z } from 'zod';
import type { invitePayRequestSchema } from '@join/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { MailLocale } from '../mail/templates';
import { invitedPayer } from './fulfilment';
import type { InviteService } from './invite-service';
import type { StoredResponse } from './payments';
import type { Repos } from '../repositories';
import { ApiError } from '../lib/api-error';
import { answerFor } from './stored-answers';
import { requireIdempotencyKey, type SubscriptionPayment } from './subscription-payment';

type Body = z.output<typeof invitePayRequestSchema>;

export function invitePaymentService(deps: {
  repos: Repos;
  invites: InviteService;
  subscriptions: SubscriptionPayment;
}) {
  const { repos } = deps;

  return {
    async pay(
      userId: string,
      token: string | undefined,
      idempotencyKey: string | undefined,
      body: Body,
      locale: MailLocale,
      log: FastifyBaseLogger,
    ): Promise<StoredResponse> {
      const key = requireIdempotencyKey(idempotencyKey);
      try {
        await deps.invites.authenticate(userId, token);
      } catch (error) {
        // The payment retires the invite token; the retry of that same payment (its answer lost
        // on the way) still gets the answer, and nothing else gets through.
        const used = error instanceof ApiError && error.body.message === 'invite.used';
        const done = used ? await repos.idempotency.get(`invite:${userId}`, key) : undefined;
        if (done?.state !== 'done') throw error;
      }
      const scope = `invite:${userId}`;
      const answer = await deps.subscriptions.pay({
        kind: 'invite',
        scope,
        subjectId: userId,
        idempotencyKey: key,
        body,
        locale,
        log,
        async payer() {
          const user = await invitedPayer(repos, userId);
          return {
            customer: { firstName: user.first_name, lastName: user.last_name, email: user.email },
            address: body.address ?? user.address ?? null,
            phoneCountryCode: user.phone_country_code,
            payForCoparent: false,
            request: { order: body.order },
            deviceData: body.payment.deviceData ?? body.deviceData,
          };
        },
      });
      return answerFor(repos, answer, { secret: token as string, scope, idempotencyKey: key });
    },
  };
}
