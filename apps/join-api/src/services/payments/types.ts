// The words a payment is made of, shared by the run (claim, charge, settle, sweep) and the payer
// kinds (registration, invite, codes). The state machine itself is drawn in README.md.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import type { ChargeRequest, PaymentGateway } from '../../gateway/gateway';
import type { MailQueue } from '../../mail/outbox';
import type { PaymentKind, PaymentRow } from '../../repositories/payments-repo';
import type { Repos } from '../../repositories';
import type { PaymentPlan } from './plan';

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
export const checkingResponse = (): StoredResponse => ({ ...CHECKING, replayed: false });

/** What a payer kind's price step hands the run: the amount, the method and the plan to store. */
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

export interface PaymentAsk {
  kind: PaymentKind;
  scope: string;
  subjectId: string;
  idempotencyKey: string;
  /** What makes two requests "the same" for the key (the body). */
  request: unknown;
  /** The kind's price step; throws an ApiError when nothing may be charged. */
  prepare(): Promise<PaymentPrepared>;
  log: FastifyBaseLogger;
}

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

/** The steps of a payer kind that run inside the payment's transactions. */
export interface PayerKind {
  /** Refusals only the locked scope can answer (inside the claim transaction). */
  precheck(tx: Queryable, subjectId: string): Promise<void>;
  /** What the charge turns into, in the transaction that completes the payment. */
  fulfil(tx: Queryable, payment: PaymentRow, charge: ChargeFacts): Promise<Fulfilled>;
  /** What the visitor is told when fulfilment failed for good (the charge is voided). */
  explain?(error: unknown): unknown;
}

export type SettledBy = 'visitor' | 'sweeper';

/** What every step of the run works with (built once by paymentService, run.ts). */
export interface PaymentDeps {
  db: Database;
  repos: Repos;
  gateway: PaymentGateway;
  kinds: Record<PaymentKind, PayerKind>;
  outbox: MailQueue;
  settings: PaymentSettings;
  log: FastifyBaseLogger;
  /** UKPayment on Treatment: GB card charges need 3-D Secure (spec §7, GB). */
  threeDSecure?: { ukPayment: boolean };
  /** Told how each settlement of an unsettled payment went (the metrics). */
  onReconciled?: (
    outcome: 'completed' | 'found_at_gateway' | 'search_failed' | 'charged_again' | 'failed_not_found',
    by: SettledBy,
  ) => void;
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
