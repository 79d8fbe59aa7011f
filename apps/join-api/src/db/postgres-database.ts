// A PostgreSQL server through `pg` (DATABASE_URL): what production and many copies share.
// It also works through a pooler in transaction mode (PgBouncer, DATABASE_POOLER=transaction):
// nothing is set for a session, statements are unnamed (never prepared by name), and the time
// limit is set per transaction with SET LOCAL.
import pg from 'pg';
import type { Database, Queryable, Row } from './database';

// Postgres bigint and numeric arrive as strings by default; ours fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export type Pooler = 'none' | 'transaction';

export interface PostgresOptions {
  statementTimeoutMs?: number;
  /**
   * 'none' (a direct connection): the time limit is a setting of each connection, sent when it
   * opens. 'transaction' (PgBouncer in transaction mode hands each transaction whatever server
   * connection is free): no connection setting survives, so every statement runs in a
   * transaction that sets its own limit first.
   */
  pooler?: Pooler;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const limit = options.statementTimeoutMs;
  const pooled = options.pooler === 'transaction';
  // Time limits (CONTRACTS#money-under-faults): the server cancels a statement past statement_timeout; the client
  // gives up a little later in case the server itself is unreachable.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    ...(limit ? { query_timeout: limit + 2_000 } : {}),
    ...(limit && !pooled ? { statement_timeout: limit } : {}),
  });
  // An idle connection the server drops (a restart, a failover, a network cut) is reported
  // here; unhandled, it would end the process. The pool opens a new one when next needed.
  pool.on('error', (error) => {
    console.error(
      JSON.stringify({
        level: 40,
        time: Date.now(),
        pid: process.pid,
        msg: 'an idle PostgreSQL connection was lost; the pool will open a new one',
        err: error.message,
      }),
    );
  });
  await pool.query('select 1');
  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row = Row>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
  });
  // One round trip: a parameterless query goes by the simple protocol, which takes both statements.
  const begin = limit ? `begin; set local statement_timeout = ${Math.round(limit)}` : 'begin';
  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query(begin);
      const result = await fn(asQueryable(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  const direct = asQueryable(pool);
  return {
    kind: 'postgres',
    query: pooled && limit ? (sql, params) => transaction((tx) => tx.query(sql, params)) : direct.query,
    transaction,
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
