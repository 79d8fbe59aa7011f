#!/usr/bin/env node
// API throughput benchmark (ARCHITECTURE.md budgets): the pricing and registration endpoints
// must reach 30 % or more of a bare Fastify route's throughput on the same machine, with p99
// under 25 ms at 100 connections. Starts the built join API (embedded Postgres in a temporary
// folder) and a bare Fastify server, loads each for a few seconds with autocannon on loopback,
// prints requests/s and latency, and exits non-zero when a budget is missed.
// Run after `npm run build`: `npm run bench` (BENCH_SECONDS to change the duration).
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const seconds = Number(process.env.BENCH_SECONDS || 8);
const connections = 100;
const apiPort = Number(process.env.BENCH_API_PORT || 4395);
const barePort = apiPort + 1;

const run = (title, opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...opts }, (error, result) => (error ? reject(error) : resolve({ title, result })));
  });

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

const api = spawn(process.execPath, ['dist/apps/join-api/main.mjs'], {
  env: { ...process.env, PORT: String(apiPort), SANDBOX: '1', NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'join-bench-')) },
  stdio: 'ignore',
});
const bare = Fastify();
bare.post('/bare', async (request) => ({ ok: true, echo: request.body?.country ?? null }));
await bare.listen({ port: barePort, host: '127.0.0.1' });

let exitCode = 0;
try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
  const json = { 'content-type': 'application/json' };
  const pricingGroup = JSON.stringify({ country: 'US', countryCode: '1', phoneNumber: '5551234567' });
  let n = 0;
  const results = [];
  results.push(await run('bare Fastify route', { url: `http://127.0.0.1:${barePort}/bare`, method: 'POST', headers: json, body: pricingGroup }));
  results.push(await run('POST /api/pricing/group', { url: `http://127.0.0.1:${apiPort}/api/pricing/group`, method: 'POST', headers: json, body: pricingGroup }));
  results.push(
    await run('POST /api/registrations', {
      url: `http://127.0.0.1:${apiPort}`,
      // A new parent each time: creating a registration is a real write. (autocannon applies
      // setupRequest only to entries of `requests`, with their own headers.)
      requests: [
        {
          method: 'POST',
          path: '/api/registrations',
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              parent: { firstName: 'Bench', lastName: 'Mark', email: `bench${process.pid}.${n++}@example.test`, phoneCountryCode: '1', phoneNumber: '5551234567' },
              sections: ['PARENT'],
            }),
          }),
        },
      ],
    }),
  );
  const base = results[0].result.requests.average;
  console.log(`\n${seconds} s each, ${connections} connections, loopback, 2 cores shared by client and servers`);
  console.log('endpoint                     req/s    vs bare   p50 ms   p99 ms   errors/non-2xx   verdict');
  for (const { title, result } of results) {
    const ratio = result.requests.average / base;
    const isBare = title.startsWith('bare');
    const ok = isBare || (ratio >= 0.3 && result.latency.p99 < 25 && result.non2xx === 0 && result.errors === 0);
    if (!ok) exitCode = 1;
    console.log(
      `${title.padEnd(26)} ${result.requests.average.toFixed(0).padStart(7)} ${(ratio * 100).toFixed(0).padStart(8)} % ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(8)} ${`${result.errors}/${result.non2xx}`.padStart(16)}   ${isBare ? 'baseline' : ok ? 'ok' : 'MISSED (>=30 %, p99 < 25 ms)'}`,
    );
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  api.kill('SIGTERM');
  await bare.close();
}
process.exit(exitCode);
