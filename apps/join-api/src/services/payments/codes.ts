// spec §1: professionals pre-purchase subscription activation codes; a parent redeems one at
// checkout. The purchase goes through the one run (run.ts, CONTRACTS#money-under-faults):
// idempotent by key, recorded before the charge, voided when the codes cannot be created. Its card
// attempts count in the professional's, the address's and the device's decline buckets like any
// other Pay (card-attempts.ts): a free professional account is no way around the card-testing
// limits. This payer kind's steps, in the order a Pay meets them: authorise, price, precheck, fulfil.
import type { z } from 'zod';
import type { purchaseCodesRequestSchema } from '@join/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/api-error';
import { newActivationCode, newId } from '../../lib/ids';
import { formatMinor, toMajor, toMinor } from '../../lib/money';
import { enqueueMail } from '../../mail/outbox';
import { mailLocaleOf } from '../../mail/templates';
import type { PaymentRow } from '../../repositories/payments-repo';
import { isLive } from '../../repositories/tokens-repo';
import type { UserRow } from '../../repositories/users-repo';
import { bearerToken } from '../account-service';
import type { CardAttempts } from '../card-attempts';
import { packageDisplayName } from '../catalogue-service';
import type { Repos } from '../../repositories';
import { codesPlanOf } from './plan';
import type { PaymentService } from './run';
import { paymentTransaction } from './settle';
import { sameIntent, type ChargeFacts, type Fulfilled, type PayerKind, type PaymentPrepared } from './types';
import type { StoredResponse } from './types';

type PurchaseBody = z.output<typeof purchaseCodesRequestSchema>;

/** Authorise: a live session of a professional. */
async function authorise(repos: Repos, authorization: string | undefined) {
  const token = bearerToken(authorization);
  const session = token ? await repos.tokens.find('session', token) : undefined;
  const pro = isLive(session) && session.user_id ? await repos.users.byId(session.user_id) : undefined;
  if (!pro || pro.kind !== 'professional') throw unauthorized();
  return pro;
}

/** Price: the package's own price times the count, which the visitor was shown. */
async function price(repos: Repos, pro: UserRow, body: PurchaseBody): Promise<PaymentPrepared> {
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
}

/** Precheck: the buyer is still a professional. */
async function precheck(repos: Repos, tx: Queryable, professionalId: string) {
  const pro = await repos.users.byId(professionalId, tx);
  if (!pro || pro.kind !== 'professional') throw forbidden('auth.fail.message');
}

/** Fulfil: the order, the codes and the mail that lists them. */
async function fulfil(
  repos: Repos,
  tx: Queryable,
  payment: PaymentRow,
  charge: ChargeFacts,
): Promise<Fulfilled> {
  const plan = codesPlanOf(payment);
  const pro = await repos.users.byId(payment.subject_id, tx);
  if (!pro) throw forbidden('auth.fail.message');
  const orderId = newId('ord');
  const codes = Array.from({ length: plan.count }, newActivationCode);
  await repos.orders.createOrder(
    {
      id: orderId,
      kind: 'activation_codes',
      userId: pro.id,
      registrationId: null,
      packageId: plan.packageId,
      services: [],
      currency: payment.currency,
      totalMinor: payment.amount_minor,
      pricing: { count: plan.count, unitMinor: plan.unitMinor },
      payForCoparent: false,
      promoCodes: [],
    },
    tx,
  );
  await repos.orders.recordTransaction(
    paymentTransaction(payment, charge, orderId, 'submitted_for_settlement'),
    tx,
  );
  await repos.codes.insert(codes, plan.packageId, pro.id, orderId, tx);
  if (pro.email)
    await enqueueMail(tx, {
      kind: 'activation-codes',
      to: pro.email,
      locale: plan.locale,
      data: { firstName: pro.first_name, codes, packageName: plan.packageName },
    });
  const body = {
    orderId,
    codes: codes.map((code) => ({
      code,
      packageId: plan.packageId,
      amount: toMajor(plan.unitMinor),
      amountFormatted: formatMinor(plan.unitMinor, payment.currency),
    })),
  };
  return { status: 201, body, orderId };
}

/** The steps the run calls for a professional's code purchase. */
export function codesKind(deps: { repos: Repos }): PayerKind {
  return {
    precheck: (tx, professionalId) => precheck(deps.repos, tx, professionalId),
    fulfil: (tx, payment, charge) => fulfil(deps.repos, tx, payment, charge),
  };
}

/** The route's entry: POST activation-code purchase. */
export function codesPayment(deps: { repos: Repos; payments: PaymentService; cardAttempts: CardAttempts }) {
  const { repos } = deps;
  return {
    async purchase(
      authorization: string | undefined,
      idempotencyKey: string | undefined,
      body: PurchaseBody,
      ip: string,
      log: FastifyBaseLogger,
    ): Promise<StoredResponse> {
      const pro = await authorise(repos, authorization);
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
          prepare: () => price(repos, pro, body),
        }),
      );
    },
  };
}
