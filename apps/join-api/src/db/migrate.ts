// Runs the SQL migrations in order, once each, recorded in schema_migrations. On PostgreSQL a
// transaction-scoped advisory lock keeps copies that start together from racing each other.
import type { Database, Queryable } from './database';
import { migrations } from './migrations';

const LOCK_ID = 482_211;

export async function migrate(db: Database): Promise<string[]> {
  const lock = (tx: Queryable) => (db.kind === 'postgres' ? tx.query('select pg_advisory_xact_lock($1)', [LOCK_ID]) : Promise.resolve([]));
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query('create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())');
  });
  const applied: string[] = [];
  for (const m of migrations) {
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      const done = await tx.query('select 1 from schema_migrations where id = $1', [m.id]);
      if (done.length) return false;
      for (const statement of m.statements()) await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [m.id]);
      return true;
    });
    if (ran) applied.push(m.id);
  }
  return applied;
}
