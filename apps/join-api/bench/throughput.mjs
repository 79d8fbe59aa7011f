#!/usr/bin/env node
// Rough throughput check for ARCHITECTURE.md's API budget (pricing and registration at 30 % or
// more of a bare Fastify route, p99 under 25 ms at 100 connections). Starts the built API
// (node apps/join-api/build.mjs first) and a bare Fastify route, then drives each with 100
// keep-alive connections from this process. Numbers are indicative on a shared machine: the
// load generator competes with the servers for the same cores.
//   node apps/join-api/bench/throughput.mjs [seconds]
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';

const seconds = Number(process.argv[2] ?? 10);
const CONNECTIONS = 100;
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(port, method, path, body) {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function drive(name, port, method, path, makeBody) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const t0 = process.hrtime.bigint();
        const status = await request(port, method, path, makeBody?.());
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (status >= 400) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const rps = latencies.length / seconds;
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  console.log(`${name.padEnd(22)} ${rps.toFixed(0).padStart(7)} req/s   p50 ${latencies[Math.floor(latencies.length / 2)].toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   errors ${errors}`);
  return rps;
}

const bare = Fastify();
bare.post('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = bare.server.address().port;

const apiPort = 4900 + Math.floor(Math.random() * 90);
const api = spawn(process.execPath, ['dist/apps/join-api/main.mjs'], {
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'join-bench-')),
    SANDBOX: '1',
    RATE_LIMIT_FACTOR: '0',
    LOG_LEVEL: 'warn',
    DIST_DIR: '/nonexistent',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => api.stdout.on('data', (d) => String(d).includes('ready') && resolve()));

try {
  const base = await drive('bare fastify', barePort, 'POST', '/bare', () => ({}));
  const pricing = await drive('POST /api/pricing', apiPort, 'POST', '/api/pricing', () => ({ orderDetail: { packageId: 1001 }, address: { country: 'US', region: 'TX' } }));
  let n = 0;
  const registration = await drive('POST /api/registrations', apiPort, 'POST', '/api/registrations', () => ({
    parent: { firstName: 'Ann', lastName: 'Lee', email: `bench.${process.pid}.${n++}@example.com`, phoneCountryCode: '+1', phoneNumber: '5125550101' },
    sections: ['PARENT'],
  }));
  console.log(`pricing ${((100 * pricing) / base).toFixed(0)} % of bare, registration ${((100 * registration) / base).toFixed(0)} % of bare`);
} finally {
  api.kill('SIGTERM');
  await bare.close();
  agent.destroy();
}
