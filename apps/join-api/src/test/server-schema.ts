// Migrates a PostgreSQL schema as `npm run migrate` does before a rollout: the API on PostgreSQL
// refuses to start on a schema that is behind (db/open-database.ts), so tests migrate first.
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
