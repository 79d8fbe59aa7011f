// One small database interface over PGlite (embedded, the default) and PostgreSQL (DATABASE_URL),
// so services and repositories never know which one runs (ARCHITECTURE.md The join API).

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; everything inside must use the given handle. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A connection pool's use (PostgreSQL); the embedded database has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** Repositories take an optional transaction and fall back to the pool. */
export type Tx = Queryable | undefined;

export async function one<T extends Row>(
  db: Queryable,
  sql: string,
  params?: unknown[],
): Promise<T | undefined> {
  const rows = await db.query<T>(sql, params);
  return rows[0];
}
