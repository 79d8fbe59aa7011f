#!/usr/bin/env node
// `npm test`: everything CI checks, in the order that fails fastest: lint (module boundaries
// included), type check, unit/component/API tests, the production build, then the Playwright
// journeys in Debian's Chromium against that build. The API tests run on the embedded database
// and again on PostgreSQL (TEST_DATABASE_URL; required when CI is set).
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

// The journeys' Chromium (tools/chromium.json, as e2e/support/browser.ts launches it).
const chromium =
  process.env.CHROMIUM_PATH ||
  JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8')).executablePath;
const banner = (text) => `${'!'.repeat(78)}\n!!! ${text}\n${'!'.repeat(78)}`;

/**
 * The API tests on PostgreSQL need a server in TEST_DATABASE_URL (.ci/run starts one). In CI its
 * absence fails the run loudly; locally the step is skipped with a note.
 */
function postgresMissing() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  if (process.env.CI && process.env.CI !== 'false') {
    return banner(
      'CI=true but TEST_DATABASE_URL is not set: the API tests cannot run on PostgreSQL. .ci/run starts a cluster and sets it. FAILING.',
    );
  }
  console.log(
    `\n${banner('API tests on PostgreSQL SKIPPED: TEST_DATABASE_URL is not set (e.g. postgres://user:pw@localhost:5432/db).')}`,
  );
  return 'skip';
}

/** Through a pooler the tests need PgBouncer in TEST_PGBOUNCER_URL too (.ci/run starts one). */
function pgbouncerMissing() {
  const missing = postgresMissing();
  if (missing || process.env.TEST_PGBOUNCER_URL) return missing;
  if (process.env.CI && process.env.CI !== 'false') {
    return banner(
      'CI=true but TEST_PGBOUNCER_URL is not set: the API tests cannot run through PgBouncer. .ci/run starts one and sets it. FAILING.',
    );
  }
  console.log(
    `\n${banner('API tests through PgBouncer SKIPPED: TEST_PGBOUNCER_URL is not set (e.g. postgres://user:pw@localhost:6432/).')}`,
  );
  return 'skip';
}

/** The limits in Redis need one in TEST_REDIS_URL (.ci/run starts one). */
function redisMissing() {
  const missing = postgresMissing();
  if (missing || process.env.TEST_REDIS_URL) return missing;
  if (process.env.CI && process.env.CI !== 'false') {
    return banner(
      'CI=true but TEST_REDIS_URL is not set: the limit tests cannot run with their counters in Redis. .ci/run starts one and sets it. FAILING.',
    );
  }
  console.log(
    `\n${banner('Limit tests with counters in Redis SKIPPED: TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379).')}`,
  );
  return 'skip';
}

// The money path, accounts, invites and the data lifecycle through PgBouncer in transaction mode
// (a database per file; the specs that build their own PostgreSQL URLs stay on the direct run).
const pooledSpecs = [
  'pooler',
  'registration',
  'payments',
  'payment-faults',
  'invites',
  'accounts-professionals',
  'rate-limits-and-accounts',
  'retention',
].map((name) => `apps/join-api/src/test/${name}.spec.ts`);

// Every limit (per address, per account, card declines, the breaker) with its counters in Redis
// (REDIS_URL), on PostgreSQL; the Redis store's own tests run here only.
const redisSpecs = [
  'apps/join-api/src/repositories/redis-counter-store.spec.ts',
  ...['redis-limits', 'rate-limits-and-accounts', 'each-limit', 'login-limits', 'card-testing'].map(
    (name) => `apps/join-api/src/test/${name}.spec.ts`,
  ),
];

/**
 * The Node the image runs (Dockerfile's FROM node:26-..., package.json's engines); the npm
 * registry's `node` package at this version, whatever Node runs this script.
 */
const NODE_LTS = '26.10.0';
const onNodeLts = ['--yes', `node@${NODE_LTS}`];

const steps = [
  ['commit subjects', process.execPath, ['tools/commit-subjects.mjs']],
  ['project graph', 'npx', ['nx', 'show', 'projects']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json']],
  // The embedded database first (TEST_DATABASE_URL removed for this run) on the machine's Node,
  // then the whole node project (API tests and the server-side unit tests) on PostgreSQL on the
  // image's Node: each pass on one engine and one Node, so the second costs no extra step.
  [
    'unit, component and API tests',
    'npx',
    ['jest', '--ci'],
    { TEST_DATABASE_URL: undefined, TEST_REDIS_URL: undefined },
  ],
  [
    `API and unit tests on PostgreSQL, Node ${NODE_LTS.split('.')[0]}`,
    'npx',
    [...onNodeLts, 'node_modules/jest/bin/jest.js', '--ci', '--selectProjects', 'node'],
    { TEST_PGBOUNCER_URL: undefined, TEST_REDIS_URL: undefined },
    postgresMissing,
  ],
  [
    'API tests through PgBouncer',
    'npx',
    ['jest', '--ci', ...pooledSpecs, '--selectProjects', 'node'],
    { TEST_REDIS_URL: undefined },
    pgbouncerMissing,
  ],
  [
    'limits in Redis',
    'npx',
    ['jest', '--ci', ...redisSpecs, '--selectProjects', 'node'],
    { TEST_PGBOUNCER_URL: undefined },
    redisMissing,
  ],
  ['production build', process.execPath, ['tools/build.mjs']],
  ['end-to-end journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
const skip = new Set((process.env.SKIP_STEPS || '').split(',').filter(Boolean));

if (!existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. The end-to-end journeys run in Debian's Chromium:
  apt-get update && apt-get install -y chromium
(or set CHROMIUM_PATH to another Chromium). Never run 'playwright install' here.`);
  process.exit(1);
}

const summary = [];
for (const [name, command, args, env = {}, precondition] of steps) {
  if (skip.has(name.split(/[ ,]/)[0])) continue;
  const missing = precondition?.();
  if (missing === 'skip') {
    summary.push(`skip ${name} (TEST_DATABASE_URL, TEST_PGBOUNCER_URL or TEST_REDIS_URL is not set)`);
    continue;
  }
  if (missing) {
    console.error(`\n${summary.join('\n')}\n\n${missing}`);
    process.exit(1);
  }
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const stepEnv = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete stepEnv[key];
  // A step on the registry's Node says which Node it got (the first run downloads it).
  if (args[1] === onNodeLts[1]) {
    const version = spawnSync(command, [...onNodeLts, '-p', 'process.version'], { encoding: 'utf8' });
    console.log(`on Node ${version.stdout.trim() || `? (${version.stderr.trim()})`}`);
  }
  const result = spawnSync(command, args, { stdio: 'inherit', env: stepEnv });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (result.status !== 0) {
    console.error(`\n${summary.join('\n')}\n\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${summary.join('\n')}`);
