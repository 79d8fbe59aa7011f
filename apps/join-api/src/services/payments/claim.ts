// CONTRACTS#money-under-faults, step 1 of a payment (README.md): claim. In one transaction the
// Idempotency-Key is claimed and the payment row is written in state 'charging', its id being the
// gateway order id, before any money moves; the scope's live-payment index is the lock (one
// unsettled payment per registration, invited co-parent or professional). A retry of a key whose
// payment is in flight waits (bounded) for its outcome and answers the same receipt.
import { ApiError } from '../../lib/api-error';
import { newId } from '../../lib/ids';
import { UNSETTLED, type PaymentRow } from '../../repositories/payments-repo';
import { replayOf, settle } from './settle';
import type { PaymentAsk, PaymentDeps, PaymentPrepared, StoredResponse } from './types';

/** Another request claimed the key between our look and our claim. */
export class ClaimLost extends Error {}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Writes the key and the payment row together, before any money moves. */
export async function claim(
  deps: PaymentDeps,
  ask: PaymentAsk,
  hash: string,
  prepared: PaymentPrepared,
): Promise<PaymentRow> {
  const { repos, gateway, settings } = deps;
  return deps.db.transaction(async (tx) => {
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
    await deps.kinds[ask.kind].precheck(tx, ask.subjectId);
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

/** A retry of a key whose payment is in flight: wait for it, or settle it once its holder is gone. */
export async function awaitOutcome(
  deps: PaymentDeps,
  scope: string,
  key: string,
  deadline: number,
): Promise<StoredResponse | 'released' | 'waiting'> {
  const { repos, settings } = deps;
  let delay = 25;
  for (;;) {
    const row = await repos.idempotency.get(scope, key);
    if (!row) return 'released';
    if (row.state === 'done') return replayOf(row);
    const payment = await repos.payments.forKey(scope, key);
    if (
      payment &&
      UNSETTLED.includes(payment.state) &&
      new Date(payment.lease_until).getTime() <= Date.now()
    ) {
      const mine = await repos.payments.takeOver(payment.id, settings.leaseMs);
      if (mine) return { ...(await settle(deps, mine, 'visitor')), replayed: true };
    }
    if (Date.now() >= deadline) return 'waiting';
    await sleep(delay);
    delay = Math.min(delay * 2, 250);
  }
}
