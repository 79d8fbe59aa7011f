// A database whose statements cancelled by their time limit (SQLSTATE 57014, query_canceled, on
// PostgreSQL and from the embedded database's own limit) are reported, for the metrics.
import type { Database, Queryable, Row } from './database';

const QUERY_CANCELED = '57014';

export function reportingTimeouts(db: Database, onTimeout: () => void): Database {
  const reporting = (q: Queryable): Queryable => ({
    query: <T extends Row = Row>(sql: string, params?: unknown[]) =>
      q.query<T>(sql, params).catch((error: unknown) => {
        if ((error as { code?: string } | null)?.code === QUERY_CANCELED) onTimeout();
        throw error;
      }),
  });
  // Everything else (kind, close, the pool's figures) is the database's own.
  const wrapped = Object.create(db) as Database;
  return Object.assign(wrapped, {
    query: reporting(db).query,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn(reporting(tx))),
  });
}
