// Migrations done properly: real statement parsing, checksums that refuse an edited migration,
// the ids' order, and a server database that is migrated only by its own step. Runs on the
// embedded database, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from './database';
import { assertMigrated, migrate, migrationStatus, MigrationError } from './migrate';
import { runMigrateCommand } from './migrate-command';
import { migrations } from './migrations';
import { openDatabase } from './open-database';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';
import { splitStatements } from './sql-statements';
import { runOnServer } from '../test/server-schema';

jest.setTimeout(180_000);

const server = process.env.TEST_DATABASE_URL;
let n = 0;
const schemas: string[] = [];
let embedded: Database | undefined;

const admin = (sql: string) => runOnServer(server as string, sql);

/** An empty schema of its own on PostgreSQL (a URL with its search_path), for each test. */
async function serverSchema(): Promise<string> {
  const schema = `mig_${process.pid}_${Date.now()}_${n++}`;
  await admin(`create schema ${schema}`);
  schemas.push(schema);
  const url = new URL(server as string);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** A database with nothing in it: a fresh schema on PostgreSQL, or a fresh search path in one PGlite. */
async function emptyDatabase(): Promise<Database & { done(): Promise<void> }> {
  if (server) {
    const db = await openPostgres(await serverSchema());
    return Object.assign(db, { done: () => db.close() });
  }
  embedded ??= await openPglite('memory://');
  const schema = `mig_${n++}`;
  await embedded.query(`create schema ${schema}`);
  await embedded.query(`set search_path to ${schema}`);
  return Object.assign(Object.create(embedded) as Database, { done: async () => undefined });
}

afterAll(async () => {
  await embedded?.close();
  for (const schema of schemas) await admin(`drop schema if exists ${schema} cascade`);
});

const tables = async (db: Database) =>
  (
    await db.query<{ t: string }>(
      'select table_name as t from information_schema.tables where table_schema = current_schema() order by table_name',
    )
  ).map((r) => r.t);

describe('migrate', () => {
  it('runs migrations in the order of their ids, whatever their order in the list', async () => {
    const db = await emptyDatabase();
    const list = [
      {
        id: '002-child',
        statements: () => ['create table child (id int primary key, parent_id int references parent(id))'],
      },
      { id: '001-parent', statements: () => ['create table parent (id int primary key)'] },
    ];
    expect(await migrate(db, list)).toEqual(['001-parent', '002-child']);
    expect(await tables(db)).toEqual(['child', 'parent', 'schema_migrations']);
    expect(await migrate(db, list)).toEqual([]);
    await db.done();
  });

  it('applies a function body whose lines end in semicolons as one statement', async () => {
    const db = await emptyDatabase();
    const sql = `create table counter (n int not null);
insert into counter values (0);
create function bump() returns int language plpgsql as $$
begin
  update counter set n = n + 1;
  return (select n from counter);
end
$$;
select bump();
`;
    await migrate(db, [{ id: '001-counter', statements: () => splitStatements(sql) }]);
    expect((await db.query<{ n: number }>('select n from counter'))[0].n).toBe(1);
    await db.done();
  });

  it('refuses a migration edited after it was applied, on migrate and in the start-up check', async () => {
    const db = await emptyDatabase();
    await migrate(db, [{ id: '001-a', statements: () => ['create table a (id int)'] }]);
    const edited = [{ id: '001-a', statements: () => ['create table a (id bigint)'] }];
    await expect(migrate(db, edited)).rejects.toThrow(MigrationError);
    await expect(migrate(db, edited)).rejects.toThrow('Migration 001-a was changed after it was applied');
    await expect(migrationStatus(db, edited)).rejects.toThrow(/never edited/);
    await db.done();
  });

  it('refuses a new migration whose id sorts before one already applied', async () => {
    const db = await emptyDatabase();
    await migrate(db, [{ id: '010-b', statements: () => ['create table b (id int)'] }]);
    const list = [
      { id: '010-b', statements: () => ['create table b (id int)'] },
      { id: '005-late', statements: () => ['create table late (id int)'] },
    ];
    await expect(migrate(db, list)).rejects.toThrow('Migration 005-late sorts before 010-b');
    expect(await tables(db)).not.toContain('late');
    await db.done();
  });

  it('leaves the database as it was when a migration fails', async () => {
    const db = await emptyDatabase();
    const list = [
      { id: '001-ok', statements: () => ['create table ok (id int)'] },
      { id: '002-broken', statements: () => ['create table broken (id int)', 'select * from no_such_table'] },
    ];
    await expect(migrate(db, list)).rejects.toThrow(/no_such_table/);
    expect(await tables(db)).toEqual([]);
    await db.done();
  });

  it('records checksums for migrations applied before checksums existed, and then checks them', async () => {
    const db = await emptyDatabase();
    const list = [{ id: '001-a', statements: () => ['create table a (id int)'] }];
    // A database whose schema_migrations rows carry ids only, no checksums.
    await db.query(
      'create table schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    await db.query('create table a (id int)');
    await db.query("insert into schema_migrations (id) values ('001-a')");
    expect(await migrationStatus(db, list)).toMatchObject({
      applied: ['001-a'],
      pending: [],
      unrecorded: ['001-a'],
    });
    expect(await migrate(db, list)).toEqual([]);
    expect(await migrationStatus(db, list)).toMatchObject({
      applied: ['001-a'],
      pending: [],
      unrecorded: [],
    });
    await expect(
      migrate(db, [{ id: '001-a', statements: () => ['create table a (id text)'] }]),
    ).rejects.toThrow(/changed after it was applied/);
    await db.done();
  });

  it("keeps the released migrations' statements whole (no statement split inside a quote or a body)", () => {
    for (const m of migrations) {
      for (const statement of m.statements()) {
        expect(statement.trim()).not.toBe('');
        expect(() => splitStatements(statement)).not.toThrow();
        expect(splitStatements(statement)).toHaveLength(1);
      }
    }
  });
});

describe('start-up', () => {
  (server ? it : it.skip)(
    /* needs TEST_DATABASE_URL */ 'refuses to start on PostgreSQL with pending migrations, saying how to migrate; starts once migrated',
    async () => {
      const url = await serverSchema();
      const refused = openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      await expect(refused).rejects.toThrow(`${migrations.length} pending migration(s)`);
      await expect(openDatabase({ databaseUrl: url, dataDir: 'memory://' })).rejects.toThrow(
        'Run `npm run migrate`',
      );
      const c = await openPostgres(url);
      expect(await tables(c)).toEqual([]);
      await c.close();

      const lines: string[] = [];
      await runMigrateCommand({ DATABASE_URL: url }, (line) => lines.push(line));
      expect(lines[0]).toMatch(new RegExp(`^Applied ${migrations.length} migration\\(s\\) to PostgreSQL`));
      const db = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      await expect(assertMigrated(db)).resolves.toBeUndefined();
      await db.close();
    },
  );

  it('migrates the embedded database at start, and `migrate` finds it up to date', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'join-migrate-'));
    try {
      const db = await openDatabase({ dataDir: dir });
      expect((await migrationStatus(db)).pending).toEqual([]);
      await db.close();
      const lines: string[] = [];
      await runMigrateCommand({ DATA_DIR: dir }, (line) => lines.push(line));
      expect(lines[0]).toMatch(/^Nothing to apply: the embedded database in .* is up to date/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
