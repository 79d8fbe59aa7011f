import type { AppConfig } from '../config/config';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

/** Opens the configured database and brings its schema up to date before anything runs. */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & { dbStatementTimeoutMs?: number }): Promise<Database> {
  const statementTimeoutMs = config.dbStatementTimeoutMs;
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl, { statementTimeoutMs }) : await openPglite(config.dataDir, { statementTimeoutMs });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
