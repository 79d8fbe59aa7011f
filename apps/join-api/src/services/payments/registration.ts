// spec §7 Register and pay (Parent A): one idempotent call that charges and then creates the
// family, the accounts, the order, the subscription(s), the receipt and the co-parent's invite.
// spec §1: paying for the co-parent makes the co-parent's subscription current too. This payer
// kind's steps, in the order a Pay meets them: authorise, price, then the run (run.ts) calls
// precheck under the claim's lock and fulfil when the charge is taken.
import type { z } from 'zod';
import type { registerAndPayRequestSchema } from '@join/schemas';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { conflict, forbidden, notFound } from '../../lib/api-error';
import { enqueueMail } from '../../mail/outbox';
import { inviteUrl } from '../../mail/templates';
import { holdsKey } from '../../repositories/registrations-repo';
import type { PaymentRow } from '../../repositories/payments-repo';
import { duplicateParentError } from '../registration-service';
import type { Repos } from '../../repositories';
import { inviteLifetimeMs } from '../token-lifetimes';
import type { PaymentService } from './run';
import type { CheckoutCore } from './subscription-price';
import {
  FAMILY_COLORS,
  storedSubscription,
  subscribe,
  subscriptionPayment,
  userLocale,
  type SubscriptionPayer,
} from './subscription';
import type { ChargeFacts, Fulfilled, PayerKind } from './types';

type Body = z.output<typeof registerAndPayRequestSchema>;

/**
 * Paying for a co-parent who already has an account would charge a second subscription that
 * cannot be granted (their account is not this family's to subscribe): refused, nothing charged.
 */
export const coParentHasAccount = () =>
  conflict('coparent.account.exists', [{ field: 'payForCoparent', text: 'validation:coParentHasAccount' }]);

async function openRegistration(repos: Repos, signupId: string, tx?: Queryable) {
  const row = await repos.registrations.byId(signupId, tx);
  if (!row || row.status === 'paid') throw forbidden('registration.closed');
  return row;
}

/** The registration may still be paid for: open, its parent not a confirmed duplicate (spec §2:
 *  a confirmed duplicate parent goes to /duplicate, never to a charge) and its parent's email not
 *  taken meanwhile. */
async function registrationReady(repos: Repos, signupId: string, tx?: Queryable) {
  const row = await openRegistration(repos, signupId, tx);
  if (row.parent_duplicate_confirmed) throw duplicateParentError();
  if (await repos.users.parentByEmail(row.data.parent.email, tx)) throw duplicateParentError();
  return row;
}

/**
 * Authorise: the holder of the registration key, while the registration lives. The key is checked
 * first so a replay never shows a receipt to someone without it. Whether the registration is still
 * open is the payment's question: a same-key retry racing the first answer must get the replay,
 * not 403 registration.closed (CONTRACTS#money-under-faults).
 */
async function authorise(
  repos: Repos,
  signupId: string,
  registrationKey: string | undefined,
): Promise<string> {
  const row = await repos.registrations.byId(signupId);
  if (!row) throw notFound('registration.notFound');
  if (!holdsKey(row, registrationKey)) throw forbidden('registration.key.invalid');
  if (row.status !== 'paid' && new Date(row.expires_at).getTime() <= Date.now())
    throw forbidden('registration.key.expired');
  return registrationKey;
}

/** Price, who pays: the registration's parent, asked only when the key has no answer yet. */
async function payer(repos: Repos, signupId: string, body: Body): Promise<SubscriptionPayer> {
  // spec §7: a Pay that says its parent is a confirmed duplicate is answered as one, uncharged.
  if (body.parentDuplicateConfirmed) throw duplicateParentError();
  const current = await registrationReady(repos, signupId);
  const data = current.data;
  const payForCoparent = Boolean(body.payForCoparent) && Boolean(data.coParent);
  if (payForCoparent && data.coParent?.email && (await repos.users.parentByEmail(data.coParent.email)))
    throw coParentHasAccount();
  return {
    customer: { firstName: data.parent.firstName, lastName: data.parent.lastName, email: data.parent.email },
    address: body.address ?? data.address ?? null,
    phoneCountryCode: data.parent.phoneCountryCode,
    payForCoparent,
    referrerKey: current.referrer_key,
    request: { order: body.order, payForCoparent: body.payForCoparent ?? false },
    deviceData: body.payment.deviceData,
  };
}

/** Fulfil: the family, its accounts, the order and the co-parent's invite, in the completing transaction. */
async function fulfil(
  deps: { repos: Repos; publicUrl: string; inviteTtlDays: number },
  tx: Queryable,
  payment: PaymentRow,
  charge: ChargeFacts,
): Promise<Fulfilled> {
  const { repos } = deps;
  const { plan, body, address, p } = storedSubscription<Body>(payment);
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
    // Paid for two but only one can be given (the co-parent's account appeared after the check
    // before the charge): refusing here voids the charge (settle.ts, cancelCharge).
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
  const done = await subscribe(repos, tx, payment, charge, plan, now, {
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
}

/** The steps the run calls for a registration's payment. */
export function registrationKind(deps: {
  repos: Repos;
  publicUrl: string;
  inviteTtlDays: number;
}): PayerKind {
  return {
    precheck: (tx, signupId) => registrationReady(deps.repos, signupId, tx).then(() => undefined),
    fulfil: (tx, payment, charge) => fulfil(deps, tx, payment, charge),
    // Two sign-ups with one email racing: the unique index makes the later one a duplicate.
    explain: (error) => (isUniqueViolation(error) ? duplicateParentError() : error),
  };
}

/** The route's entry: POST register-and-pay. */
export function registrationPayment(deps: { repos: Repos; core: CheckoutCore; payments: PaymentService }) {
  return subscriptionPayment<Body>(deps, {
    kind: 'registration',
    scope: (signupId) => `reg:${signupId}`,
    authorise: (signupId, registrationKey) => authorise(deps.repos, signupId, registrationKey),
    payer: (signupId, body) => payer(deps.repos, signupId, body),
  });
}
