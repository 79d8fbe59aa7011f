#!/usr/bin/env node
// Where a registration's time goes (CONTRACTS#past-one-machine 4): runs the built API as a child under
// `node --cpu-prof`, drives POST /api/registrations from this process with 100 connections for
// a few seconds (the benchmark's load and settings, tools/bench-support.mjs), stops it, and
// prints a text flame graph summary from the .cpuprofile it wrote: the frames with the most self
// time, the frames with the most total time (self + callees: where a sample's stack passes), and
// self time by package. Open the .cpuprofile in Chrome DevTools > Performance for the graph.
//   node apps/join-api/build.mjs && node apps/join-api/bench/profile-registrations.mjs [seconds]
//   PROFILE_DATABASE_URL (or TEST_DATABASE_URL): profile on PostgreSQL (a fresh schema); else embedded.
//   PROFILE_API_ENTRY (default dist/apps/join-api/main.mjs), PROFILE_API_ENV='{"LOG_LEVEL":"info"}'.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, postgresSchema, registrationRequests, startApi } from '../../../tools/bench-support.mjs';

const seconds = Number(process.argv[2] ?? 8);
const databaseUrl = process.env.PROFILE_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const port = Number(process.env.PROFILE_PORT || 4397);
const outDir = path.resolve('tmp', `profile-${Date.now()}`);
mkdirSync(outDir, { recursive: true });

const db = databaseUrl ? await postgresSchema(databaseUrl, 'profile') : undefined;
const dataDir = db ? undefined : mkdtempSync(path.join(tmpdir(), 'join-profile-'));
const env = {
  ...(db ? { DATABASE_URL: db.url } : { DATA_DIR: dataDir }),
  ...JSON.parse(process.env.PROFILE_API_ENV || '{}'),
};
const api = await startApi({
  port,
  env,
  entry: process.env.PROFILE_API_ENTRY,
  nodeArgs: ['--cpu-prof', '--cpu-prof-dir', outDir],
});
const url = `http://127.0.0.1:${port}`;
// Warm up (JIT, pool connections) before the measured part; the profile covers both and the start.
await load({ url, connections: 20, duration: 1, requests: registrationRequests('warm') });
const loadStart = performance.now();
const result = await load({
  url,
  connections: 100,
  duration: seconds,
  requests: registrationRequests('profile'),
});
const loadEnd = performance.now();
await api.stop();
const stopped = performance.now();
await db?.drop();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

const file = readdirSync(outDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile in ${outDir}`);
const profile = JSON.parse(readFileSync(path.join(outDir, file), 'utf8'));
// Only the samples taken under the measured load: the profile ends when the child exits, so the
// window is placed back from its end by the parent's own clock (a few ms of slack at most).
const sampleTimes = [];
let at = profile.startTime;
for (const delta of profile.timeDeltas) sampleTimes.push((at += delta));
const windowStart = profile.endTime - (stopped - loadStart) * 1000;
const windowEnd = profile.endTime - (stopped - loadEnd) * 1000;
const samples = profile.samples.filter(
  (_, i) => sampleTimes[i] >= windowStart && sampleTimes[i] <= windowEnd,
);
const total = samples.length;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const where = (url) => {
  if (!url) return '(native / V8)';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node internals';
  if (url.includes('join-api') || url.includes('api-build')) return 'join-api (ours)';
  return url;
};
const SPECIAL = ['(garbage collector)', '(idle)', '(program)', '(root)'];
const frameOf = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  return url ? `${name}  ${where(url)} ${path.basename(url)}:${lineNumber + 1}` : name;
};

const selfTime = new Map();
const totalTime = new Map();
const byPackage = new Map();
const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
const callers = new Map();
for (const id of samples) {
  const leaf = byId.get(id);
  add(selfTime, frameOf(leaf));
  // The three frames above a self-time frame: its hot path.
  const path3 = [];
  for (let up = parentOf.get(id); up !== undefined && path3.length < 3; up = parentOf.get(up))
    path3.push(frameOf(byId.get(up)).split('  ')[0]);
  if (!callers.has(frameOf(leaf))) callers.set(frameOf(leaf), new Map());
  add(callers.get(frameOf(leaf)), path3.join(' < '));
  const name = leaf.callFrame.functionName;
  add(byPackage, SPECIAL.includes(name) ? name : where(leaf.callFrame.url));
  // Total time: each frame on the sample's stack once (recursion counted once).
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const key = frameOf(byId.get(at));
    if (key !== '(root)' && !seen.has(key)) {
      seen.add(key);
      add(totalTime, key);
    }
  }
}
const top = (map, k) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([key, c]) => `${((100 * c) / total).toFixed(1).padStart(5)} %  ${key}`);
console.log(
  `\nPOST /api/registrations on ${db ? 'PostgreSQL' : 'the embedded database'}, ${seconds} s, 100 connections: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
);
console.log(
  `profile: ${path.join(outDir, file)} (${total} of its ${profile.samples.length} samples fall in the measured ${seconds} s)\n\ntop 15 frames by self time:`,
);
console.log(top(selfTime, 15).join('\n'));
console.log('\nwhere the 5 hottest frames are called from (their callers, nearest first):');
for (const [frame] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 5)) {
  const [pathTop, count] = [...(callers.get(frame) ?? [])].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  console.log(
    `  ${frame.split('  ')[0]}: ${((100 * count) / (selfTime.get(frame) || 1)).toFixed(0)} % from ${pathTop || '(top level)'}`,
  );
}
console.log('\ntop 15 frames by total time (self + callees):');
console.log(top(totalTime, 15).join('\n'));
console.log('\nself time by package:');
console.log(top(byPackage, 12).join('\n'));
