#!/usr/bin/env node
// API throughput benchmark (ARCHITECTURE.md budgets, CONTRACTS#past-one-machine 4): the pricing and
// registration endpoints against a bare Fastify route, on the embedded database and, when a
// PostgreSQL URL is given, on PostgreSQL (the API's pool of 10). Target: 30 % or more of the
// bare route's requests/s with p99 under 25 ms at 100 connections.
//
// Like for like: the bare route and the API each run in a child process of their own
// (tools/bench-support.mjs); autocannon runs in this process, with the same connections and
// duration for every server. Each round measures the bare route and then the three endpoints,
// so every ratio compares figures taken minutes apart at most; the tables give the median of
// the rounds (and each round's ratio, to show the spread on a shared machine).
//
// Run after a build (`node apps/join-api/build.mjs` is enough): `npm run bench`.
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL)  PostgreSQL to bench on (a fresh schema, dropped after)
//   BENCH_ENGINES=embedded,postgres            which engines (default: both when a URL is set)
//   BENCH_RUNS=3  BENCH_SECONDS=8  BENCH_CONNECTIONS=100
//   BENCH_WORKERS=1                             WEB_CONCURRENCY of the API on PostgreSQL
//   BENCH_ENDPOINTS=group,pricing,registrations which endpoints (default: all three)
//   BENCH_API_ENTRY=dist/apps/join-api/main.mjs the built API to run
//   BENCH_API_ENV='{"LOG_LEVEL":"info"}'        extra environment for the API (to measure a setting)
//   BENCH_REDIS_URL (or TEST_REDIS_URL)          also compare the limit counters' stores: POST
//                                               /api/registrations on PostgreSQL with limits off, on
//                                               with the PostgreSQL store, on with Redis (REDIS_URL)
//   BENCH_ENGINES=none                          only that comparison
// Exit code 1 when an endpoint misses the target on PostgreSQL (the production engine).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printEngineTable, printLimitStores } from './bench-api/report.mjs';
import { json, load, postgresSchema, registrationRequests, startApi, startBare } from './bench-support.mjs';

const runs = Number(process.env.BENCH_RUNS || 3);
const seconds = Number(process.env.BENCH_SECONDS || 8);
const connections = Number(process.env.BENCH_CONNECTIONS || 100);
const workers = Number(process.env.BENCH_WORKERS || 1);
const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const engines = (process.env.BENCH_ENGINES || (databaseUrl ? 'embedded,postgres' : 'embedded'))
  .split(',')
  .filter((e) => e && e !== 'none');
const redisUrl = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || '';
const apiPort = Number(process.env.BENCH_API_PORT || 4395);
const barePort = apiPort + 1;
const entry = process.env.BENCH_API_ENTRY || 'dist/apps/join-api/main.mjs';
const extraEnv = JSON.parse(process.env.BENCH_API_ENV || '{}');

if ((engines.includes('postgres') || redisUrl) && !databaseUrl) {
  console.error(
    'BENCH_ENGINES names postgres (or a Redis URL is set) but neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set.',
  );
  process.exit(1);
}

const pricingGroupBody = JSON.stringify({ country: 'US', countryCode: '1', phoneNumber: '5551234567' });
const pricingBody = JSON.stringify({
  orderDetail: { packageId: 1001 },
  address: {
    line1: '1 Main St',
    city: 'Austin',
    postalCode: '78701',
    country: 'US',
    region: 'TX',
    type: 'PRIMARY',
  },
});
const api = `http://127.0.0.1:${apiPort}`;
const allEndpoints = {
  group: {
    title: 'POST /api/pricing/group',
    opts: { url: `${api}/api/pricing/group`, method: 'POST', headers: json, body: pricingGroupBody },
  },
  pricing: {
    title: 'POST /api/pricing',
    opts: { url: `${api}/api/pricing`, method: 'POST', headers: json, body: pricingBody },
  },
  registrations: {
    title: 'POST /api/registrations',
    opts: { url: api, requests: registrationRequests('bench') },
  },
};
const endpoints = (process.env.BENCH_ENDPOINTS || 'group,pricing,registrations').split(',').map((name) => {
  if (!allEndpoints[name])
    throw new Error(`BENCH_ENDPOINTS: unknown endpoint ${name} (group, pricing, registrations)`);
  return allEndpoints[name];
});
const bareEndpoint = {
  title: 'bare Fastify route',
  opts: { url: `http://127.0.0.1:${barePort}/bare`, method: 'POST', headers: json, body: pricingGroupBody },
};

const measure = async ({ opts }) => {
  const r = await load({ connections, duration: seconds, ...opts });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
};
const warmUp = (opts) => load({ connections: 20, duration: 1, ...opts });

/** `runs` rounds of: bare route, then each endpoint; one API process per engine. */
async function benchEngine(engine) {
  const db = engine === 'postgres' ? await postgresSchema(databaseUrl, 'bench') : undefined;
  const dataDir = engine === 'embedded' ? mkdtempSync(path.join(tmpdir(), 'join-bench-')) : undefined;
  const env = {
    ...(engine === 'postgres'
      ? { DATABASE_URL: db.url, WEB_CONCURRENCY: String(workers) }
      : { DATA_DIR: dataDir }),
    ...extraEnv,
  };
  let server;
  try {
    server = await startApi({ port: apiPort, env, entry });
    // Warm up: JIT, the catalogue cache, the pool's connections.
    for (const e of [bareEndpoint, ...endpoints]) await warmUp(e.opts);
    const rounds = [];
    for (let run = 1; run <= runs; run++) {
      const round = { bare: await measure(bareEndpoint), endpoints: [] };
      for (const e of endpoints) round.endpoints.push(await measure(e));
      rounds.push(round);
      process.stderr.write(
        `${engine}: round ${run}/${runs} done (bare ${round.bare.rps.toFixed(0)} req/s)\n`,
      );
    }
    return rounds;
  } finally {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  }
}

/**
 * Registrations on PostgreSQL with the limits off, then counted in PostgreSQL, then in Redis. Every
 * registration takes a count in its address's signup bucket; RATE_LIMIT_FACTOR=1000000 keeps the
 * counting and lifts the maximum out of reach, so nothing is refused. The three APIs run side by
 * side (one process each, a schema each) and each round measures the bare route and then each of
 * them, so drift on a shared machine hits all three alike.
 */
async function benchLimitStores() {
  const setups = [
    { title: 'limits off (RATE_LIMIT_FACTOR=0)', env: { RATE_LIMIT_FACTOR: '0' } },
    { title: 'limits on, counters in PostgreSQL', env: { RATE_LIMIT_FACTOR: '1000000' } },
    {
      title: 'limits on, counters in Redis (REDIS_URL)',
      env: {
        RATE_LIMIT_FACTOR: '1000000',
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `bench:${process.pid}:${Date.now()}:`,
      },
    },
  ];
  const started = [];
  try {
    for (const [i, setup] of setups.entries()) {
      const db = await postgresSchema(databaseUrl, `bench_limits${i}`);
      const port = apiPort + 2 + i;
      const entryStarted = { setup, db, port, server: undefined };
      started.push(entryStarted);
      entryStarted.server = await startApi({
        port,
        env: { DATABASE_URL: db.url, WEB_CONCURRENCY: String(workers), ...setup.env, ...extraEnv },
        entry,
      });
      entryStarted.opts = { url: `http://127.0.0.1:${port}`, requests: registrationRequests(`limits${i}`) };
      await warmUp(entryStarted.opts);
    }
    await warmUp(bareEndpoint.opts);
    const rounds = [];
    for (let run = 1; run <= runs; run++) {
      const round = { bare: await measure(bareEndpoint), setups: [] };
      for (const s of started) round.setups.push(await measure({ opts: s.opts }));
      rounds.push(round);
      process.stderr.write(
        `limit stores: round ${run}/${runs} done (${round.setups.map((r) => r.rps.toFixed(0)).join(' / ')} req/s)\n`,
      );
    }
    return { titles: setups.map((x) => x.title), rounds };
  } finally {
    for (const s of started) {
      await s.server?.stop();
      await s.db.drop();
    }
  }
}

const bare = await startBare(barePort);
let exitCode = 0;
try {
  const tables = [];
  for (const engine of engines) tables.push([engine, await benchEngine(engine)]);
  const stores = redisUrl ? await benchLimitStores() : undefined;
  console.log(
    `\n${runs} round(s) × ${seconds} s per server and endpoint, ${connections} connections, loopback, ${new Date().toISOString()}. The bare route and the API each run in their own process; autocannon runs in the parent on the same cores. Medians of the rounds; "vs bare" is the median of each round's ratio to the bare route measured just before it.`,
  );
  for (const [engine, rounds] of tables) {
    if (
      !printEngineTable({ engine, rounds, endpoints, bareEndpoint, workers, extraEnv }) &&
      engine === 'postgres'
    )
      exitCode = 1;
  }
  if (stores) printLimitStores(stores, workers);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await bare.stop();
}
process.exit(exitCode);
