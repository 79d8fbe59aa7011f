// The schema's migrations: applied in the order of their ids, once each, recorded in
// schema_migrations with a checksum of their statements. A migration that changed after it was
// applied is refused (a released migration is never edited; a change is a new migration), and a
// new migration whose id sorts before one already applied is refused (its place in the order
// would differ between databases). On PostgreSQL a transaction-scoped advisory lock keeps
// copies that migrate together from racing each other.
import { createHash } from 'node:crypto';
import type { Database, Queryable } from './database';
import { migrations as released, type Migration } from './migrations';

const LOCK_ID = 482_211;

export class MigrationError extends Error {}

export const checksumOf = (m: Migration) =>
  createHash('sha256').update(m.statements().join('\n;\n')).digest('hex');

const byId = (list: readonly Migration[]) =>
  [...list].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export interface MigrationStatus {
  applied: string[];
  /** In the order they would run. */
  pending: string[];
  /** Applied before checksums were recorded: `migrate` records them. */
  unrecorded: string[];
  /** Applied by a newer release than this one (a rollback or a rolling update). */
  unknown: string[];
}

async function appliedRows(db: Queryable): Promise<Map<string, string | null>> {
  const table = await db.query<{ t: string | null }>("select to_regclass('schema_migrations')::text as t");
  if (!table[0]?.t) return new Map();
  const rows = await db.query<{ id: string; checksum?: string | null }>('select * from schema_migrations');
  return new Map(rows.map((r) => [r.id, r.checksum ?? null]));
}

/** Compares the database with the migrations; throws MigrationError on an edited or misplaced one. */
export async function migrationStatus(
  db: Queryable,
  list: readonly Migration[] = released,
): Promise<MigrationStatus> {
  const rows = await appliedRows(db);
  const ordered = byId(list);
  const known = new Set(ordered.map((m) => m.id));
  const status: MigrationStatus = {
    applied: [],
    pending: [],
    unrecorded: [],
    unknown: [...rows.keys()].filter((id) => !known.has(id)).sort(),
  };
  for (const m of ordered) {
    if (!rows.has(m.id)) {
      status.pending.push(m.id);
      continue;
    }
    status.applied.push(m.id);
    const recorded = rows.get(m.id);
    if (recorded === null) status.unrecorded.push(m.id);
    else if (recorded !== checksumOf(m)) {
      throw new MigrationError(
        `Migration ${m.id} was changed after it was applied to this database (its checksum differs). A released migration is never edited: restore it and put the change in a new migration.`,
      );
    }
  }
  const lastApplied = status.applied[status.applied.length - 1];
  const misplaced = lastApplied ? status.pending.filter((id) => id < lastApplied) : [];
  if (misplaced.length) {
    throw new MigrationError(
      `Migration ${misplaced.join(', ')} sorts before ${lastApplied}, which is already applied: migrations run in the order of their ids, so give it an id after the last one applied.`,
    );
  }
  return status;
}

/** Applies the pending migrations in id order; answers the ids it applied. */
export async function migrate(db: Database, list: readonly Migration[] = released): Promise<string[]> {
  const lock = (tx: Queryable) =>
    db.kind === 'postgres' ? tx.query('select pg_advisory_xact_lock($1)', [LOCK_ID]) : Promise.resolve([]);
  const ordered = byId(list);
  return db.transaction(async (tx) => {
    // One transaction for the whole run: copies migrating together wait for the lock, and a
    // failing migration leaves the database as it was.
    await lock(tx);
    await tx.query(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    await tx.query('alter table schema_migrations add column if not exists checksum text');
    const status = await migrationStatus(tx, ordered);
    for (const m of ordered.filter((x) => status.unrecorded.includes(x.id))) {
      await tx.query('update schema_migrations set checksum = $2 where id = $1', [m.id, checksumOf(m)]);
    }
    for (const m of ordered.filter((x) => status.pending.includes(x.id))) {
      for (const statement of m.statements()) await tx.query(statement);
      await tx.query('insert into schema_migrations (id, checksum) values ($1, $2)', [m.id, checksumOf(m)]);
    }
    return status.pending;
  });
}

/**
 * For a server database at start: refuses to serve a schema that is behind this release (or
 * edited), with the command that fixes it. The schema is changed only by `npm run migrate`.
 */
export async function assertMigrated(db: Queryable): Promise<void> {
  const status = await migrationStatus(db);
  const behind = [...status.pending, ...status.unrecorded];
  if (behind.length) {
    throw new MigrationError(
      `The database is not migrated for this release: ${status.pending.length} pending migration(s)${status.pending.length ? ` (${status.pending.join(', ')})` : ''}${
        status.unrecorded.length ? `, ${status.unrecorded.length} applied without a checksum` : ''
      }. Run \`npm run migrate\` (or \`node dist/apps/join-api/main.mjs migrate\`) with the same DATABASE_URL before starting the API.`,
    );
  }
}
