import type { AppConfig } from '../config/config';
import type { Database } from './database';
import { assertMigrated, migrate } from './migrate';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

/**
 * Opens the configured database. The embedded one belongs to this process, so its schema is
 * brought up to date here; a PostgreSQL server's schema is changed only by `npm run migrate`
 * (a step before a rollout), and a server behind this release is refused with that advice.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & {
    dbStatementTimeoutMs?: number;
    databasePooler?: AppConfig['databasePooler'];
  },
): Promise<Database> {
  const statementTimeoutMs = config.dbStatementTimeoutMs;
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl, { statementTimeoutMs, pooler: config.databasePooler })
    : await openPglite(config.dataDir, { statementTimeoutMs });
  try {
    if (db.kind === 'pglite') await migrate(db);
    else await assertMigrated(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
