// spec §7 Invite payment: the invited co-parent buys a subscription with the invite token.
// Idempotent and crash-safe like the registration's Pay: the same run (run.ts) takes the scope's
// lock atomically with the key, and precheck asks "already paid" under that lock. This payer
// kind's steps, in the order a Pay meets them: authorise, price, precheck, fulfil.
import type { z } from 'zod';
import type { invitePayRequestSchema } from '@join/schemas';
import type { Queryable } from '../../db/database';
import { ApiError, conflict } from '../../lib/api-error';
import type { PaymentRow } from '../../repositories/payments-repo';
import type { InviteService } from '../invite-service';
import type { Repos } from '../../repositories';
import type { PaymentService } from './run';
import type { CheckoutCore } from './subscription-price';
import { storedSubscription, subscribe, subscriptionPayment, type SubscriptionPayer } from './subscription';
import type { ChargeFacts, Fulfilled, PayerKind } from './types';

type Body = z.output<typeof invitePayRequestSchema>;

/** Precheck: the invited co-parent exists and has no current subscription yet. */
async function invitedPayer(repos: Repos, userId: string, tx?: Queryable) {
  const user = await repos.users.byId(userId, tx);
  if (!user) throw conflict('invite.user.missing');
  if (await repos.orders.currentSubscription(userId, tx)) throw conflict('subscription.current');
  return user;
}

/**
 * Authorise: the invite token's holder. The payment retires the token; the retry of that same
 * payment (its answer lost on the way) still gets the answer, and nothing else gets through.
 */
async function authorise(
  deps: { repos: Repos; invites: InviteService },
  userId: string,
  token: string | undefined,
  key: string,
) {
  try {
    await deps.invites.authenticate(userId, token);
  } catch (error) {
    const used = error instanceof ApiError && error.body.message === 'invite.used';
    const done = used ? await deps.repos.idempotency.get(`invite:${userId}`, key) : undefined;
    if (done?.state !== 'done') throw error;
  }
}

/** Price, who pays: the invited co-parent, asked only when the key has no answer yet. */
async function payer(repos: Repos, userId: string, body: Body): Promise<SubscriptionPayer> {
  const user = await invitedPayer(repos, userId);
  return {
    customer: { firstName: user.first_name, lastName: user.last_name, email: user.email },
    address: body.address ?? user.address ?? null,
    phoneCountryCode: user.phone_country_code,
    payForCoparent: false,
    request: { order: body.order },
    deviceData: body.payment.deviceData ?? body.deviceData,
  };
}

/** Fulfil: the co-parent's address and consent, the invite retired, the order and subscription. */
async function fulfil(
  { repos }: { repos: Repos },
  tx: Queryable,
  payment: PaymentRow,
  charge: ChargeFacts,
): Promise<Fulfilled> {
  const { plan, body, address, p } = storedSubscription<Body>(payment);
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
  return subscribe(repos, tx, payment, charge, plan, now, {
    payer: { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, familyId },
    registrationId: null,
    payForCoparent: false,
    alsoSubscribes: null,
    coParent: null,
  });
}

/** The steps the run calls for an invited co-parent's payment. */
export function inviteKind(deps: { repos: Repos }): PayerKind {
  return {
    precheck: (tx, userId) => invitedPayer(deps.repos, userId, tx).then(() => undefined),
    fulfil: (tx, payment, charge) => fulfil(deps, tx, payment, charge),
  };
}

/** The route's entry: POST invite payment. */
export function invitePayment(deps: {
  repos: Repos;
  invites: InviteService;
  core: CheckoutCore;
  payments: PaymentService;
}) {
  return subscriptionPayment<Body>(deps, {
    kind: 'invite',
    scope: (userId) => `invite:${userId}`,
    async authorise(userId, token, key) {
      await authorise(deps, userId, token, key);
      return token as string;
    },
    payer: (userId, body) => payer(deps.repos, userId, body),
  });
}
