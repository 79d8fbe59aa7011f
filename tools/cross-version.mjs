#!/usr/bin/env node
// `npm run e2e:cross-version` (CI runs it after `npm test`, on its production build): a parent's
// journey to the receipt and a GB buyer's review across versions (docs/deploying.md "Proved across
// versions"), so a change that would break a remote or a shell that is live beside it is caught
// before it ships.
//   1. the previous commit's checkout remote, released through the release store
//      (`npm run release -- checkout --from <its build>`, validated like any release) under the
//      current shell;
//   2. the previous commit's shell with the current remotes.
// The previous commit is the tag `last-release` when there is one, else HEAD~1 (--base <rev> names
// another). Its tree is checked out with `git worktree add` beside this one, uses this checkout's
// node_modules, and only the checkout remote and the shell are built there, with the production
// webpack configuration. A side whose build inputs are the same in both versions is not rebuilt:
// its old build would be the current one, which the journeys already run. The current build must be
// in dist/ (npm run build). A shallow clone has no history: the step is skipped with a note.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { base: { type: 'string' }, keep: { type: 'boolean', default: false } },
});
const banner = (text) => `${'!'.repeat(78)}\n!!! ${text}\n${'!'.repeat(78)}`;
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const git = (...args) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return undefined;
  }
};
const skip = (why) => {
  console.log(`\n${banner(`Cross-version journeys SKIPPED: ${why}`)}`);
  process.exit(0);
};
const fail = (why) => {
  console.error(`\n${banner(`Cross-version journeys FAILED: ${why}`)}`);
  process.exit(1);
};

if (tryGit('rev-parse', '--is-shallow-repository') !== 'false')
  skip(
    'this is a shallow clone (or not a git checkout): the previous commit is not here. Clone with history (git clone without --depth, or git fetch --unshallow).',
  );

const head = git('rev-parse', 'HEAD');
const baseName =
  values.base ??
  (tryGit('rev-parse', '-q', '--verify', 'last-release^{commit}') &&
  tryGit('rev-parse', 'last-release^{commit}') !== head
    ? 'last-release'
    : 'HEAD~1');
const base = tryGit('rev-parse', '-q', '--verify', `${baseName}^{commit}`);
if (!base) skip(`there is no ${baseName} to compare with (the first commit?).`);
const short = base.slice(0, 10);

// Everything a remote's or the shell's build reads (their project.json build inputs).
const SHARED_INPUTS = ['libs', 'tools/webpack', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const SIDES = [
  { app: 'checkout', what: `checkout from ${baseName} (${short}) under the current shell` },
  { app: 'shell', what: `the shell from ${baseName} (${short}) with the current remotes` },
];
// Compared with the working tree, which is what dist/ was built from.
const differs = (app) =>
  spawnSync('git', ['diff', '--quiet', base, '--', `apps/${app}`, ...SHARED_INPUTS], { cwd: root }).status !==
  0;
const sides = SIDES.filter((side) => {
  if (differs(side.app)) return true;
  console.log(`${side.app}: its build inputs are the same at ${short}; the journeys already run that pair.`);
  return false;
});
if (!sides.length) skip(`neither checkout nor the shell differs from ${baseName} (${short}).`);

const dist = join(root, 'dist/apps');
const missing = [
  'shell/server/main.js',
  'shell/page-assets.json',
  'checkout/mf-manifest.json',
  'join-api/main.mjs',
  'page-server/main.mjs',
].filter((file) => !existsSync(join(dist, file)));
if (missing.length)
  fail(`the current build is not in dist/apps (${missing.join(', ')}): run npm run build first.`);

const work = mkdtempSync(join(tmpdir(), 'join-cross-version-'));
const old = join(work, 'old');
const servers = [];
let worktreeAdded = false;

function cleanUp() {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
  if (worktreeAdded) tryGit('worktree', 'remove', '--force', old);
  if (!values.keep) rmSync(work, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

/** Runs `command` to its end; resolves with its status and the tail of what it printed. */
function run(command, args, options) {
  return new Promise((done) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-6000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => done({ code, output }));
  });
}

/** Starts the built product (tools/serve.mjs) on `port`; resolves once it is ready. */
async function startProduct(port, env) {
  const log = join(work, `serve-${port}.log`);
  const child = spawn(process.execPath, ['tools/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: '0',
      SANDBOX: '1',
      EMBEDDED_DATABASE: '1',
      RATE_LIMIT_FACTOR: '50',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output = (output + c).slice(-4000)));
  child.stderr.on('data', (c) => (output = (output + c).slice(-4000)));
  servers.push(child);
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health/ready`)).ok) return `http://localhost:${port}`;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the product on port ${port} did not start (log ${log}):\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const port = Number(process.env.CROSS_VERSION_PORT || 4620);
try {
  console.log(`Cross-version: ${sides.map((s) => s.what).join('; ')}.`);
  let at = Date.now();
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', old, base], { cwd: root, stdio: 'inherit' });
  worktreeAdded = true;
  // The old tree builds with this checkout's packages (a dependency change between the two
  // versions is built with the current one's).
  symlinkSync(join(root, 'node_modules'), join(old, 'node_modules'), 'dir');
  console.log(`${short} checked out in ${seconds(at)}.`);

  at = Date.now();
  const builds = await Promise.all(
    sides.map(async ({ app }) => {
      const out = join(work, 'builds', app);
      const result = await run(
        join(old, 'node_modules/.bin/webpack'),
        ['--config', `apps/${app}/webpack.config.cjs`, '--mode', 'production'],
        { cwd: old, env: { ...process.env, JOIN_OUTPUT_PATH: out, JOIN_BUILD_LABEL: '' } },
      );
      if (result.code !== 0) throw new Error(`the ${app} build of ${short} failed:\n${result.output}`);
      return [app, out];
    }),
  );
  const built = Object.fromEntries(builds);
  console.log(`Built ${Object.keys(built).join(' and ')} of ${short} in ${seconds(at)}.`);

  at = Date.now();
  const targets = [];
  const starting = [];
  if (built.checkout) {
    const dataDir = join(work, 'data-checkout');
    starting.push(
      startProduct(port, { DATA_DIR: dataDir }).then(async (url) => {
        // Shipped as a team ships it: published to the release store, validated against the live
        // shell (singletons, its Node build rendering each route), then live.
        const released = await run(
          join(root, 'node_modules/.bin/tsx'),
          [
            'tools/release.mjs',
            'release',
            'checkout',
            '--from',
            built.checkout,
            '--label',
            `checkout ${short}`,
            '--note',
            'cross-version journey',
          ],
          { cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir } },
        );
        if (released.code !== 0)
          throw new Error(
            `the release of checkout ${short} was refused under the current shell:\n${released.output}`,
          );
        const version = released.output.trim().split('\n').pop();
        targets.push({ name: SIDES[0].what, url, release: { remote: 'checkout', version } });
      }),
    );
  }
  if (built.shell) {
    // The current remotes, the page server and the API; the old shell's browser and Node builds.
    const mixed = join(work, 'dist-old-shell');
    mkdirSync(mixed);
    for (const app of ['parent-signup', 'checkout', 'invite', 'pro-signup', 'join-api', 'page-server'])
      symlinkSync(join(dist, app), join(mixed, app), 'dir');
    symlinkSync(built.shell, join(mixed, 'shell'), 'dir');
    const scripts = JSON.parse(readFileSync(join(built.shell, 'page-assets.json'), 'utf8')).js;
    starting.push(
      startProduct(port + 1, { DATA_DIR: join(work, 'data-shell'), DIST_DIR: mixed }).then((url) => {
        targets.push({ name: SIDES[1].what, url, shellScripts: scripts });
      }),
    );
  }
  await Promise.all(starting);
  console.log(`Products started${built.checkout ? ' and checkout released' : ''} in ${seconds(at)}.`);

  at = Date.now();
  const journeys = spawnSync(
    join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'e2e/cross-version/playwright.config.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CROSS_VERSION_TARGETS: JSON.stringify(targets) },
    },
  );
  console.log(`Journeys in ${seconds(at)}; the whole cross-version step in ${seconds(started)}.`);
  if (journeys.status !== 0)
    throw new Error(`a journey failed across versions (${sides.map((s) => s.what).join('; ')}).`);
} catch (error) {
  cleanUp();
  fail(error instanceof Error ? error.message : String(error));
}
cleanUp();
