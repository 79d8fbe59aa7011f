#!/usr/bin/env node
// API throughput benchmark (ARCHITECTURE.md budgets, issue 18 point 4): the pricing and
// registration endpoints against a bare Fastify route measured in the same run, on the embedded
// database and, when a PostgreSQL URL is given, on PostgreSQL (the API's pool of 10). Target:
// 30 % or more of the bare route's requests/s with p99 under 25 ms at 100 connections. The load
// generator (autocannon) runs in this process on the same cores as the servers, so figures are
// for comparison within one run; run it several times on a shared machine and take medians.
//
// Run after a build (`node apps/join-api/build.mjs` is enough): `npm run bench`.
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL)  PostgreSQL to bench on (a fresh schema, dropped after)
//   BENCH_ENGINES=embedded,postgres            which engines (default: both when a URL is set)
//   BENCH_SECONDS=8  BENCH_CONNECTIONS=100     load per endpoint
//   BENCH_WORKERS=1                             WEB_CONCURRENCY of the API on PostgreSQL
// Exit code 1 when an endpoint misses the target on PostgreSQL (the production engine).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const seconds = Number(process.env.BENCH_SECONDS || 8);
const connections = Number(process.env.BENCH_CONNECTIONS || 100);
const workers = Number(process.env.BENCH_WORKERS || 1);
const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const engines = (process.env.BENCH_ENGINES || (databaseUrl ? 'embedded,postgres' : 'embedded')).split(',').filter(Boolean);
const apiPort = Number(process.env.BENCH_API_PORT || 4395);
const barePort = apiPort + 1;
const json = { 'content-type': 'application/json' };

if (engines.includes('postgres') && !databaseUrl) {
  console.error('BENCH_ENGINES names postgres but neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set.');
  process.exit(1);
}

const load = (title, opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...opts }, (error, result) => (error ? reject(error) : resolve({ title, result })));
  });

async function waitFor(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** A schema of its own on the server, so the bench never touches other data. */
async function postgresSchema() {
  const schema = `bench_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const drop = async () => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  };
  return { url: url.toString(), drop };
}

function startApi(env) {
  const child = spawn(process.execPath, ['dist/apps/join-api/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      SANDBOX: '1',
      EMBEDDED_DATABASE: '1',
      RATE_LIMIT_FACTOR: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.on('exit', r));
  return { child, stop: async () => (child.exitCode === null ? (child.kill('SIGTERM'), await exited) : undefined) };
}

const pricingGroupBody = JSON.stringify({ country: 'US', countryCode: '1', phoneNumber: '5551234567' });
const pricingBody = JSON.stringify({ orderDetail: { packageId: 1001 }, address: { line1: '1 Main St', city: 'Austin', postalCode: '78701', country: 'US', region: 'TX', type: 'PRIMARY' } });
let n = 0;
const registrationRequest = () => [
  {
    method: 'POST',
    path: '/api/registrations',
    headers: json,
    // A new parent each time: creating a registration is a real write. (autocannon applies
    // setupRequest only to entries of `requests`.)
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({
        parent: { firstName: 'Bench', lastName: 'Mark', email: `bench${process.pid}.${n++}@example.test`, phoneCountryCode: '1', phoneNumber: '5551234567' },
        sections: ['PARENT'],
      }),
    }),
  },
];

async function benchEngine(engine) {
  const db = engine === 'postgres' ? await postgresSchema() : undefined;
  const dataDir = engine === 'embedded' ? mkdtempSync(path.join(tmpdir(), 'join-bench-')) : undefined;
  const api = startApi(engine === 'postgres' ? { DATABASE_URL: db.url, WEB_CONCURRENCY: String(workers) } : { DATA_DIR: dataDir });
  const base = `http://127.0.0.1:${apiPort}`;
  try {
    await waitFor(`${base}/api/health/ready`, api.child);
    // Warm up: JIT, the catalogue cache and the pool's connections.
    await new Promise((resolve, reject) =>
      autocannon({ url: `${base}/api/pricing`, method: 'POST', headers: json, body: pricingBody, connections: 20, duration: 1 }, (e) => (e ? reject(e) : resolve())),
    );
    const results = [];
    results.push(await load('bare Fastify route', { url: `http://127.0.0.1:${barePort}/bare`, method: 'POST', headers: json, body: pricingGroupBody }));
    results.push(await load('POST /api/pricing/group', { url: `${base}/api/pricing/group`, method: 'POST', headers: json, body: pricingGroupBody }));
    results.push(await load('POST /api/pricing', { url: `${base}/api/pricing`, method: 'POST', headers: json, body: pricingBody }));
    results.push(await load('POST /api/registrations', { url: base, requests: registrationRequest() }));
    return results;
  } finally {
    await api.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await db?.drop();
  }
}

const bare = Fastify();
bare.post('/bare', async (request) => ({ ok: true, echo: request.body?.country ?? null }));
await bare.listen({ port: barePort, host: '127.0.0.1' });

let exitCode = 0;
try {
  const tables = [];
  for (const engine of engines) tables.push([engine, await benchEngine(engine)]);
  console.log(`\n${seconds} s per endpoint, ${connections} connections, loopback; autocannon and the servers share the machine's cores`);
  for (const [engine, results] of tables) {
    const label = engine === 'postgres' ? `PostgreSQL (pool of 10, WEB_CONCURRENCY=${workers})` : 'embedded database (PGlite)';
    console.log(`\n${label}`);
    console.log('endpoint                     req/s    vs bare   p50 ms   p99 ms   errors/non-2xx   verdict');
    const baseline = results[0].result.requests.average;
    for (const { title, result } of results) {
      const ratio = result.requests.average / baseline;
      const isBare = title.startsWith('bare');
      const ok = isBare || (ratio >= 0.3 && result.latency.p99 <= 25 && result.non2xx === 0 && result.errors === 0);
      if (!ok && engine === 'postgres') exitCode = 1;
      console.log(
        `${title.padEnd(26)} ${result.requests.average.toFixed(0).padStart(7)} ${(ratio * 100).toFixed(0).padStart(8)} % ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(8)} ${`${result.errors}/${result.non2xx}`.padStart(16)}   ${isBare ? 'baseline (same run)' : ok ? 'ok' : 'MISSED (>= 30 %, p99 <= 25 ms)'}`,
      );
    }
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await bare.close();
}
process.exit(exitCode);
