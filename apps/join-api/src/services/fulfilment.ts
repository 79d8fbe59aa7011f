// CONTRACTS#money-under-faults: what a charge turns into, in ONE transaction, whoever completes it (the request that
// charged, a same-key retry on another copy, or the sweeper): spec §7 register and pay (the
// family, accounts, order, subscriptions, codes, tokens, registration closed, receipt and
// co-parent invite), invite payment (the co-parent's order and subscription) and the
// professional's activation codes. Everything it needs is the payment row and its plan.
import type { z } from 'zod';
import type { invitePayRequestSchema, registerAndPayRequestSchema } from '@join/schemas';
import type { Queryable } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { conflict, forbidden } from '../lib/api-error';
import { newActivationCode, newId } from '../lib/ids';
import { formatMinor, toMajor } from '../lib/money';
import { enqueueMail } from '../mail/outbox';
import { inviteUrl, type MailLocale } from '../mail/templates';
import { receiptSummary } from '../mail/receipt-summary';
import type { NewTransaction } from '../repositories/orders-repo';
import type { PaymentKind, PaymentRow } from '../repositories/payments-repo';
import { packageDisplayName } from './catalogue-service';
import { addYears, type Charged } from './checkout-core';
import { payResponse, type PayResponseArgs } from './pay-response';
import type { PricingResult } from './pricing-service';
import type { Repos } from '../repositories';
import { duplicateParentError } from './registration-service';
import { inviteLifetimeMs } from './token-lifetimes';
import { codesPlanOf, subscriptionPlanOf, type SubscriptionPlan } from './payment-plan';

/**
 * Paying for a co-parent who already has an account would charge a second subscription that
 * cannot be granted (their account is not this family's to subscribe): refused, nothing charged.
 */
export const coParentHasAccount = () =>
  conflict('coparent.account.exists', [{ field: 'payForCoparent', text: 'validation:coParentHasAccount' }]);

export const FAMILY_COLORS = ['#2F80ED', '#EB5757', '#27AE60', '#F2994A', '#9B51E0', '#56CCF2', '#BB6BD9'];

/** The stored locale of a user who signed up in this mail language. */
const userLocale = (locale: MailLocale) => (locale === 'es' ? 'es_MX' : 'en_US');

/** The gateway's side of a completed charge. */
export interface ChargeFacts {
  gatewayTransactionId: string | null;
  paymentType: string;
  cardLastFour: string | null;
  cardType: string | null;
}

export interface Fulfilled {
  status: number;
  body: unknown;
  orderId: string;
}

export interface FulfilmentHandler {
  /** Refusals only the locked scope can answer (inside the claim transaction). */
  precheck(tx: Queryable, subjectId: string): Promise<void>;
  fulfil(tx: Queryable, payment: PaymentRow, charge: ChargeFacts): Promise<Fulfilled>;
  /** What the visitor is told when fulfilment failed for good (the charge is voided). */
  explain?(error: unknown): unknown;
}

/** The registration may still be paid for: open, its parent not a confirmed duplicate (spec §2:
 *  a confirmed duplicate parent goes to /duplicate, never to a charge) and its parent's email not
 *  taken meanwhile. */
export async function registrationReady(repos: Repos, signupId: string, tx?: Queryable) {
  const row = await openRegistration(repos, signupId, tx);
  if (row.parent_duplicate_confirmed) throw duplicateParentError();
  if (await repos.users.parentByEmail(row.data.parent.email, tx)) throw duplicateParentError();
  return row;
}
async function openRegistration(repos: Repos, signupId: string, tx?: Queryable) {
  const row = await repos.registrations.byId(signupId, tx);
  if (!row || row.status === 'paid') throw forbidden('registration.closed');
  return row;
}

/** The invited co-parent exists and has no current subscription yet. */
export async function invitedPayer(repos: Repos, userId: string, tx?: Queryable) {
  const user = await repos.users.byId(userId, tx);
  if (!user) throw conflict('invite.user.missing');
  if (await repos.orders.currentSubscription(userId, tx)) throw conflict('subscription.current');
  return user;
}

/** A subscription payment's stored plan, with its request body as the scope sent it. */
function storedSubscription<B extends SubscriptionPlan['body']>(payment: PaymentRow) {
  const plan = subscriptionPlanOf(payment);
  return { plan, body: plan.body as B, address: plan.billing ?? null, p: plan.pricing };
}

/** The gateway transaction of a payment: settled with its order, or voided without one. */
export function paymentTransaction(
  payment: PaymentRow,
  charge: ChargeFacts,
  orderId: string | null,
  status: NewTransaction['status'],
): NewTransaction {
  return {
    id: newId('txn'),
    orderId,
    scope: payment.scope,
    gateway: payment.gateway,
    gatewayId: charge.gatewayTransactionId,
    status,
    amountMinor: payment.amount_minor,
    currency: payment.currency,
    paymentType: charge.paymentType,
    cardLastFour: charge.cardLastFour,
    cardType: charge.cardType,
  };
}

export function fulfilment(deps: {
  repos: Repos;
  publicUrl: string;
  inviteTtlDays: number;
}): Record<PaymentKind, FulfilmentHandler> {
  const { repos } = deps;

  const chargedOf = (payment: PaymentRow, plan: SubscriptionPlan, charge: ChargeFacts): Charged => ({
    pricing: plan.pricing,
    transactionId: payment.id,
    gatewayTransactionId: charge.gatewayTransactionId,
    paymentType: charge.paymentType as Charged['paymentType'],
    cardLastFour: charge.cardLastFour,
    cardType: charge.cardType,
  });

  async function recordTransaction(tx: Queryable, payment: PaymentRow, orderId: string, charge: ChargeFacts) {
    await repos.orders.recordTransaction(
      paymentTransaction(payment, charge, orderId, 'submitted_for_settlement'),
      tx,
    );
  }

  const receiptData = (
    firstName: string,
    p: PricingResult,
    locale: MailLocale,
    transactionId: string,
    renewsAt: Date,
    charge: ChargeFacts,
    paidAt: Date,
  ) => {
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
  };

  /**
   * What a subscription charge turns into for its payer, whoever the payer is: the order, the
   * gateway transaction, the payer's subscription (and the co-parent's when paid for), the
   * activation codes redeemed, the credentials and click-to-join tokens, the answer and the
   * receipt mail.
   */
  async function subscribe(
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
  ) {
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
    await recordTransaction(tx, payment, orderId, charge);
    await repos.orders.createSubscription(
      { id: newId('sub'), userId: payer.id, packageId: p.pkg.id, orderId, paidByUserId: payer.id, renewsAt },
      tx,
    );
    if (order.alsoSubscribes)
      await repos.orders.createSubscription(
        {
          id: newId('sub'),
          userId: order.alsoSubscribes,
          packageId: p.pkg.id,
          orderId,
          paidByUserId: payer.id,
          renewsAt,
        },
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

  const registration: FulfilmentHandler = {
    precheck: (tx, signupId) => registrationReady(repos, signupId, tx).then(() => undefined),
    async fulfil(tx, payment, charge) {
      const { plan, body, address, p } =
        storedSubscription<z.output<typeof registerAndPayRequestSchema>>(payment);
      const row = await openRegistration(repos, payment.subject_id, tx);
      const data = row.data;
      const now = new Date();
      const familyId = await repos.users.createFamily(tx);
      const country = address?.country ?? p.pkg.country;
      const parent = await repos.users.create(
        {
          kind: 'parent',
          family_id: familyId,
          email: data.parent.email,
          first_name: data.parent.firstName,
          last_name: data.parent.lastName,
          phone_country_code: data.parent.phoneCountryCode,
          phone_number: data.parent.phoneNumber,
          timezone: data.parent.timeZone ?? null,
          address,
          color: FAMILY_COLORS[0],
          agreed_to_terms: body.agreedToTerms ?? country === 'US',
          locale: userLocale(plan.locale),
          // spec §5: marketing opt-in defaults to true when consent is not required (US).
          marketing_opt_in: body.marketingOptIn ?? country === 'US',
        },
        tx,
      );
      let coParent = null as null | { id: string; email: string | null; firstName: string };
      if (data.coParent) {
        const existing = data.coParent.email
          ? await repos.users.parentByEmail(data.coParent.email, tx)
          : undefined;
        // Paid for two but only one can be given (the co-parent's account appeared after the
        // check before the charge): refusing here voids the charge (payments.ts cancelCharge).
        if (existing && p.response.payForCoParent) throw coParentHasAccount();
        if (!existing) {
          const created = await repos.users.create(
            {
              kind: 'parent',
              family_id: familyId,
              email: data.coParent.email,
              first_name: data.coParent.firstName,
              last_name: data.coParent.lastName,
              phone_country_code: data.coParent.phoneCountryCode ?? null,
              phone_number: data.coParent.phoneNumber,
              invited_by_id: parent.id,
              color: FAMILY_COLORS[1],
              // The co-parent is first written to in the inviting parent's language (CONTRACTS#both-languages).
              locale: userLocale(plan.locale),
            },
            tx,
          );
          coParent = { id: created.id, email: created.email, firstName: created.first_name };
        }
      }
      for (const [i, child] of (data.children ?? []).entries()) {
        await repos.users.create(
          {
            kind: 'child',
            family_id: familyId,
            email: child.email,
            first_name: child.firstName,
            last_name: child.lastName,
            color: FAMILY_COLORS[(i + 2) % FAMILY_COLORS.length],
          },
          tx,
        );
      }
      const coParentCurrent = Boolean(coParent && p.response.payForCoParent);
      const done = await subscribe(tx, payment, charge, plan, now, {
        payer: {
          id: parent.id,
          email: parent.email,
          firstName: parent.first_name,
          lastName: parent.last_name,
          familyId,
        },
        registrationId: row.id,
        payForCoparent: p.response.payForCoParent,
        alsoSubscribes: coParent && coParentCurrent ? coParent.id : null,
        coParent: data.coParent
          ? {
              email: data.coParent.email,
              phone: data.coParent.phoneNumber
                ? `${data.coParent.phoneCountryCode ?? ''}${data.coParent.phoneNumber}`
                : null,
            }
          : null,
      });
      await repos.registrations.markPaid(row.id, parent.id, tx);
      if (coParent) {
        const invite = await repos.tokens.issue(
          'invite',
          coParent.id,
          inviteLifetimeMs(deps.inviteTtlDays),
          null,
          tx,
        );
        if (coParent.email) {
          await enqueueMail(tx, {
            kind: 'coparent-invite',
            to: coParent.email,
            locale: plan.locale,
            data: {
              inviterName: `${parent.first_name} ${parent.last_name}`,
              firstName: coParent.firstName,
              url: inviteUrl(deps.publicUrl, invite.token, coParent.id),
              paid: coParentCurrent,
            },
          });
        }
      }
      return done;
    },
    // Two sign-ups with one email racing: the unique index makes the later one a duplicate.
    explain: (error) => (isUniqueViolation(error) ? duplicateParentError() : error),
  };

  const invite: FulfilmentHandler = {
    precheck: (tx, userId) => invitedPayer(repos, userId, tx).then(() => undefined),
    async fulfil(tx, payment, charge) {
      const { plan, body, address, p } = storedSubscription<z.output<typeof invitePayRequestSchema>>(payment);
      const user = await invitedPayer(repos, payment.subject_id, tx);
      const now = new Date();
      const familyId = user.family_id ?? (await repos.users.createFamily(tx));
      const country = address?.country ?? p.pkg.country;
      await repos.users.update(
        user.id,
        {
          family_id: familyId,
          address,
          agreed_to_terms: body.agreedToTerms ?? (user.agreed_to_terms || country === 'US'),
          marketing_opt_in: body.marketingOptIn ?? user.marketing_opt_in ?? country === 'US',
        },
        tx,
      );
      // CONTRACTS#trust 5: a paid invite is over. Its link and any credentials token made from it
      // stop working with the payment; the answer's fresh credentials token is the way on.
      await repos.tokens.retireAllFor(['invite', 'credentials'], user.id, tx);
      return subscribe(tx, payment, charge, plan, now, {
        payer: {
          id: user.id,
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          familyId,
        },
        registrationId: null,
        payForCoparent: false,
        alsoSubscribes: null,
        coParent: null,
      });
    },
  };

  const activationCodes: FulfilmentHandler = {
    async precheck(tx, professionalId) {
      const pro = await repos.users.byId(professionalId, tx);
      if (!pro || pro.kind !== 'professional') throw forbidden('auth.fail.message');
    },
    async fulfil(tx, payment, charge) {
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
      await recordTransaction(tx, payment, orderId, charge);
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
    },
  };

  return { registration, invite, activation_codes: activationCodes };
}
export type Fulfilment = ReturnType<typeof fulfilment>;
