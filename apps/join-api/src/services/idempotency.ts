// Runs a payment once per Idempotency-Key. The first request owns the key; identical requests
// that arrive meanwhile wait for its answer and replay it; a different body with the same key
// is refused. Only successes are kept: after a failure nothing was charged and the key is free.
import { ApiError, conflict } from '../lib/api-error';
import { sha256 } from '../lib/ids';
import type { IdempotencyRepo } from '../repositories/idempotency-repo';

export interface StoredResponse {
  status: number;
  body: unknown;
  replayed: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A pending record this old belongs to a copy that died mid-payment; it may be taken over. */
export const STALE_MS = 2 * 60_000;

export function idempotency(repo: IdempotencyRepo, waitMs = 30_000) {
  return async function run(scope: string, key: string, request: unknown, work: () => Promise<{ status: number; body: unknown }>): Promise<StoredResponse> {
    const hash = sha256(JSON.stringify(request));
    const deadline = Date.now() + waitMs;
    let delay = 10;
    for (;;) {
      if (await repo.claim(scope, key, hash)) break;
      const row = await repo.get(scope, key);
      if (row && row.request_hash !== hash) {
        throw new ApiError(422, { status: 422, message: 'idempotency.key.reused', validationErrors: [{ field: 'idempotency-key', text: 'validation:invalid' }] });
      }
      if (row?.state === 'done') return { status: row.response_status ?? 200, body: row.response_body, replayed: true };
      if (row && Date.now() - new Date(row.created_at).getTime() > STALE_MS) {
        await repo.release(scope, key);
        continue;
      }
      if (Date.now() > deadline) throw conflict('payment.in.progress');
      // Pending elsewhere (or just released): look again shortly.
      await sleep(delay);
      delay = Math.min(delay * 2, 200);
    }
    try {
      const result = await work();
      await repo.complete(scope, key, result.status, result.body);
      return { ...result, replayed: false };
    } catch (error) {
      await repo.release(scope, key);
      throw error;
    }
  };
}
export type Idempotent = ReturnType<typeof idempotency>;
