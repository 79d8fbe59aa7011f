// Idempotency records for payments (ARCHITECTURE.md: a retried or double-clicked Pay never
// charges twice). Kept in Postgres so every copy of the service sees the same records.
import { one, type Queryable } from '../db/database';

export interface IdempotencyRow {
  scope: string;
  key: string;
  request_hash: string;
  state: 'pending' | 'done';
  response_status: number | null;
  response_body: unknown;
  created_at: Date;
  [key: string]: unknown;
}

export function idempotencyRepo(db: Queryable) {
  return {
    /** True when this call now owns the key. */
    async claim(scope: string, key: string, requestHash: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        "insert into idempotency_keys (scope, key, request_hash, state) values ($1, $2, $3, 'pending') on conflict do nothing returning key",
        [scope, key, requestHash],
      );
      return rows.length === 1;
    },
    get: (scope: string, key: string, tx: Queryable = db) =>
      one<IdempotencyRow>(tx, 'select * from idempotency_keys where scope = $1 and key = $2', [scope, key]),
    async complete(scope: string, key: string, status: number, body: unknown, tx: Queryable = db) {
      await tx.query(
        "update idempotency_keys set state = 'done', response_status = $3, response_body = $4 where scope = $1 and key = $2",
        [scope, key, status, JSON.stringify(body)],
      );
    },
    async release(scope: string, key: string, tx: Queryable = db) {
      await tx.query("delete from idempotency_keys where scope = $1 and key = $2 and state = 'pending'", [
        scope,
        key,
      ]);
    },
  };
}
export type IdempotencyRepo = ReturnType<typeof idempotencyRepo>;
