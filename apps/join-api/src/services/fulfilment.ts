// Issue 12: what a charge turns into, in ONE transaction, whoever completes it (the request that
// charged, a same-key retry on another copy, or the sweeper): spec §7 register and pay (the
// family, accounts, order, subscriptions, codes, tokens, registration closed, receipt and
// co-parent invite), invite payment (the co-parent's order and subscription) and the
// professional's activation codes. Everything it needs is the payment row and its plan.
import type { z } from 'zod';
import type { invitePayRequestSchema, registerAndPayRequestSchema } from '@join/schemas';
import type { Queryable } from '../db/database';
import { conflict, forbidden } from '../lib/api-error';
import { newActivationCode, newId } from '../lib/ids';
import { formatMinor, toMajor } from '../lib/money';
import { enqueueMail } from '../mail/outbox';
import { inviteUrl, type MailLocale } from '../mail/templates';
import type { PaymentKind, PaymentRow } from '../repositories/payments-repo';
import { packageDisplayName } from './catalogue-service';
import { addYears, type Charged } from './checkout-core';
import { payResponse } from './pay-response';
import type { PricingResult } from './pricing-service';
import type { Repos } from './repos';
import { duplicateParentError } from './registration-service';

export const FAMILY_COLORS = ['#2F80ED', '#EB5757', '#27AE60', '#F2994A', '#9B51E0', '#56CCF2', '#BB6BD9'];
const DAY = 24 * 60 * 60 * 1000;

/** The stored locale of a user who signed up in this mail language. */
const userLocale = (locale: MailLocale) => (locale === 'es' ? 'es_MX' : 'en_US');

type Address = NonNullable<PaymentPlan['billing']>;
export interface SubscriptionPlan {
  pricing: PricingResult;
  locale: MailLocale;
  billing: { line1?: string | null; line2?: string | null; city?: string | null; region?: string | null; postalCode?: string | null; country?: string | null; type?: string } | null;
  body: z.output<typeof registerAndPayRequestSchema> | z.output<typeof invitePayRequestSchema>;
}
export interface CodesPlan {
  packageId: number;
  count: number;
  unitMinor: number;
  packageName: string;
  locale: MailLocale;
  billing: null;
}
export type PaymentPlan = SubscriptionPlan | CodesPlan;

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

export function fulfilment(deps: { repos: Repos; publicUrl: string; inviteTtlDays: number }): Record<PaymentKind, FulfilmentHandler> {
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
      {
        id: newId('txn'),
        orderId,
        scope: payment.scope,
        gateway: payment.gateway,
        gatewayId: charge.gatewayTransactionId,
        status: 'submitted_for_settlement',
        amountMinor: payment.amount_minor,
        currency: payment.currency,
        paymentType: charge.paymentType,
        cardLastFour: charge.cardLastFour,
        cardType: charge.cardType,
      },
      tx,
    );
  }

  const receiptData = (firstName: string, p: PricingResult, locale: MailLocale, transactionId: string, renewsAt: Date, lastFour: string | null) => ({
    firstName,
    packageName: packageDisplayName(p.pkg, locale),
    total: formatMinor(p.totalMinor, p.pkg.currency),
    transactionId,
    renewsAt: renewsAt.toISOString(),
    lastFour,
  });

  const registration: FulfilmentHandler = {
    async precheck(tx, signupId) {
      const row = await repos.registrations.byId(signupId, tx);
      if (!row || row.status === 'paid') throw forbidden('registration.closed');
      if (await repos.users.parentByEmail(row.data.parent.email, tx)) throw duplicateParentError();
    },
    async fulfil(tx, payment, charge) {
      const plan = payment.plan as SubscriptionPlan;
      const body = plan.body as z.output<typeof registerAndPayRequestSchema>;
      const row = await repos.registrations.byId(payment.subject_id, tx);
      if (!row || row.status === 'paid') throw forbidden('registration.closed');
      const data = row.data;
      const address = (plan.billing ?? null) as Address | null;
      const p = plan.pricing;
      const now = new Date();
      const renewsAt = addYears(now, p.years);
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
        const existing = data.coParent.email ? await repos.users.parentByEmail(data.coParent.email, tx) : undefined;
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
              // The co-parent is first written to in the inviting parent's language (issue 16).
              locale: userLocale(plan.locale),
            },
            tx,
          );
          coParent = { id: created.id, email: created.email, firstName: created.first_name };
        }
      }
      for (const [i, child] of (data.children ?? []).entries()) {
        await repos.users.create(
          { kind: 'child', family_id: familyId, email: child.email, first_name: child.firstName, last_name: child.lastName, color: FAMILY_COLORS[(i + 2) % FAMILY_COLORS.length] },
          tx,
        );
      }
      const orderId = newId('ord');
      await repos.orders.createOrder(
        {
          id: orderId,
          kind: 'subscription',
          userId: parent.id,
          registrationId: row.id,
          packageId: p.pkg.id,
          services: p.services,
          currency: p.pkg.currency,
          totalMinor: p.totalMinor,
          pricing: p.response,
          payForCoparent: p.response.payForCoParent,
          promoCodes: body.promoCodes ?? [],
        },
        tx,
      );
      await recordTransaction(tx, payment, orderId, charge);
      await repos.orders.createSubscription({ id: newId('sub'), userId: parent.id, packageId: p.pkg.id, orderId, paidByUserId: parent.id, renewsAt }, tx);
      const coParentCurrent = Boolean(coParent && p.response.payForCoParent);
      if (coParent && coParentCurrent) await repos.orders.createSubscription({ id: newId('sub'), userId: coParent.id, packageId: p.pkg.id, orderId, paidByUserId: parent.id, renewsAt }, tx);
      await repos.codes.redeem(payment.scope, orderId, tx);
      await repos.registrations.markPaid(row.id, parent.id, tx);
      const credentials = await repos.tokens.issue('credentials', parent.id, DAY, null, tx);
      const clickToJoin = await repos.tokens.issue('click_to_join', parent.id, 30 * DAY, null, tx);
      const invite = coParent ? await repos.tokens.issue('invite', coParent.id, deps.inviteTtlDays * DAY, null, tx) : null;
      const response = payResponse({
        charged: chargedOf(payment, plan, charge),
        orderId,
        now,
        renewsAt,
        parent: { id: parent.id, email: parent.email ?? '', familyId, firstName: parent.first_name, lastName: parent.last_name },
        coParent: data.coParent ? { email: data.coParent.email, phone: data.coParent.phoneNumber ? `${data.coParent.phoneCountryCode ?? ''}${data.coParent.phoneNumber}` : null } : null,
        coParentCurrent,
        promoCodes: body.promoCodes ?? [],
        credentialsToken: credentials.token,
        clickToJoinToken: clickToJoin.token,
      });
      // The mails commit with the order: a paid order always has its receipt queued.
      if (parent.email)
        await enqueueMail(tx, {
          kind: 'receipt',
          to: parent.email,
          locale: plan.locale,
          data: receiptData(parent.first_name, p, plan.locale, response.receipt.transactionId, renewsAt, charge.cardLastFour),
        });
      if (coParent?.email && invite) {
        await enqueueMail(tx, {
          kind: 'coparent-invite',
          to: coParent.email,
          locale: plan.locale,
          data: { inviterName: `${parent.first_name} ${parent.last_name}`, firstName: coParent.firstName, url: inviteUrl(deps.publicUrl, invite.token, coParent.id), paid: coParentCurrent },
        });
      }
      return { status: 200, body: response, orderId };
    },
    // Two sign-ups with one email racing: the unique index makes the later one a duplicate.
    explain: (error) => (String((error as { code?: string })?.code) === '23505' ? duplicateParentError() : error),
  };

  const invite: FulfilmentHandler = {
    async precheck(tx, userId) {
      if (!(await repos.users.byId(userId, tx))) throw conflict('invite.user.missing');
      if (await repos.orders.currentSubscription(userId, tx)) throw conflict('subscription.current');
    },
    async fulfil(tx, payment, charge) {
      const plan = payment.plan as SubscriptionPlan;
      const body = plan.body as z.output<typeof invitePayRequestSchema>;
      const user = await repos.users.byId(payment.subject_id, tx);
      if (!user) throw conflict('invite.user.missing');
      if (await repos.orders.currentSubscription(user.id, tx)) throw conflict('subscription.current');
      const address = (plan.billing ?? null) as Address | null;
      const p = plan.pricing;
      const now = new Date();
      const renewsAt = addYears(now, p.years);
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
      const orderId = newId('ord');
      await repos.orders.createOrder(
        {
          id: orderId,
          kind: 'subscription',
          userId: user.id,
          registrationId: null,
          packageId: p.pkg.id,
          services: p.services,
          currency: p.pkg.currency,
          totalMinor: p.totalMinor,
          pricing: p.response,
          payForCoparent: false,
          promoCodes: body.promoCodes ?? [],
        },
        tx,
      );
      await recordTransaction(tx, payment, orderId, charge);
      await repos.orders.createSubscription({ id: newId('sub'), userId: user.id, packageId: p.pkg.id, orderId, paidByUserId: user.id, renewsAt }, tx);
      await repos.codes.redeem(payment.scope, orderId, tx);
      const credentials = await repos.tokens.issue('credentials', user.id, DAY, null, tx);
      const clickToJoin = await repos.tokens.issue('click_to_join', user.id, 30 * DAY, null, tx);
      const response = payResponse({
        charged: chargedOf(payment, plan, charge),
        orderId,
        now,
        renewsAt,
        parent: { id: user.id, email: user.email ?? '', familyId, firstName: user.first_name, lastName: user.last_name },
        coParent: null,
        coParentCurrent: false,
        promoCodes: body.promoCodes ?? [],
        credentialsToken: credentials.token,
        clickToJoinToken: clickToJoin.token,
      });
      if (user.email)
        await enqueueMail(tx, {
          kind: 'receipt',
          to: user.email,
          locale: plan.locale,
          data: receiptData(user.first_name, p, plan.locale, response.receipt.transactionId, renewsAt, charge.cardLastFour),
        });
      return { status: 200, body: response, orderId };
    },
  };

  const activationCodes: FulfilmentHandler = {
    async precheck(tx, professionalId) {
      const pro = await repos.users.byId(professionalId, tx);
      if (!pro || pro.kind !== 'professional') throw forbidden('auth.fail.message');
    },
    async fulfil(tx, payment, charge) {
      const plan = payment.plan as CodesPlan;
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
      if (pro.email) await enqueueMail(tx, { kind: 'activation-codes', to: pro.email, locale: plan.locale, data: { firstName: pro.first_name, codes, packageName: plan.packageName } });
      const body = { orderId, codes: codes.map((code) => ({ code, packageId: plan.packageId, amount: toMajor(plan.unitMinor), amountFormatted: formatMinor(plan.unitMinor, payment.currency) })) };
      return { status: 201, body, orderId };
    },
  };

  return { registration, invite, activation_codes: activationCodes };
}
export type Fulfilment = ReturnType<typeof fulfilment>;
