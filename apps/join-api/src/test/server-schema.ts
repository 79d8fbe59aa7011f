// Migrates a PostgreSQL schema as `npm run migrate` does before a rollout: the API on PostgreSQL
// refuses to start on a schema that is behind (db/open-database.ts), so tests migrate first.
import pg from 'pg';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgres-database';

export async function migrateServerSchema(url: string): Promise<void> {
  const db = await openPostgres(url);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}

/** Runs one statement on a client of its own (create or drop a schema or a database), then closes it. */
export async function runOnServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
