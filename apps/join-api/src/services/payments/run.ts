// CONTRACTS#money-under-faults: ONE payment service for the parent's Pay, the invited co-parent's
// Pay and the professional's activation-code purchase (ARCHITECTURE.md: paying is idempotent and
// crash-safe). A payer kind (registration.ts, invite.ts, codes.ts) authorises and prices, then
// hands its ask to `run`, which reads top to bottom: look up the key (a replay or a wait, claim.ts),
// claim (claim.ts), charge (charge.ts), settle (settle.ts). The sweeper is sweep.ts.
import { conflict, ApiError } from '../../lib/api-error';
import { sha256 } from '../../lib/ids';
import type { PaymentRow } from '../../repositories/payments-repo';
import { charge } from './charge';
import { awaitOutcome, claim, ClaimLost } from './claim';
import { settle } from './settle';
import { sweep } from './sweep';
import { isUniqueViolation } from '../../db/errors';
import { checkingResponse, type PaymentAsk, type PaymentDeps, type StoredResponse } from './types';

async function run(deps: PaymentDeps, ask: PaymentAsk): Promise<StoredResponse> {
  const { repos, settings } = deps;
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
      const outcome = await awaitOutcome(deps, ask.scope, ask.idempotencyKey, deadline);
      if (outcome === 'waiting') return checkingResponse();
      if (outcome !== 'released') return outcome;
      continue;
    }
    const prepared = await ask.prepare();
    let payment: PaymentRow;
    try {
      payment = await claim(deps, ask, hash, prepared);
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
      await settle(deps, mine, 'sweeper').catch(() => undefined);
      continue;
    }
    return charge(deps, payment);
  }
}

export function paymentService(deps: PaymentDeps) {
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

  return {
    run: (ask: PaymentAsk) => track(run(deps, ask)),
    sweep: () => track(sweep(deps)),
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
