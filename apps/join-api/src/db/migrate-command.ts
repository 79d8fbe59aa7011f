// `npm run migrate` (node dist/apps/join-api/main.mjs migrate): brings the schema of DATABASE_URL,
// or of the embedded database in DATA_DIR, up to date, as its own step before a rollout. It needs
// only the database settings, and no statement time limit applies: a migration may take long.
import { resolve } from 'node:path';
import type { Database } from './database';
import { migrate, migrationStatus } from './migrate';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

export async function runMigrateCommand(
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.log,
): Promise<void> {
  const url = env.DATABASE_URL || undefined;
  const where = url
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${resolve(env.DATA_DIR || '.data')}`;
  const db: Database = url
    ? await openPostgres(url, { pooler: env.DATABASE_POOLER === 'transaction' ? 'transaction' : 'none' })
    : await openPglite(resolve(env.DATA_DIR || '.data'));
  try {
    const applied = await migrate(db);
    const status = await migrationStatus(db);
    log(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}`
        : `Nothing to apply: ${where} is up to date (${status.applied.length} migrations).`,
    );
    if (status.unknown.length)
      log(`Applied by a newer release and unknown to this one: ${status.unknown.join(', ')}`);
  } finally {
    await db.close();
  }
}
