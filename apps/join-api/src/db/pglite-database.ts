// Embedded Postgres (PGlite) kept in DATA_DIR, or in memory for tests ('memory://'). PGlite has
// one connection, so a transaction holds a lock that plain queries wait for, as PGlite itself does.
import { mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, Row } from './database';
import { lockDataDir } from './data-dir-lock';

/** Keeps Postgres' error code; its `detail` is dropped because it can quote personal data. */
class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The worker script sits beside this file in the sources and beside main.mjs in the bundle. */
function workerScript(): string {
  const candidates = [join(__dirname, 'pglite-worker.mjs'), join(__dirname, 'db', 'pglite-worker.mjs')];
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`pglite-worker.mjs not found next to ${__dirname}`);
  return found;
}

export interface PgliteDatabase extends Database {
  /** A tarball of the whole cluster, loadable with `template` (tests use it to skip initdb). */
  dump(): Promise<Uint8Array>;
}

export async function openPglite(
  dataDir: string,
  options: { template?: Uint8Array; statementTimeoutMs?: number } = {},
): Promise<PgliteDatabase> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // One process per data folder (CONTRACTS#money-under-faults): refuse before touching it.
  const unlock = inMemory ? () => undefined : lockDataDir(dataDir);
  const worker = new Worker(workerScript(), {
    workerData: { dataDir: inMemory ? null : dataDir, template: options.template ?? null },
  });
  worker.once('exit', unlock);
  const pending = new Map<number, { resolve: (rows: Row[]) => void; reject: (e: Error) => void }>();
  let lastDump: Uint8Array | undefined;
  let nextId = 1;

  await new Promise<void>((resolve, reject) => {
    worker.once('exit', (code) =>
      reject(new Error(`PGlite worker exited (${code}) while starting in ${dataDir}`)),
    );
    const onMessage = (msg: { type?: string; error?: { message: string } }) => {
      if (msg.type === 'ready') resolve();
      else if (msg.type === 'failed')
        reject(new Error(`PGlite could not start in ${dataDir}: ${msg.error?.message}`));
      else return;
      worker.off('message', onMessage);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  worker.on(
    'message',
    (msg: {
      id: number;
      ok: boolean;
      rows: Row[];
      dump?: Uint8Array;
      error?: { message: string; code?: string };
    }) => {
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.dump) lastDump = msg.dump;
      if (pending.size === 0) worker.unref();
      if (msg.ok) p.resolve(msg.rows);
      else p.reject(new DatabaseError(msg.error?.message ?? 'database error', msg.error?.code));
    },
  );
  // A database nobody closed (a test that failed half way) must not keep the process alive, but
  // while a query is on its way the worker must (or a starting server exits with work pending).
  worker.unref();
  worker.on('error', (error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  });

  // PGlite runs no statement_timeout of its own: a query answered later than this is given up
  // (its late answer is dropped) so a stuck statement never holds a request forever.
  const limitMs = options.statementTimeoutMs ?? 0;
  const send = <T extends Row>(type: 'query' | 'close' | 'dump', sql?: string, params?: unknown[]) =>
    new Promise<T[]>((resolve, reject) => {
      const id = nextId++;
      const timer =
        limitMs && type === 'query'
          ? setTimeout(() => {
              if (!pending.delete(id)) return;
              if (pending.size === 0) worker.unref();
              reject(new DatabaseError(`query time limit of ${limitMs} ms reached`, '57014'));
            }, limitMs)
          : undefined;
      const done =
        <V>(fn: (v: V) => void) =>
        (v: V) => {
          if (timer) clearTimeout(timer);
          fn(v);
        };
      pending.set(id, { resolve: done(resolve as (rows: Row[]) => void), reject: done(reject) });
      worker.ref();
      worker.postMessage({ id, type, sql, params: params ?? [] });
    });

  // One holder at a time: a transaction keeps it from BEGIN to COMMIT.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
  const direct: Queryable = { query: (sql, params) => send('query', sql, params) };

  return {
    kind: 'pglite',
    query: (sql, params) => exclusive(() => send('query', sql, params)),
    transaction: (fn) =>
      exclusive(async () => {
        await direct.query('begin');
        try {
          const result = await fn(direct);
          await direct.query('commit');
          return result;
        } catch (error) {
          await direct.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    async dump() {
      await exclusive(() => send('dump'));
      return lastDump as Uint8Array;
    },
    async close() {
      await exclusive(() => send('close')).catch(() => undefined);
      await worker.terminate();
      unlock();
    },
  };
}
