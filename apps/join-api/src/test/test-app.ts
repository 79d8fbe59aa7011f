// Starts the real service on embedded Postgres for API tests, or on the PostgreSQL server in
// TEST_DATABASE_URL (see apps/join-api/README.md), listening on a free port, and talks to it
// through real HTTP with fetch.
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { openPglite } from '../db/pglite-database';
import { migrateServerSchema, runOnServer } from './server-schema';
import { loadConfig, type AppConfig } from '../config/config';
import { buildApp } from '../app';
import type { BuildOptions } from '../app';
import { createI18n, serverText } from '@join/i18n';
import { MESSAGE_KEY } from '../lib/message-keys';
import { contractChecker } from './contract-check';

// content-disposition 3 is ESM only; Node 20 loads it with require(esm) but Jest's module
// runtime cannot. @fastify/static uses it only for reply.download(), which we never call.
// Starting embedded Postgres (initdb in WebAssembly, then every migration) takes a few seconds on a
// quiet machine and over a minute on a saturated one (load 20 on 2 cores): a start-up limit, not a
// speed check (speed is the benchmarks' job).
jest.setTimeout(120_000);
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  baseUrl: string;
  call<T = any>(
    options: CallOptions,
  ): Promise<{ status: number; body: T; headers: Record<string, string>; text: string }>;
  close(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  url: string;
  payload?: unknown;
  /** A raw body sent as is (bad JSON, other content types). */
  rawBody?: string;
  headers?: Record<string, string>;
}

let schemaCounter = 0;

/**
 * A fresh database per test file: a PGlite in memory, or a new schema on the real server; through
 * a pooler (TEST_PGBOUNCER_URL), a new database, since a transaction-mode pooler keeps no
 * search_path for us.
 */
async function databaseUrlForFile(): Promise<
  { url: string; drop: () => Promise<void>; pooler?: 'transaction' } | undefined
> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  if (process.env.TEST_PGBOUNCER_URL) return pooledDatabaseForFile(base, process.env.TEST_PGBOUNCER_URL);
  const schema = `t_${process.pid}_${Date.now()}_${schemaCounter++}`;
  await runOnServer(base, `create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  await migrateServerSchema(url.toString());
  return { url: url.toString(), drop: () => runOnServer(base, `drop schema if exists ${schema} cascade`) };
}

async function pooledDatabaseForFile(base: string, pooler: string) {
  const name = `t_${process.pid}_${Date.now()}_${schemaCounter++}`;
  const admin = (sql: string) => runOnServer(base, sql);
  await admin(`create database ${name}`);
  const direct = new URL(base);
  direct.pathname = `/${name}`;
  await migrateServerSchema(direct.toString());
  const url = new URL(pooler);
  url.pathname = `/${name}`;
  // The pooler still holds server connections to it: force them closed.
  return {
    url: url.toString(),
    drop: () => dropWithRetry(() => admin(`drop database if exists ${name} with (force)`)),
    pooler: 'transaction' as const,
  };
}

/**
 * A forced drop refuses (42501) while an autovacuum worker, which has no role, is in the database
 * and the test role lacks pg_signal_backend; the worker finishes within moments, so try again.
 */
async function dropWithRetry(drop: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await drop();
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/**
 * An in-memory database started from a cached dump of a migrated cluster: initdb dominates a
 * fresh start (tens of seconds on a busy machine), loading a dump takes a few. The cache key
 * covers the migrations, so a new or changed migration makes a new template.
 */
async function memoryDatabase(): Promise<Database> {
  // package.json is not in PGlite's exports map, so it is read from the install folder.
  const version = JSON.parse(
    readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version;
  const key = createHash('sha256')
    .update(JSON.stringify([version, migrations.map((m) => [m.id, m.statements()])]))
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `join-api-pglite-${key}.tar`);
  if (existsSync(file)) {
    const db = await openPglite('memory://', { template: new Uint8Array(readFileSync(file)) });
    await migrate(db);
    return db;
  }
  const db = await openPglite('memory://');
  await migrate(db);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, await db.dump());
  renameSync(tmp, file);
  return db;
}

/**
 * A database that outlives the apps started on it, for a stop and a restart: an in-memory one
 * handed to each app, or a schema of the server in TEST_DATABASE_URL that each app opens itself.
 */
export async function sharedDatabase(): Promise<{
  env: Record<string, string>;
  overrides: BuildOptions;
  close(): Promise<void>;
}> {
  const server = await databaseUrlForFile();
  if (server)
    return {
      env: { DATABASE_URL: server.url, ...(server.pooler ? { DATABASE_POOLER: server.pooler } : {}) },
      overrides: {},
      close: server.drop,
    };
  const db = await memoryDatabase();
  return { env: {}, overrides: { db }, close: () => db.close() };
}

const prefixes = new WeakMap<Database, string>();

/**
 * With TEST_REDIS_URL the limit counters live in that Redis, under a key prefix per database: apps
 * started on one database share their counts (as copies do), apps on fresh databases start at zero.
 */
function redisEnv(databaseUrl: string | undefined, db: Database | undefined): Record<string, string> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return {};
  const fresh = `test:t${process.pid}_${Date.now()}_${schemaCounter++}:`;
  const prefix = db
    ? (prefixes.get(db) ?? fresh)
    : databaseUrl
      ? `test:${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 16)}:`
      : fresh;
  return { REDIS_URL: url, REDIS_KEY_PREFIX: prefix };
}

export async function startTestApp(
  env: Record<string, string> = {},
  overrides: BuildOptions = {},
): Promise<TestApp> {
  const server = env.DATABASE_URL === undefined ? await databaseUrlForFile() : undefined;
  const databaseUrl = env.DATABASE_URL ?? server?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    SANDBOX: '1',
    // Limits are tested on their own (rate-limits.spec.ts); the other suites must not trip them.
    RATE_LIMIT_FACTOR: '100',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    DIST_DIR: '/nonexistent-dist',
    PUBLIC_URL: 'http://join.localhost',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(server?.pooler ? { DATABASE_POOLER: server.pooler } : {}),
    ...redisEnv(databaseUrl, overrides.db),
    ...env,
  });
  const ownDb =
    !overrides.db && !config.databaseUrl && config.dataDir === 'memory://'
      ? await memoryDatabase()
      : undefined;
  const app = await buildApp(config, { ...overrides, db: overrides.db ?? ownDb });
  // A second app handed this one's database (app.db) counts with it.
  if (config.redis) prefixes.set(app.db, config.redis.keyPrefix);
  if (ownDb) app.addHook('onClose', async () => ownDb.close());
  if (server) app.addHook('onClose', server.drop);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const checkContract = contractChecker(async () => (await fetch(`${baseUrl}/api/openapi.json`)).json());
  return {
    app,
    config,
    baseUrl,
    async call(options) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      let body: string | undefined = options.rawBody;
      if (options.payload !== undefined) {
        body = JSON.stringify(options.payload);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(`${baseUrl}${options.url}`, {
        method: options.method ?? 'GET',
        headers,
        body,
        redirect: 'manual',
      });
      const text = await res.text();
      let parsed: any = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON (HTML pages, static files)
      }
      const answer = {
        status: res.status,
        body: parsed,
        headers: Object.fromEntries(res.headers.entries()),
        text,
      };
      await checkContract(
        {
          method: options.method ?? 'GET',
          url: options.url,
          payload: options.payload,
          rawBody: options.rawBody,
          headers,
        },
        answer,
      );
      return answer;
    },
    close: () => app.close(),
  };
}

/** What production requires (config.ts productionProblems), with fake live keys and relay. */
export const productionEnv = {
  NODE_ENV: 'production',
  SANDBOX: '0',
  EMBEDDED_DATABASE: '1',
  PUBLIC_URL: 'https://join.test',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'Join <no-reply@join.test>',
  DISCOUNT_LINK_SECRET: 'production-test-discount-secret-0123456789',
  BRAINTREE_MERCHANT_ID: 'm',
  BRAINTREE_PUBLIC_KEY: 'p',
  BRAINTREE_PRIVATE_KEY: 's',
};

export const parentA = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email: `ann.${Math.random().toString(36).slice(2, 10)}@example.com`,
  phoneCountryCode: '+1',
  phoneNumber: '5125550101',
  timeZone: 'America/Chicago',
  ...overrides,
});

export const usAddress = {
  line1: '100 Congress Ave',
  line2: null,
  city: 'Austin',
  region: 'TX',
  postalCode: '78701',
  country: 'US',
  type: 'PRIMARY' as const,
};

const readers = { en: createI18n('en'), es: createI18n('es') };

/**
 * validationErrors as a visitor reads them: the API sends only i18n keys (docs/CONTRACTS.md
 * Errors) and the browser applies @join/i18n's serverText to each. Fails on a text that is not a key.
 */
export function asRead(errors: { field: string; text: string }[] | undefined, lang: 'en' | 'es' = 'en') {
  return (errors ?? []).map((e) => {
    if (!MESSAGE_KEY.test(e.text))
      throw new Error(`The API sent words instead of a message key: ${JSON.stringify(e)}`);
    return { field: e.field, text: serverText(e.text, readers[lang]) };
  });
}
