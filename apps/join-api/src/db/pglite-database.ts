// Embedded Postgres (PGlite) kept in DATA_DIR, or in memory for tests (dataDir 'memory://').
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database';

export async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pg = new PGlite(inMemory ? undefined : dataDir);
  await pg.waitReady;
  // PGlite runs one statement at a time; its own mutex makes a transaction exclusive, so plain
  // queries from other requests wait for it instead of interleaving.
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T extends Row = Row>(sql: string, params?: unknown[]) {
      const result = await q.query<T>(sql, params as unknown[]);
      return result.rows;
    },
  });
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
