#!/usr/bin/env node
// Runs the built product on one port: the join API on a loopback port of its own, and the page
// server on PORT in front of it, passing /api/* and /dev/* to the API (PROXY_API=1). The page
// server fronts because it is what a visitor's first request reaches (the first screen); the API
// stays unreachable from outside, as behind production's path routing (docs/deploying.md).
// The page server gets only its own settings: it refuses payment and database secrets.
// Used by `npm start` (after the build), the journeys (e2e/playwright.config.ts) and the tests
// that start a second copy of the product.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

// Both processes and the shell's page-assets.json must be built; a stale dist/ may lack them.
const missing = [
  'dist/apps/join-api/main.mjs',
  'dist/apps/page-server/main.mjs',
  `${process.env.DIST_DIR || 'dist/apps'}/shell/page-assets.json`,
].filter((file) => !existsSync(file));
if (missing.length) {
  console.error(
    `Not built: ${missing.join(', ')}. Run "node tools/build.mjs join-api page-server shell" (or "npm run build"), then start again.`,
  );
  process.exit(1);
}

const PAGE_SERVER_SETTINGS = [
  'PATH',
  'HOME',
  'NODE_ENV',
  'HOST',
  'DIST_DIR',
  'REMOTES_MANIFEST',
  'REMOTE_SERVER_ORIGINS',
  'SERVER_RENDER',
  'SERVER_RENDER_REMOTE_TIMEOUT_MS',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'JOIN_BUILD_LABEL',
];

const env = process.env;
const port = env.PORT || '4200';
const apiPort = env.API_PORT || String(await freePort());
const children = [];
let stopping = false;
let failed;
const stopAll = (signal = 'SIGTERM') => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

function start(name, file, childEnv, onLine) {
  const child = spawn(process.execPath, [file], { env: childEnv, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let pending = '';
  child.stdout.on('data', (data) => {
    process.stdout.write(data);
    pending += data;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine?.(line);
  });
  child.on('exit', (code, signal) => {
    // One process gone is the product gone: stop the other and say which.
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
      failed = code || 1;
    }
    stopAll();
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(failed ?? 0);
  });
  return child;
}

await new Promise((ready) => {
  // The API answers on loopback only; the page server passes it the client's address (TRUST_PROXY=1).
  start(
    'the join API',
    'dist/apps/join-api/main.mjs',
    {
      ...env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      PUBLIC_URL: env.PUBLIC_URL || `http://localhost:${port}`,
    },
    (line) => {
      if (/ready at http:\/\/localhost:\d+\//.test(line)) ready();
    },
  );
});
const pageEnv = Object.fromEntries(
  PAGE_SERVER_SETTINGS.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]),
);
// The release store the release commands write (tools/release.mjs): beside the data unless named.
const releaseStore = env.RELEASE_STORE || join(env.DATA_DIR || '.data', 'releases');
start('the page server', 'dist/apps/page-server/main.mjs', {
  ...pageEnv,
  PORT: port,
  API_URL: `http://127.0.0.1:${apiPort}`,
  PROXY_API: '1',
  RELEASE_STORE: releaseStore,
});
