// spec §7 Register and pay (Parent A) and Invite payment (the invited co-parent) are one use case:
// a payer buys a subscription. Who may pay and who the payer is differ (registration.ts,
// invite.ts); how the order is priced and what the charge turns into (the order, the
// subscriptions, the codes redeemed, the answer and the receipt) are the same, written once here.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../lib/api-error';
import { newId } from '../../lib/ids';
import { formatMinor } from '../../lib/money';
import { enqueueMail } from '../../mail/outbox';
import { receiptSummary } from '../../mail/receipt-summary';
import type { MailLocale } from '../../mail/templates';
import type { PaymentKind, PaymentRow } from '../../repositories/payments-repo';
import { packageDisplayName } from '../catalogue-service';
import type { PricingResult } from '../pricing-service';
import type { Repos } from '../../repositories';
import { payResponse, type PayResponseArgs } from './pay-response';
import { subscriptionPlanOf, type SubscriptionBody, type SubscriptionPlan } from './plan';
import type { PaymentService } from './run';
import { paymentTransaction } from './settle';
import { answerFor } from './stored-answers';
import { addYears, type Charged, type CheckoutCore } from './subscription-price';
import {
  sameIntent,
  type ChargeFacts,
  type Fulfilled,
  type PaymentPrepared,
  type StoredResponse,
} from './types';

export type { SubscriptionBody };

export const FAMILY_COLORS = ['#2F80ED', '#EB5757', '#27AE60', '#F2994A', '#9B51E0', '#56CCF2', '#BB6BD9'];

/** The stored locale of a user who signed up in this mail language. */
export const userLocale = (locale: MailLocale) => (locale === 'es' ? 'es_MX' : 'en_US');

/** Who pays, as the scope's own checks found them (read again under the payment's lock). */
export interface SubscriptionPayer {
  customer: PaymentPrepared['charge']['customer'];
  /** The billing address: the one sent with the payment, else the stored one. */
  address:
    | (NonNullable<PaymentPrepared['charge']['billing']> & {
        country?: string | null;
        region?: string | null;
        type?: string;
      })
    | null;
  phoneCountryCode: string | null | undefined;
  payForCoparent: boolean;
  referrerKey?: string | null;
  /** What the pricing answer echoes of the request. */
  request: Record<string, unknown>;
  deviceData: string | null | undefined;
}

/** Every payment needs an Idempotency-Key (ARCHITECTURE.md: a retried Pay never charges twice). */
export function requireIdempotencyKey(key: string | undefined): string {
  if (!key) throw badRequest([{ field: 'idempotency-key', text: 'validation:required' }]);
  return key;
}

/** Prices the order for the payer; throws when nothing may be charged (subscription-price.ts). */
export async function priceSubscription(
  core: CheckoutCore,
  scope: string,
  body: SubscriptionBody,
  locale: MailLocale,
  payer: SubscriptionPayer,
): Promise<PaymentPrepared> {
  const address = payer.address;
  const pricing = await core.priceForPayment({
    holder: scope,
    pricing: {
      packageId: body.order.packageId,
      services: body.order.services,
      payForCoparent: payer.payForCoparent,
      country: address?.country ?? null,
      region: address?.region ?? null,
      paymentCodes: body.paymentCodes,
      promoCodes: body.promoCodes,
      ...(payer.referrerKey !== undefined ? { referrerKey: payer.referrerKey } : {}),
      request: payer.request,
    },
    payment: body.payment,
    postalCode: address?.postalCode ?? null,
    phoneCountryCode: payer.phoneCountryCode,
  });
  return {
    amountMinor: pricing.totalMinor,
    currency: pricing.pkg.currency,
    paymentType: pricing.totalMinor === 0 ? 'ACTIVATION_CODE' : body.payment.paymentType,
    nonce: pricing.totalMinor === 0 ? null : (body.payment.nonce ?? null),
    codes: pricing.codes,
    plan: { pricing, locale, billing: address, body },
    charge: { customer: payer.customer, billing: address, deviceData: payer.deviceData },
    market: pricing.pkg.country,
  };
}

/** What a subscription kind tells the shared entry: who may pay, and who the payer is. */
export interface SubscriptionKind<B extends SubscriptionBody> {
  kind: Extract<PaymentKind, 'registration' | 'invite'>;
  scope(subjectId: string): string;
  /** Authorise; answers the caller's secret, from which the answer's tokens are derived. */
  authorise(subjectId: string, secret: string | undefined, idempotencyKey: string): Promise<string>;
  /** Asked only when the key has no answer yet (a replay never asks it). */
  payer(subjectId: string, body: B): Promise<SubscriptionPayer>;
}

/** A subscription kind's route entry: authorise, then the run with the kind's price, then the answer. */
export function subscriptionPayment<B extends SubscriptionBody>(
  deps: { repos: Repos; core: CheckoutCore; payments: PaymentService },
  kind: SubscriptionKind<B>,
) {
  return {
    async pay(
      subjectId: string,
      secret: string | undefined,
      idempotencyKey: string | undefined,
      body: B,
      locale: MailLocale,
      log: FastifyBaseLogger,
    ): Promise<StoredResponse> {
      const key = requireIdempotencyKey(idempotencyKey);
      const holder = await kind.authorise(subjectId, secret, key);
      const scope = kind.scope(subjectId);
      const answer = await deps.payments.run({
        kind: kind.kind,
        scope,
        subjectId,
        idempotencyKey: key,
        request: sameIntent(body),
        log,
        prepare: async () =>
          priceSubscription(deps.core, scope, body, locale, await kind.payer(subjectId, body)),
      });
      return answerFor(deps.repos, answer, { secret: holder, scope, idempotencyKey: key });
    },
  };
}

/** A subscription payment's stored plan, with its request body as the scope sent it. */
export function storedSubscription<B extends SubscriptionBody>(payment: PaymentRow) {
  const plan = subscriptionPlanOf(payment);
  return { plan, body: plan.body as B, address: plan.billing ?? null, p: plan.pricing };
}

const chargedOf = (payment: PaymentRow, plan: SubscriptionPlan, charge: ChargeFacts): Charged => ({
  pricing: plan.pricing,
  transactionId: payment.id,
  gatewayTransactionId: charge.gatewayTransactionId,
  paymentType: charge.paymentType as Charged['paymentType'],
  cardLastFour: charge.cardLastFour,
  cardType: charge.cardType,
});

function receiptData(
  firstName: string,
  p: PricingResult,
  locale: MailLocale,
  transactionId: string,
  renewsAt: Date,
  charge: ChargeFacts,
  paidAt: Date,
) {
  const packageName = packageDisplayName(p.pkg, locale);
  return {
    firstName,
    packageName,
    total: formatMinor(p.totalMinor, p.pkg.currency),
    transactionId,
    renewsAt: renewsAt.toISOString(),
    lastFour: charge.cardLastFour,
    summary: receiptSummary({
      packageId: p.pkg.id,
      packageName,
      vatInclusive: p.pkg.vat_inclusive,
      buildYourOwn: p.pkg.build_your_own,
      services: p.services,
      pricing: p.response,
    }),
    payment: {
      paymentType: charge.paymentType,
      cardType: charge.cardType,
      lastFour: charge.cardLastFour,
      paidAt: paidAt.toISOString(),
    },
  };
}

/**
 * What a subscription charge turns into for its payer, whoever the payer is: the order, the
 * gateway transaction, the payer's subscription (and the co-parent's when paid for), the
 * activation codes redeemed, the answer and the receipt mail.
 */
export async function subscribe(
  repos: Repos,
  tx: Queryable,
  payment: PaymentRow,
  charge: ChargeFacts,
  plan: SubscriptionPlan,
  now: Date,
  order: {
    payer: { id: string; email: string | null; firstName: string; lastName: string; familyId: string };
    registrationId: string | null;
    payForCoparent: boolean;
    /** The co-parent whose subscription this order pays too. */
    alsoSubscribes: string | null;
    coParent: PayResponseArgs['coParent'];
  },
): Promise<Fulfilled> {
  const p = plan.pricing;
  const promoCodes = plan.body.promoCodes ?? [];
  const renewsAt = addYears(now, p.years);
  const orderId = newId('ord');
  const { payer } = order;
  await repos.orders.createOrder(
    {
      id: orderId,
      kind: 'subscription',
      userId: payer.id,
      registrationId: order.registrationId,
      packageId: p.pkg.id,
      services: p.services,
      currency: p.pkg.currency,
      totalMinor: p.totalMinor,
      pricing: p.response,
      payForCoparent: order.payForCoparent,
      promoCodes,
    },
    tx,
  );
  await repos.orders.recordTransaction(
    paymentTransaction(payment, charge, orderId, 'submitted_for_settlement'),
    tx,
  );
  const subscription = { packageId: p.pkg.id, orderId, paidByUserId: payer.id, renewsAt };
  await repos.orders.createSubscription({ id: newId('sub'), userId: payer.id, ...subscription }, tx);
  if (order.alsoSubscribes)
    await repos.orders.createSubscription(
      { id: newId('sub'), userId: order.alsoSubscribes, ...subscription },
      tx,
    );
  await repos.codes.redeem(payment.scope, orderId, tx);
  const response = payResponse({
    charged: chargedOf(payment, plan, charge),
    orderId,
    now,
    renewsAt,
    parent: {
      id: payer.id,
      email: payer.email ?? '',
      familyId: payer.familyId,
      firstName: payer.firstName,
      lastName: payer.lastName,
    },
    coParent: order.coParent,
    coParentCurrent: Boolean(order.alsoSubscribes),
    promoCodes,
    // Filled in for the caller by answerFor (stored-answers.ts): derived from the caller's secret,
    // so the answer and its every replay carry the same tokens.
    credentialsToken: '',
    clickToJoinToken: '',
  });
  // The mails commit with the order: a paid order always has its receipt queued.
  if (payer.email)
    await enqueueMail(tx, {
      kind: 'receipt',
      to: payer.email,
      locale: plan.locale,
      data: receiptData(
        payer.firstName,
        p,
        plan.locale,
        response.receipt.transactionId,
        renewsAt,
        charge,
        now,
      ),
    });
  return { status: 200, body: response, orderId };
}
