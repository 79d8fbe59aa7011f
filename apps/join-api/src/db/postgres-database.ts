// A PostgreSQL server through `pg` (DATABASE_URL): what production and many copies share.
import pg from 'pg';
import type { Database, Queryable, Row } from './database';

// Postgres bigint and numeric arrive as strings by default; ours fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export async function openPostgres(url: string, options: { statementTimeoutMs?: number } = {}): Promise<Database> {
  const limit = options.statementTimeoutMs;
  // Time limits (CONTRACTS#money-under-faults): the server cancels a statement past statement_timeout; the client
  // gives up a little later in case the server itself is unreachable.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    ...(limit ? { statement_timeout: limit, query_timeout: limit + 2_000 } : {}),
  });
  // An idle connection the server drops (a restart, a failover, a network cut) is reported
  // here; unhandled, it would end the process. The pool opens a new one when next needed.
  pool.on('error', (error) => {
    console.error(JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, msg: 'an idle PostgreSQL connection was lost; the pool will open a new one', err: error.message }));
  });
  await pool.query('select 1');
  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row = Row>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params as unknown[]);
      return result.rows as T[];
    },
  });
  return {
    kind: 'postgres',
    query: asQueryable(pool).query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(asQueryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
