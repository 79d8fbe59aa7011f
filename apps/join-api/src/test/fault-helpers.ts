// What an operator counts after a fault (CONTRACTS#money-under-faults): charges the gateway really holds, orders,
// subscriptions and queued receipts of one registration, and a way to wait for a condition.
import type { Queryable } from '../db/database';

export const FAULT_ENV = {
  GATEWAY_TIMEOUT_MS: '400',
  SANDBOX_GATEWAY_HANG_MS: '1500',
  SANDBOX_GATEWAY_SLOW_MS: '700',
  // The sweeper is run by hand in these tests, so it never races them by surprise.
  PAYMENT_SWEEP_INTERVAL_MS: '3600000',
};
// A retry waits up to waitMs for the first attempt's outcome before answering 'checking': short
// leases keep the tests quick, a long wait keeps twenty racing retries on a loaded machine within it
// (production waits 2 x the gateway limit + 10 s). The grace before the gateway is asked about a
// timed-out charge outlasts the slow charge (it lands 300 ms after the 400 ms limit) with room for
// a loaded machine: asked sooner, the gateway has nothing yet and the charge is tried again.
export const FAULT_PAYMENTS = { leaseMs: 1_000, unknownGraceMs: 1_500, waitMs: 20_000, maxChargeAttempts: 2 };

const count = async (db: Queryable, sql: string, params: unknown[]) =>
  Number((await db.query<{ n: number }>(sql, params))[0].n);

export async function moneyOf(db: Queryable, scope: string, email: string) {
  return {
    charges: await count(
      db,
      "select count(*)::int as n from sandbox_charges c join payments p on p.id = c.order_id where p.scope = $1 and c.status = 'submitted_for_settlement'",
      [scope],
    ),
    voided: await count(
      db,
      "select count(*)::int as n from sandbox_charges c join payments p on p.id = c.order_id where p.scope = $1 and c.status = 'voided'",
      [scope],
    ),
    orders: await count(
      db,
      'select count(*)::int as n from orders o join users u on u.id = o.user_id where u.email = $1',
      [email],
    ),
    subscriptions: await count(
      db,
      'select count(*)::int as n from subscriptions s join users u on u.id = s.user_id where u.email = $1',
      [email],
    ),
    receipts: await count(
      db,
      "select count(*)::int as n from mail_outbox where to_address = $1 and kind = 'receipt'",
      [email],
    ),
  };
}

export const paymentStates = async (db: Queryable, scope: string) =>
  (
    await db.query<{ state: string }>('select state from payments where scope = $1 order by created_at', [
      scope,
    ])
  ).map((r) => r.state);

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `condition` until it holds; fails after `ms` saying what was awaited. */
export async function waitUntil(condition: () => Promise<boolean>, ms = 10_000, what = 'condition') {
  for (const until = Date.now() + ms; ; await sleep(20)) {
    if (await condition()) return;
    if (Date.now() > until) throw new Error(`${what} not met within ${ms} ms`);
  }
}
