// spec §7 Register and pay (Parent A): one idempotent call that charges and then creates the
// family, the accounts, the order, the subscription(s) and the receipt (fulfilment.ts). spec §1:
// paying for the co-parent makes the co-parent's subscription current too. The charge, its lock
// and its recovery after a fault are the payment service's (payments.ts, CONTRACTS#money-under-faults); pricing and
// the run are the one subscription use case shared with the invite payment (subscription-payment.ts).
import type { z } from 'zod';
import type { registerAndPayRequestSchema } from '@join/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { forbidden, notFound } from '../lib/api-error';
import { holdsKey } from '../repositories/registrations-repo';
import type { MailLocale } from '../mail/templates';
import type { Repos } from '../repositories';
import { coParentHasAccount, registrationReady } from './fulfilment';
import { duplicateParentError } from './registration-service';
import { answerFor } from './stored-answers';
import type { StoredResponse } from './payments';
import { requireIdempotencyKey, type SubscriptionPayment } from './subscription-payment';

type Body = z.output<typeof registerAndPayRequestSchema>;

export function registerAndPayService(deps: { repos: Repos; subscriptions: SubscriptionPayment }) {
  const { repos } = deps;

  return {
    async pay(
      signupId: string,
      registrationKey: string | undefined,
      idempotencyKey: string | undefined,
      body: Body,
      locale: MailLocale,
      log: FastifyBaseLogger,
    ): Promise<StoredResponse> {
      const key = requireIdempotencyKey(idempotencyKey);
      const row = await repos.registrations.byId(signupId);
      // The key is checked first so a replay never shows a receipt to someone without it. Whether
      // the registration is still open is the payment's question: a same-key retry racing the
      // first answer must get the replay, not 403 registration.closed (CONTRACTS#money-under-faults).
      if (!row) throw notFound('registration.notFound');
      if (!holdsKey(row, registrationKey)) throw forbidden('registration.key.invalid');
      if (row.status !== 'paid' && new Date(row.expires_at).getTime() <= Date.now())
        throw forbidden('registration.key.expired');
      const scope = `reg:${signupId}`;
      const answer = await deps.subscriptions.pay({
        kind: 'registration',
        scope,
        subjectId: signupId,
        idempotencyKey: key,
        body,
        locale,
        log,
        async payer() {
          // spec §7: a Pay that says its parent is a confirmed duplicate is answered as one, uncharged.
          if (body.parentDuplicateConfirmed) throw duplicateParentError();
          const current = await registrationReady(repos, signupId);
          const data = current.data;
          const payForCoparent = Boolean(body.payForCoparent) && Boolean(data.coParent);
          if (
            payForCoparent &&
            data.coParent?.email &&
            (await repos.users.parentByEmail(data.coParent.email))
          )
            throw coParentHasAccount();
          return {
            customer: {
              firstName: data.parent.firstName,
              lastName: data.parent.lastName,
              email: data.parent.email,
            },
            address: body.address ?? data.address ?? null,
            phoneCountryCode: data.parent.phoneCountryCode,
            payForCoparent,
            referrerKey: current.referrer_key,
            request: { order: body.order, payForCoparent: body.payForCoparent ?? false },
            deviceData: body.payment.deviceData,
          };
        },
      });
      return answerFor(repos, answer, { secret: registrationKey, scope, idempotencyKey: key });
    },
  };
}
