// CONTRACTS#money-under-faults: ONE payment service for the parent's Pay, the invited co-parent's Pay and the
// professional's activation-code purchase (ARCHITECTURE.md: paying is idempotent and crash-safe).
//
// 1. Claim: in one transaction the Idempotency-Key is claimed and the payment row is written in
//    state 'charging', its id being the gateway order id; the scope's live-payment index is the
//    lock (one unsettled payment per registration, invited co-parent or professional).
// 2. Charge, with a time limit. A decline or a refusal releases the key; an answer that never
//    came (time limit, reset, 5xx, a dead process) leaves the payment 'unknown' and keeps the key.
// 3. Settle: an unknown payment is never charged again before the gateway is asked about its
//    order id. Found: it is completed (fulfilment.ts, one transaction with the key's answer).
//    Missing: the visitor's retry charges again, the sweeper fails it (nobody is waiting).
//    A charge that cannot be completed is voided (or refunded) and logged for an operator.
// 4. A retry of a payment in flight waits (bounded) for its outcome and answers the same receipt.
import { storableAnswer } from './stored-answers';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { ApiError, conflict } from '../lib/api-error';
import { newId, sha256 } from '../lib/ids';
import type { ChargeRequest, FoundCharge, NonceDetails, PaymentGateway } from '../gateway/gateway';
import { GatewayTimeout, threeDSecurePassed } from '../gateway/gateway';
import { PAYMENT_REFUSAL_KEYS } from '@join/schemas';
import type { MailQueue } from '../mail/outbox';
import { UNSETTLED, type PaymentKind, type PaymentRow } from '../repositories/payments-repo';
import { isDataError, isUniqueViolation } from '../db/errors';
import { declined } from './checkout-core';
import { paymentTransaction, type ChargeFacts, type Fulfilment } from './fulfilment';
import { chargePlanOf, type ChargePlan, type PaymentPlan } from './payment-plan';
import type { Repos } from '../repositories';
import { declineMessage } from '../gateway/decline-messages';
import { every } from '../lib/every';

export interface StoredResponse {
  status: number;
  body: unknown;
  replayed: boolean;
}

export interface PaymentSettings {
  /** How long an attempt holds its payment before another copy may settle it (> gateway limit). */
  leaseMs: number;
  /** After an unanswered charge: how long to let a late gateway answer land before asking it. */
  unknownGraceMs: number;
  /** How long a retry waits for the first attempt's outcome before answering 'checking'. */
  waitMs: number;
  /** Charges per payment: the first, and one more when the gateway says it never got it. */
  maxChargeAttempts: number;
}

/**
 * Derived from the gateway's time limit: a holder's lease outlasts its charge call; a retry waits
 * long enough to outwait a dead holder's lease and then settle with one more gateway call.
 */
export const defaultPaymentSettings = (gatewayTimeoutMs: number): PaymentSettings => ({
  leaseMs: gatewayTimeoutMs + 5_000,
  unknownGraceMs: gatewayTimeoutMs,
  waitMs: 2 * gatewayTimeoutMs + 10_000,
  maxChargeAttempts: 2,
});

/** The visitor is told we are checking with the gateway; the Pay button retries with the same key. */
export const CHECKING = { status: 202, body: { status: 202, message: 'payment.checking' } };

export interface PaymentPrepared {
  amountMinor: number;
  currency: string;
  paymentType: string;
  /** Null when nothing is charged (activation codes cover the whole price). */
  nonce: string | null;
  /** Activation codes to hold for this payment. */
  codes: string[];
  plan: PaymentPlan;
  charge: Pick<ChargeRequest, 'customer' | 'billing' | 'deviceData'>;
  /** The market the package is sold in (its country): GB card charges need 3-D Secure under UKPayment. */
  market: string;
}

/**
 * spec §7 "for GB an extra server-side step exists" (flag UKPayment): Strong Customer
 * Authentication. With UKPayment on Treatment, a card charge in the GB market needs a nonce that
 * passed 3-D Secure 2; other markets, other methods and Control are unchanged. What the nonce is
 * (a card or a wallet) and where its card was issued are the gateway's facts about the nonce,
 * never the request's `paymentType`: a card issued outside the UK is out of scope of SCA, and a
 * card whose issuer the gateway does not know is treated as a UK one.
 */
export function needsThreeDSecure(
  rule: { ukPayment: boolean },
  payment: { market: string; amountMinor: number; nonce: string | null },
  nonce: Pick<NonceDetails, 'paymentType' | 'cardCountry'> | null,
): boolean {
  if (!rule.ukPayment || payment.market.toUpperCase() !== 'GB' || payment.amountMinor <= 0 || !payment.nonce)
    return false;
  // A nonce the gateway does not know is refused at the sale anyway; without 3-D Secure it is never charged.
  if (!nonce) return true;
  return nonce.paymentType === 'CREDIT_CARD' && (nonce.cardCountry === null || nonce.cardCountry === 'GB');
}

export interface PaymentAsk {
  kind: PaymentKind;
  scope: string;
  subjectId: string;
  idempotencyKey: string;
  /** What makes two requests "the same" for the key (the body). */
  request: unknown;
  /** Prices and validates; throws an ApiError when nothing may be charged. */
  prepare(): Promise<PaymentPrepared>;
  log: FastifyBaseLogger;
}

/**
 * What makes two requests the same payment for a key: the body without its device data, which a
 * fraud-signal collector may produce afresh for each click of the same attempt.
 */
export function sameIntent<B extends { payment: { deviceData?: string | null }; deviceData?: string | null }>(
  body: B,
): unknown {
  return { ...body, deviceData: undefined, payment: { ...body.payment, deviceData: undefined } };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** Errors that say something about the request or the data, not about a passing outage. */
const isPermanent = (e: unknown) => e instanceof ApiError || isDataError(e);

class ClaimLost extends Error {}

/**
 * The two places a payment's answer is stored and replayed: a same-key retry gets exactly what
 * the first attempt would have (CONTRACTS#money-under-faults). What the stored answer may hold (credentials tokens)
 * is decided here and only here.
 */
async function keepAnswer(
  repos: Repos,
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
/** CONTRACTS#trust 5: the stored copy holds no token; the caller's own are filled in by answerFor (stored-answers.ts). */
async function replayOf(
  _repos: Repos,
  row: { response_status: number | null; response_body: unknown },
): Promise<StoredResponse> {
  return { status: row.response_status ?? 200, body: row.response_body, replayed: true };
}

export function paymentService(deps: {
  db: Database;
  repos: Repos;
  gateway: PaymentGateway;
  fulfilment: Fulfilment;
  outbox: MailQueue;
  settings: PaymentSettings;
  log: FastifyBaseLogger;
  /** UKPayment on Treatment: GB card charges need 3-D Secure (spec §7, GB). */
  threeDSecure?: { ukPayment: boolean };
  /** Told how each settlement of an unsettled payment went (the metrics). */
  onReconciled?: (
    outcome: 'completed' | 'found_at_gateway' | 'search_failed' | 'charged_again' | 'failed_not_found',
    by: 'visitor' | 'sweeper',
  ) => void;
}) {
  const { db, repos, gateway, settings } = deps;
  const inFlight = new Set<Promise<unknown>>();

  /** Keeps a promise in the in-flight set so a graceful stop can wait for it. */
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    work.then(
      () => inFlight.delete(work),
      () => inFlight.delete(work),
    );
    return work;
  }

  async function releaseKey(tx: Queryable, payment: PaymentRow) {
    await repos.idempotency.release(payment.scope, payment.idempotency_key, tx);
    await repos.codes.release(payment.scope, tx);
  }

  /** Nothing was charged: the payment ends, the key and the codes are free again. */
  async function endUnpaid(
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
      await releaseKey(tx, payment);
    });
  }

  /** Charged but impossible to complete (e.g. the email became an account): give the money back. */
  async function cancelCharge(payment: PaymentRow, charge: ChargeFacts, reason: unknown) {
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
      await releaseKey(tx, payment);
    });
    deps.log.warn(
      { paymentId: payment.id, state, reason: String((reason as Error)?.message ?? reason) },
      'charge voided: the payment could not be completed',
    );
  }

  /** The charge is taken: order, subscription, codes, tokens and receipt, with the key's answer. */
  async function complete(payment: PaymentRow, charge: ChargeFacts): Promise<StoredResponse> {
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
        const done = await deps.fulfilment[payment.kind].fulfil(tx, locked, charge);
        await repos.payments.finish(payment.id, 'completed', { orderId: done.orderId }, tx);
        await keepAnswer(repos, tx, payment, done);
        return done;
      });
      deps.outbox.kick();
      if (result) return { status: result.status, body: result.body, replayed: false };
      // Someone else settled it meanwhile: their answer is the answer.
      return (await storedAnswer(payment)) ?? CHECKING_RESPONSE();
    } catch (error) {
      if (!isPermanent(error)) throw error;
      await cancelCharge(payment, charge, error);
      throw deps.fulfilment[payment.kind].explain?.(error) ?? error;
    }
  }

  const CHECKING_RESPONSE = (): StoredResponse => ({ ...CHECKING, replayed: false });

  async function storedAnswer(
    payment: Pick<PaymentRow, 'scope' | 'idempotency_key'>,
  ): Promise<StoredResponse | undefined> {
    const row = await repos.idempotency.get(payment.scope, payment.idempotency_key);
    if (row?.state === 'done') return replayOf(repos, row);
    return undefined;
  }

  const factsOf = (c: FoundCharge): ChargeFacts => ({
    gatewayTransactionId: c.transactionId,
    paymentType: c.paymentType,
    cardLastFour: c.cardLastFour,
    cardType: c.cardType,
  });

  /** Calls the gateway once for this payment (whose lease we hold) and acts on what it says. */
  async function charge(payment: PaymentRow): Promise<StoredResponse> {
    if (payment.amount_minor === 0 || !payment.nonce) {
      // Activation codes cover it all: nothing to charge.
      return complete(payment, {
        gatewayTransactionId: null,
        paymentType: 'ACTIVATION_CODE',
        cardLastFour: null,
        cardType: null,
      });
    }
    const plan = chargePlanOf(payment);
    const threeDSecureRequired = await threeDSecureGate(payment, payment.nonce, plan);
    await repos.payments.countAttempt(payment.id);
    let result;
    try {
      result = await gateway.charge({
        amountMinor: payment.amount_minor,
        currency: payment.currency,
        nonce: payment.nonce,
        orderId: payment.id,
        storeInVault: true,
        ...plan.charge,
        threeDSecureRequired,
      });
    } catch (error) {
      const timedOut = error instanceof GatewayTimeout;
      // No answer: the charge may or may not have happened. A timeout may still land, so the
      // gateway is asked only after a grace period; an answered failure (5xx) is asked at once.
      await repos.payments.markUnknown(
        payment.id,
        String((error as Error).message),
        timedOut ? settings.unknownGraceMs : 0,
      );
      deps.log.warn(
        { err: error, paymentId: payment.id },
        'payment outcome unknown; it will be settled by order id',
      );
      if (timedOut) return CHECKING_RESPONSE();
      const mine = await repos.payments.takeOver(payment.id, settings.leaseMs);
      return mine ? settle(mine, 'visitor') : CHECKING_RESPONSE();
    }
    if (!result.ok) {
      const state = result.reason === 'error' ? 'failed' : 'declined';
      await endUnpaid(payment, state, {
        code: result.code,
        text: result.text,
        gatewayId: result.transactionId,
        cardLastFour: result.cardLastFour,
        cardType: result.cardType,
        paymentType: result.paymentType,
      });
      if (state === 'failed') throw new ApiError(502, { status: 502, message: 'payment.gateway.failed' });
      // spec §8: the provider's code says why (expiry, card number, postal code), else 'declined'.
      throw declined(declineMessage(result.code));
    }
    return complete(payment, {
      gatewayTransactionId: result.transactionId,
      paymentType: result.paymentType,
      cardLastFour: result.cardLastFour,
      cardType: result.cardType,
    });
  }

  /**
   * spec §7 (GB): before a GB card charge under UKPayment, the gateway is asked what the nonce is
   * (method, card country, 3-D Secure result). When 3-D Secure is needed its result is written on
   * the payment row, and without a liability shift the payment is refused (declined, key released)
   * before the gateway's sale is ever called. Answers whether the sale must require 3-D Secure.
   */
  async function threeDSecureGate(payment: PaymentRow, nonce: string, plan: ChargePlan): Promise<boolean> {
    const ukPayment = deps.threeDSecure?.ukPayment ?? false;
    const asked = { market: plan.market, amountMinor: payment.amount_minor, nonce };
    // Only a GB charge under UKPayment can need it: the others cost no extra gateway call.
    if (!plan.charge.threeDSecureRequired && !needsThreeDSecure({ ukPayment }, asked, null)) return false;
    let details: NonceDetails | null;
    try {
      details = await gateway.nonceDetails(nonce);
    } catch (error) {
      // Nothing was charged: the payment fails and the visitor may try again.
      await endUnpaid(payment, 'failed', {
        text: `3-D Secure lookup failed: ${String((error as Error)?.message ?? error)}`,
      });
      deps.log.warn(
        { err: error, paymentId: payment.id },
        '3-D Secure result could not be read; nothing was charged',
      );
      throw new ApiError(502, { status: 502, message: 'payment.gateway.failed' });
    }
    if (!plan.charge.threeDSecureRequired && !needsThreeDSecure({ ukPayment }, asked, details)) return false;
    const result = details?.threeDSecure ?? null;
    await repos.payments.recordThreeDSecure(payment.id, result);
    if (threeDSecurePassed(result)) return true;
    await endUnpaid(payment, 'declined', {
      code: 'three_d_secure',
      text: `3-D Secure not passed: ${result?.status ?? 'none'}`,
    });
    deps.log.info(
      { paymentId: payment.id, threeDSecureStatus: result?.status ?? null },
      'GB card refused: no successful 3-D Secure',
    );
    throw declined(PAYMENT_REFUSAL_KEYS.authentication);
  }

  /**
   * Settles a payment whose lease we hold: asks the gateway before anything else. `visitor` means
   * the payer is waiting (their retry): a charge the gateway never got is made again.
   */
  async function settle(payment: PaymentRow, by: 'visitor' | 'sweeper'): Promise<StoredResponse> {
    if (payment.state === 'charged') {
      deps.onReconciled?.('completed', by);
      return complete(payment, {
        gatewayTransactionId: payment.gateway_transaction_id,
        paymentType: payment.payment_type,
        cardLastFour: payment.card_last_four,
        cardType: payment.card_type,
      });
    }
    if (payment.amount_minor === 0 || !payment.nonce) return charge(payment);
    let found: FoundCharge[];
    try {
      found = await gateway.findByOrderId(payment.id);
    } catch (error) {
      await repos.payments.markUnknown(payment.id, String((error as Error).message), settings.unknownGraceMs);
      deps.onReconciled?.('search_failed', by);
      deps.log.warn({ err: error, paymentId: payment.id }, 'payment search failed; will ask again');
      return CHECKING_RESPONSE();
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
      return complete(payment, factsOf(kept));
    }
    if (by === 'visitor' && payment.charge_attempts < settings.maxChargeAttempts) {
      deps.onReconciled?.('charged_again', by);
      deps.log.info(
        { paymentId: payment.id },
        'payment missing at the gateway; charging again for the waiting visitor',
      );
      return charge(payment);
    }
    await endUnpaid(payment, 'failed', { text: 'not found at the gateway' });
    deps.onReconciled?.('failed_not_found', by);
    deps.log.info(
      { paymentId: payment.id, by },
      'payment missing at the gateway; failed, nothing was charged',
    );
    throw new ApiError(502, { status: 502, message: 'payment.gateway.failed' });
  }

  /** A retry of a key whose payment is in flight: wait for it, or settle it once its holder is gone. */
  async function awaitOutcome(
    scope: string,
    key: string,
    deadline: number,
  ): Promise<StoredResponse | 'released' | 'waiting'> {
    let delay = 25;
    for (;;) {
      const row = await repos.idempotency.get(scope, key);
      if (!row) return 'released';
      if (row.state === 'done') return replayOf(repos, row);
      const payment = await repos.payments.forKey(scope, key);
      if (
        payment &&
        UNSETTLED.includes(payment.state) &&
        new Date(payment.lease_until).getTime() <= Date.now()
      ) {
        const mine = await repos.payments.takeOver(payment.id, settings.leaseMs);
        if (mine) return { ...(await settle(mine, 'visitor')), replayed: true };
      }
      if (Date.now() >= deadline) return 'waiting';
      await sleep(delay);
      delay = Math.min(delay * 2, 250);
    }
  }

  /** Writes the key and the payment row together, before any money moves. */
  async function claim(ask: PaymentAsk, hash: string, prepared: PaymentPrepared): Promise<PaymentRow> {
    return db.transaction(async (tx) => {
      if (!(await repos.idempotency.claim(ask.scope, ask.idempotencyKey, hash, tx))) throw new ClaimLost();

      const payment = await repos.payments.insert(
        {
          id: newId('pay'),
          scope: ask.scope,
          idempotency_key: ask.idempotencyKey,
          kind: ask.kind,
          subject_id: ask.subjectId,
          amount_minor: prepared.amountMinor,
          currency: prepared.currency,
          payment_type: prepared.paymentType,
          nonce: prepared.nonce,
          plan: { ...prepared.plan, market: prepared.market, charge: prepared.charge },
          gateway: prepared.amountMinor === 0 ? 'none' : gateway.provider,
        },
        settings.leaseMs,
        tx,
      );
      await deps.fulfilment[ask.kind].precheck(tx, ask.subjectId);
      const held = await repos.codes.reserve(prepared.codes, ask.scope, tx);
      if (held.length < prepared.codes.length)
        throw new ApiError(400, {
          status: 400,
          message: 'activation.code.invalid',
          validationErrors: [{ field: 'paymentCodes', text: 'validation:activationCodeInvalid' }],
        });
      return payment;
    });
  }

  async function run(ask: PaymentAsk): Promise<StoredResponse> {
    const hash = sha256(JSON.stringify(ask.request));
    const deadline = Date.now() + settings.waitMs;
    let settledOther = false;
    for (;;) {
      const existing = await repos.idempotency.get(ask.scope, ask.idempotencyKey);
      if (existing && existing.request_hash !== hash) {
        throw new ApiError(422, {
          status: 422,
          message: 'idempotency.key.reused',
          validationErrors: [{ field: 'idempotency-key', text: 'validation:invalid' }],
        });
      }
      if (existing) {
        const outcome = await awaitOutcome(ask.scope, ask.idempotencyKey, deadline);
        if (outcome === 'waiting') return CHECKING_RESPONSE();
        if (outcome !== 'released') return outcome;
        continue;
      }
      const prepared = await ask.prepare();
      let payment: PaymentRow;
      try {
        payment = await claim(ask, hash, prepared);
      } catch (error) {
        if (error instanceof ClaimLost) continue;
        if (!isUniqueViolation(error)) throw error;
        // Another key's payment is unsettled in this scope. Left behind by a dead copy: settle it
        // first (it may have charged), then look again; otherwise it is really in progress.
        const other = await repos.payments.unsettledIn(ask.scope);
        const mine =
          !settledOther && other ? await repos.payments.takeOver(other.id, settings.leaseMs) : undefined;
        if (!mine) throw conflict('payment.in.progress');
        settledOther = true;
        await settle(mine, 'sweeper').catch(() => undefined);
        continue;
      }
      return charge(payment);
    }
  }

  /** Settles unsettled payments nobody holds (their copy died, their visitor left). */
  async function sweep(limit = 20): Promise<number> {
    const due = await repos.payments.takeDue(limit, settings.leaseMs);
    for (const payment of due) {
      await settle(payment, 'sweeper').catch((err) => {
        if (!(err instanceof ApiError))
          deps.log.warn({ err, paymentId: payment.id }, 'sweeper could not settle a payment; will try again');
      });
    }
    return due.length;
  }

  return {
    run: (ask: PaymentAsk) => track(run(ask)),
    sweep: () => track(sweep()),
    /** Waits (bounded) for the payments this copy is working on; what is left stays reconcilable. */
    async drain(ms: number): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const limit = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms)));
      return Promise.race([Promise.allSettled([...inFlight]).then(() => true), limit]).finally(() =>
        clearTimeout(timer),
      );
    },
    get inFlight() {
      return inFlight.size;
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;

/** Runs the sweeper every `intervalMs` in this process; several copies share the work safely. */
export function paymentSweeper(payments: PaymentService, log: FastifyBaseLogger, intervalMs: number) {
  return every(
    intervalMs,
    () => payments.sweep(),
    (err) => log.warn({ err }, 'payment sweep failed'),
  );
}
