// spec §1: professionals pre-purchase subscription activation codes; a parent redeems one at
// checkout. Operators and the sandbox mint codes without paying. The purchase goes through the
// one payment service (CONTRACTS#money-under-faults): idempotent by key, recorded before the charge, voided when the
// codes cannot be created. Its card attempts count in the professional's, the address's and the
// device's decline buckets like any other Pay (card-attempts.ts): a free professional account is no
// way around the card-testing limits.
import type { z } from 'zod';
import type { purchaseCodesRequestSchema } from '@join/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, conflict, notFound, unauthorized } from '../lib/api-error';
import { newActivationCode } from '../lib/ids';
import { toMinor } from '../lib/money';
import type { Database } from '../db/database';
import { mailLocaleOf } from '../mail/templates';
import { isLive } from '../repositories/tokens-repo';
import { bearerToken } from './account-service';
import { sameIntent, type PaymentService, type StoredResponse } from './payments';
import type { Repos } from '../repositories';
import type { CardAttempts } from './card-attempts';
import { packageDisplayName } from './catalogue-service';

type PurchaseBody = z.output<typeof purchaseCodesRequestSchema>;

export function activationCodeService(deps: {
  db: Database;
  repos: Repos;
  payments: PaymentService;
  cardAttempts: CardAttempts;
}) {
  const { repos } = deps;
  return {
    async mint(
      packageId: number,
      count: number,
      professionalId: string | null = null,
      orderId: string | null = null,
    ) {
      if (!(await repos.catalogue.packageById(packageId))) throw notFound('package.notFound');
      const codes = Array.from({ length: count }, newActivationCode);
      await deps.db.transaction((tx) => repos.codes.insert(codes, packageId, professionalId, orderId, tx));
      return codes;
    },
    async purchase(
      authorization: string | undefined,
      idempotencyKey: string | undefined,
      body: PurchaseBody,
      ip: string,
      log: FastifyBaseLogger,
    ): Promise<StoredResponse> {
      const token = bearerToken(authorization);
      const session = token ? await repos.tokens.find('session', token) : undefined;
      const pro = isLive(session) && session.user_id ? await repos.users.byId(session.user_id) : undefined;
      if (!pro || pro.kind !== 'professional') throw unauthorized();
      if (!idempotencyKey) throw badRequest([{ field: 'idempotency-key', text: 'validation:required' }]);
      const attempt = { scope: `codes:${pro.id}`, ip, deviceData: body.payment.deviceData };
      return deps.cardAttempts.guard(attempt, () =>
        deps.payments.run({
          kind: 'activation_codes',
          scope: `codes:${pro.id}`,
          subjectId: pro.id,
          idempotencyKey,
          request: sameIntent(body),
          log,
          async prepare() {
            const pkg = await repos.catalogue.packageById(body.packageId);
            if (!pkg || pkg.build_your_own) throw notFound('package.notFound');
            const totalMinor = pkg.price_minor * body.count;
            if (toMinor(body.payment.amountDisplayed) !== totalMinor) throw conflict('pricing.changed');
            if (!body.payment.nonce)
              throw badRequest(
                [{ field: 'payment.nonce', text: 'validation:paymentMethodIncomplete' }],
                'payment.method.missing',
              );
            return {
              amountMinor: totalMinor,
              currency: pkg.currency,
              paymentType: body.payment.paymentType,
              nonce: body.payment.nonce,
              codes: [],
              plan: {
                packageId: pkg.id,
                count: body.count,
                unitMinor: pkg.price_minor,
                packageName: packageDisplayName(pkg, mailLocaleOf(pro.locale)),
                locale: mailLocaleOf(pro.locale),
                billing: null,
              },
              charge: {
                customer: { firstName: pro.first_name, lastName: pro.last_name, email: pro.email },
                billing: pro.address,
                deviceData: body.payment.deviceData,
              },
              market: pkg.country,
            };
          },
        }),
      );
    },
  };
}
export type ActivationCodeService = ReturnType<typeof activationCodeService>;
