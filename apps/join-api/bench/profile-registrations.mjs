#!/usr/bin/env node
// Where a registration's time goes (issue 18 point 4): runs the built API under
// `node --cpu-prof`, drives POST /api/registrations with 100 connections for a few seconds,
// stops it, and prints the functions with the most self time and the same by package, from the
// .cpuprofile it wrote (open that file in Chrome DevTools > Performance for the flame graph).
//   node apps/join-api/build.mjs && node apps/join-api/bench/profile-registrations.mjs [seconds]
//   PROFILE_DATABASE_URL (or TEST_DATABASE_URL): profile on PostgreSQL (a fresh schema); else embedded.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const seconds = Number(process.argv[2] ?? 8);
const databaseUrl = process.env.PROFILE_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const port = Number(process.env.PROFILE_PORT || 4397);
const outDir = path.resolve('tmp', `profile-${Date.now()}`);
mkdirSync(outDir, { recursive: true });

let dbUrl;
let drop = async () => undefined;
if (databaseUrl) {
  const schema = `profile_${process.pid}`;
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  await c.query(`create schema ${schema}`);
  await c.end();
  const u = new URL(databaseUrl);
  u.searchParams.set('options', `-c search_path=${schema}`);
  dbUrl = u.toString();
  drop = async () => {
    const d = new pg.Client({ connectionString: databaseUrl });
    await d.connect();
    await d.query(`drop schema if exists ${schema} cascade`);
    await d.end();
  };
}
const dataDir = dbUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'join-profile-'));
const api = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', outDir, 'dist/apps/join-api/main.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SANDBOX: '1',
    EMBEDDED_DATABASE: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DIST_DIR: '/nonexistent',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: dataDir }),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((r) => api.on('exit', r));
for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) break;
  } catch {
    // starting
  }
  await new Promise((r) => setTimeout(r, 200));
}
let n = 0;
const result = await new Promise((resolve, reject) =>
  autocannon(
    {
      url: `http://127.0.0.1:${port}`,
      connections: 100,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/registrations',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              parent: { firstName: 'Pro', lastName: 'File', email: `profile${process.pid}.${n++}@example.test`, phoneCountryCode: '1', phoneNumber: '5551234567' },
              sections: ['PARENT'],
            }),
          }),
        },
      ],
    },
    (e, r) => (e ? reject(e) : resolve(r)),
  ),
);
api.kill('SIGTERM');
await exited;
await drop();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

const file = readdirSync(outDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile in ${outDir}`);
const profile = JSON.parse(readFileSync(path.join(outDir, file), 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfSamples = new Map();
for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
const total = profile.samples.length;
const byFunction = new Map();
const byPackage = new Map();
const where = (url) => {
  if (!url) return '(native / V8)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('dist/apps/join-api')) return 'join-api (ours)';
  return url;
};
for (const [id, count] of selfSamples) {
  const { callFrame } = byId.get(id);
  const name = callFrame.functionName || '(anonymous)';
  const loc = callFrame.url ? `${where(callFrame.url)} ${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
  const key = `${name}  ${loc}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + count);
  const pkg = ['(garbage collector)', '(idle)', '(program)'].includes(name) ? name : where(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
}
const top = (map, k) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([key, c]) => `${((100 * c) / total).toFixed(1).padStart(5)} %  ${key}`);
console.log(
  `\nPOST /api/registrations on ${dbUrl ? 'PostgreSQL' : 'the embedded database'}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
);
console.log(`profile: ${path.join(outDir, file)} (${total} samples)\n\nself time by function:`);
console.log(top(byFunction, 25).join('\n'));
console.log('\nself time by package:');
console.log(top(byPackage, 12).join('\n'));
