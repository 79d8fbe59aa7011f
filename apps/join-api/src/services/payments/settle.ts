// CONTRACTS#money-under-faults, step 3 of a payment (README.md): settle. A payment ends here and
// only here: completed (the kind's fulfil, one transaction with the key's answer), declined or
// failed (nothing charged: the key and the codes are free again), voided or parked for an
// operator (charged but impossible to complete). A payment whose outcome is unknown is never
// charged again before the gateway is asked about its order id.
import type { Queryable } from '../../db/database';
import { isDataError } from '../../db/errors';
import type { FoundCharge } from '../../gateway/gateway';
import { ApiError } from '../../lib/api-error';
import { newId } from '../../lib/ids';
import type { NewTransaction } from '../../repositories/orders-repo';
import type { PaymentRow } from '../../repositories/payments-repo';
import { charge } from './charge';
import { storableAnswer } from './stored-answers';
import {
  checkingResponse,
  type ChargeFacts,
  type PaymentDeps,
  type SettledBy,
  type StoredResponse,
} from './types';

/** Errors that say something about the request or the data, not about a passing outage. */
const isPermanent = (e: unknown) => e instanceof ApiError || isDataError(e);

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

/**
 * A payment's answer is stored with its key and replayed: a same-key retry gets exactly what the
 * first attempt would have. What the stored answer may hold (no tokens) is stored-answers.ts's.
 */
async function keepAnswer(
  { repos }: PaymentDeps,
  tx: Queryable,
  payment: Pick<PaymentRow, 'scope' | 'idempotency_key'>,
  answer: { status: number; body: unknown },
) {
  await repos.idempotency.complete(
    payment.scope,
    payment.idempotency_key,
    answer.status,
    storableAnswer(answer.body),
    tx,
  );
}

/** CONTRACTS#trust 5: the stored copy holds no token; the caller's own are filled in by answerFor. */
export const replayOf = (row: {
  response_status: number | null;
  response_body: unknown;
}): StoredResponse => ({
  status: row.response_status ?? 200,
  body: row.response_body,
  replayed: true,
});

export async function storedAnswer(
  { repos }: PaymentDeps,
  payment: Pick<PaymentRow, 'scope' | 'idempotency_key'>,
): Promise<StoredResponse | undefined> {
  const row = await repos.idempotency.get(payment.scope, payment.idempotency_key);
  if (row?.state === 'done') return replayOf(row);
  return undefined;
}

async function releaseKey({ repos }: PaymentDeps, tx: Queryable, payment: PaymentRow) {
  await repos.idempotency.release(payment.scope, payment.idempotency_key, tx);
  await repos.codes.release(payment.scope, tx);
}

/** Nothing was charged: the payment ends, the key and the codes are free again. */
export async function endUnpaid(
  deps: PaymentDeps,
  payment: PaymentRow,
  state: 'declined' | 'failed',
  detail: {
    code?: string | null;
    text: string;
    gatewayId?: string | null;
    cardLastFour?: string | null;
    cardType?: string | null;
    paymentType?: string;
  },
) {
  const { db, repos } = deps;
  await db.transaction(async (tx) => {
    if (!(await repos.payments.lockUnsettled(payment.id, tx))) return;
    await repos.payments.finish(payment.id, state, { error: detail.text }, tx);
    const facts = {
      gatewayTransactionId: detail.gatewayId ?? null,
      paymentType: detail.paymentType ?? payment.payment_type,
      cardLastFour: detail.cardLastFour ?? null,
      cardType: detail.cardType ?? null,
    };
    await repos.orders.recordTransaction(
      {
        ...paymentTransaction(payment, facts, null, state),
        processorCode: detail.code ?? null,
        processorText: detail.text,
      },
      tx,
    );
    await releaseKey(deps, tx, payment);
  });
}

/** Charged but impossible to complete (e.g. the email became an account): give the money back. */
async function cancelCharge(deps: PaymentDeps, payment: PaymentRow, charge: ChargeFacts, reason: unknown) {
  const { db, repos, gateway } = deps;
  let state: 'voided' | 'needs_operator' = 'voided';
  if (charge.gatewayTransactionId) {
    try {
      await gateway.void(charge.gatewayTransactionId);
    } catch (err) {
      state = 'needs_operator';
      deps.log.error(
        { err, paymentId: payment.id, gatewayTransactionId: charge.gatewayTransactionId },
        'OPERATOR: a charge could not be completed nor voided; refund it by hand',
      );
    }
  }
  await db.transaction(async (tx) => {
    await repos.payments.finish(
      payment.id,
      state,
      { error: String((reason as Error)?.message ?? reason) },
      tx,
    );
    // The books say what the gateway holds: a charge whose void failed is still taken, with no order.
    await repos.orders.recordTransaction(
      paymentTransaction(payment, charge, null, state === 'voided' ? 'voided' : 'submitted_for_settlement'),
      tx,
    );
    await releaseKey(deps, tx, payment);
  });
  deps.log.warn(
    { paymentId: payment.id, state, reason: String((reason as Error)?.message ?? reason) },
    'charge voided: the payment could not be completed',
  );
}

/** The charge is taken: the kind's fulfil (order, subscription, codes, receipt) with the key's answer. */
export async function complete(
  deps: PaymentDeps,
  payment: PaymentRow,
  charge: ChargeFacts,
): Promise<StoredResponse> {
  const { db, repos } = deps;
  const kind = deps.kinds[payment.kind];
  if (charge.gatewayTransactionId) {
    await repos.payments.markCharged(payment.id, {
      transactionId: charge.gatewayTransactionId,
      cardLastFour: charge.cardLastFour,
      cardType: charge.cardType,
      paymentType: charge.paymentType,
    });
  }
  try {
    const result = await db.transaction(async (tx) => {
      const locked = await repos.payments.lockUnsettled(payment.id, tx);
      if (!locked) return undefined;
      const done = await kind.fulfil(tx, locked, charge);
      await repos.payments.finish(payment.id, 'completed', { orderId: done.orderId }, tx);
      await keepAnswer(deps, tx, payment, done);
      return done;
    });
    deps.outbox.kick();
    if (result) return { status: result.status, body: result.body, replayed: false };
    // Someone else settled it meanwhile: their answer is the answer.
    return (await storedAnswer(deps, payment)) ?? checkingResponse();
  } catch (error) {
    if (!isPermanent(error)) throw error;
    await cancelCharge(deps, payment, charge, error);
    throw kind.explain?.(error) ?? error;
  }
}

const factsOf = (c: FoundCharge): ChargeFacts => ({
  gatewayTransactionId: c.transactionId,
  paymentType: c.paymentType,
  cardLastFour: c.cardLastFour,
  cardType: c.cardType,
});

/**
 * Settles a payment whose lease we hold: asks the gateway before anything else. `visitor` means
 * the payer is waiting (their retry): a charge the gateway never got is made again.
 */
export async function settle(deps: PaymentDeps, payment: PaymentRow, by: SettledBy): Promise<StoredResponse> {
  const { repos, gateway, settings } = deps;
  if (payment.state === 'charged') {
    deps.onReconciled?.('completed', by);
    return complete(deps, payment, {
      gatewayTransactionId: payment.gateway_transaction_id,
      paymentType: payment.payment_type,
      cardLastFour: payment.card_last_four,
      cardType: payment.card_type,
    });
  }
  if (payment.amount_minor === 0 || !payment.nonce) return charge(deps, payment);
  let found: FoundCharge[];
  try {
    found = await gateway.findByOrderId(payment.id);
  } catch (error) {
    await repos.payments.markUnknown(payment.id, String((error as Error).message), settings.unknownGraceMs);
    deps.onReconciled?.('search_failed', by);
    deps.log.warn({ err: error, paymentId: payment.id }, 'payment search failed; will ask again');
    return checkingResponse();
  }
  if (found.length > 0) {
    const [kept, ...extra] = found;
    // Never two charges for one payment: any extra one is voided at once.
    for (const c of extra) {
      await gateway
        .void(c.transactionId)
        .catch((err) =>
          deps.log.error(
            { err, paymentId: payment.id, gatewayTransactionId: c.transactionId },
            'OPERATOR: a duplicate charge could not be voided',
          ),
        );
    }
    deps.onReconciled?.('found_at_gateway', by);
    deps.log.info({ paymentId: payment.id, by }, 'payment found at the gateway; completing it');
    return complete(deps, payment, factsOf(kept));
  }
  if (by === 'visitor' && payment.charge_attempts < settings.maxChargeAttempts) {
    deps.onReconciled?.('charged_again', by);
    deps.log.info(
      { paymentId: payment.id },
      'payment missing at the gateway; charging again for the waiting visitor',
    );
    return charge(deps, payment);
  }
  await endUnpaid(deps, payment, 'failed', { text: 'not found at the gateway' });
  deps.onReconciled?.('failed_not_found', by);
  deps.log.info({ paymentId: payment.id, by }, 'payment missing at the gateway; failed, nothing was charged');
  throw new ApiError(502, { status: 502, message: 'payment.gateway.failed' });
}
