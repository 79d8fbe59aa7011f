// spec §7 Register and pay (Parent A): one idempotent call that charges and then creates the
// family, the accounts, the order, the subscription(s) and the receipt (fulfilment.ts). spec §1:
// paying for the co-parent makes the co-parent's subscription current too. The charge, its lock
// and its recovery after a fault are the payment service's (payments.ts, issue 12).
import type { z } from 'zod';
import type { registerAndPayRequestSchema } from '@join/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, forbidden, notFound } from '../lib/api-error';
import { sha256 } from '../lib/ids';
import type { MailLocale } from '../mail/templates';
import type { Repos } from './repos';
import type { CheckoutCore } from './checkout-core';
import { sameIntent, type PaymentService, type StoredResponse } from './payments';
import { duplicateParentError } from './registration-service';

type Body = z.output<typeof registerAndPayRequestSchema>;

export function registerAndPayService(deps: { repos: Repos; core: CheckoutCore; payments: PaymentService }) {
  const { repos, core } = deps;

  return {
    async pay(signupId: string, registrationKey: string | undefined, idempotencyKey: string | undefined, body: Body, locale: MailLocale, log: FastifyBaseLogger): Promise<StoredResponse> {
      if (!idempotencyKey) throw badRequest([{ field: 'idempotency-key', text: 'validation:required' }]);
      const row = await repos.registrations.byId(signupId);
      // The key is checked first so a replay never shows a receipt to someone without it. Whether
      // the registration is still open is the payment's question: a same-key retry racing the
      // first answer must get the replay, not 403 registration.closed (issue 12).
      if (!row) throw notFound('registration.notFound');
      if (!registrationKey || sha256(registrationKey) !== row.key_hash) throw forbidden('registration.key.invalid');
      if (row.status !== 'paid' && new Date(row.expires_at).getTime() <= Date.now()) throw forbidden('registration.key.expired');
      const scope = `reg:${signupId}`;
      return deps.payments.run({
        kind: 'registration',
        scope,
        subjectId: signupId,
        idempotencyKey,
        request: sameIntent(body),
        log,
        async prepare() {
          const current = await repos.registrations.byId(signupId);
          if (!current || current.status === 'paid') throw forbidden('registration.closed');
          const data = current.data;
          if (await repos.users.parentByEmail(data.parent.email)) throw duplicateParentError();
          const address = body.address ?? data.address ?? null;
          const pricing = await core.priceForPayment({
            holder: scope,
            pricing: {
              packageId: body.order.packageId,
              services: body.order.services,
              payForCoparent: Boolean(body.payForCoparent) && Boolean(data.coParent),
              country: address?.country ?? null,
              region: address?.region ?? null,
              paymentCodes: body.paymentCodes,
              promoCodes: body.promoCodes,
              referrerKey: current.referrer_key,
              request: { order: body.order, payForCoparent: body.payForCoparent ?? false },
            },
            payment: body.payment,
            postalCode: address?.postalCode ?? null,
            phoneCountryCode: data.parent.phoneCountryCode,
          });
          return {
            amountMinor: pricing.totalMinor,
            currency: pricing.pkg.currency,
            paymentType: pricing.totalMinor === 0 ? 'ACTIVATION_CODE' : body.payment.paymentType,
            nonce: pricing.totalMinor === 0 ? null : (body.payment.nonce ?? null),
            codes: pricing.codes,
            plan: { pricing, locale, billing: address, body },
            charge: { customer: { firstName: data.parent.firstName, lastName: data.parent.lastName, email: data.parent.email }, billing: address, deviceData: body.payment.deviceData },
            market: pricing.pkg.country,
          };
        },
      });
    },
  };
}
