#!/usr/bin/env node
// `npm run cluster`: the production shape of docs/deploying.md ("A many-copy deployment on one
// machine") from Debian's packages and the built product: HAProxy on CLUSTER_PORT (default 8080)
// routing /api/* and /dev/* to two join API copies and everything else to two page servers, both
// behind health checks; the API copies reach a PostgreSQL cluster of their own through PgBouncer
// in transaction mode. `npm run cluster -- stop` ends everything it started.
// Everything lives under CLUSTER_DIR (default tmp/cluster): the database files, the pid files,
// each process's log and ports.json (where each process answers). The database is kept between
// runs; `npm run cluster -- stop --wipe` deletes the folder as well.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { asPostgres, pgBin, startPgbouncer, startPostgres, which } from './cluster/database.mjs';
import { haproxyConfig } from './cluster/haproxy-config.mjs';
import { freePort } from './free-port.mjs';

const env = process.env;
const dir = resolve(env.CLUSTER_DIR || 'tmp/cluster');
const runDir = join(dir, 'run');
const pgDir = join(dir, 'postgres');
const pgbDir = join(dir, 'pgbouncer');
const isRoot = process.getuid?.() === 0;
const command = process.argv[2] ?? 'start';

/** What the page servers may see (as tools/serve.mjs): never database, payment or mail secrets. */
const PAGE_SERVER_SETTINGS = [
  'PATH',
  'HOME',
  'NODE_ENV',
  'DIST_DIR',
  'REMOTES_MANIFEST',
  'REMOTE_SERVER_ORIGINS',
  'SERVER_RENDER',
  'SERVER_RENDER_REMOTE_TIMEOUT_MS',
  'SERVER_RENDER_WARM_WAIT_MS',
  'PUBLIC_URL',
  'LOG_LEVEL',
  'JOIN_BUILD_LABEL',
  'METRICS_HOST',
];

let starting = false;
const fail = (message) => {
  console.error(`cluster: ${message}`);
  if (starting && running().length)
    console.error('What did start is still running: "npm run cluster -- stop" ends it.');
  process.exit(1);
};

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const readPid = (file) => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** Polls a URL until it answers 200 (each process's own readiness), or gives up with its log. */
async function until200(url, what, log, seconds = 120) {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) {
      const tail = log && existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-30).join('\n') : '';
      fail(`${what} did not answer 200 at ${url} within ${seconds} s\n${tail}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

function startNode(name, file, childEnv) {
  const log = join(runDir, `${name}.log`);
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, [file], {
    env: childEnv,
    stdio: ['ignore', out, out],
    detached: true,
  });
  writeFileSync(join(runDir, `${name}.pid`), `${child.pid}\n`);
  child.unref();
  return log;
}

function running() {
  if (!existsSync(runDir)) return [];
  return readdirSync(runDir)
    .filter((f) => f.endsWith('.pid'))
    .map((f) => ({ name: f.slice(0, -4), pid: readPid(join(runDir, f)) }))
    .filter((p) => p.pid && alive(p.pid));
}

async function start() {
  const missing = [
    'dist/apps/join-api/main.mjs',
    'dist/apps/page-server/main.mjs',
    `${env.DIST_DIR || 'dist/apps'}/shell/page-assets.json`,
  ].filter((file) => !existsSync(file));
  if (missing.length)
    fail(`not built: ${missing.join(', ')}. Run "node tools/build.mjs" (or "npm run build") first.`);
  if (running().length)
    fail(
      `already running under ${dir} (${running()
        .map((p) => p.name)
        .join(', ')}); "npm run cluster -- stop" first`,
    );
  const haproxy = which('haproxy', '/usr/sbin/haproxy');
  starting = true;
  mkdirSync(runDir, { recursive: true });
  // The `postgres` user must pass through the folder to reach its own subfolders.
  if (isRoot) chmodSync(dir, statSync(dir).mode | 0o111);
  const secretsFile = join(dir, 'secrets.json');
  if (!existsSync(secretsFile))
    writeFileSync(
      secretsFile,
      JSON.stringify({ superuser: randomBytes(18).toString('hex'), join: randomBytes(18).toString('hex') }),
      { mode: 0o600 },
    );
  chmodSync(secretsFile, 0o600);
  const secrets = JSON.parse(readFileSync(secretsFile, 'utf8'));

  const host = env.CLUSTER_HOST || '127.0.0.1';
  const port = Number(env.CLUSTER_PORT || 8080);
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  const ports = { haproxy: port, postgres: await startPostgres(pgDir, secrets) };
  ports.pgbouncer = await startPgbouncer(pgbDir, runDir, ports.postgres, secrets);
  const databaseUrl = `postgres://join:${secrets.join}@127.0.0.1:${ports.pgbouncer}/join`;

  // The operator's settings (docs/deploying.md) reach the API copies as they are; the cluster
  // sets only where each copy listens and its database. Locally it defaults to the sandbox.
  const apiBase = {
    NODE_ENV: 'production',
    SANDBOX: '1',
    ...env,
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    DATABASE_POOLER: 'transaction',
    TRUST_PROXY: '1',
    HOST: '127.0.0.1',
  };
  for (const name of [
    'CLUSTER_PORT',
    'CLUSTER_HOST',
    'CLUSTER_DIR',
    'DATA_DIR',
    'EMBEDDED_DATABASE',
    'TEST_DATABASE_URL',
    'E2E_DATABASE_URL',
    'API_PORT',
  ])
    delete apiBase[name];

  const migrated = spawnSync(process.execPath, ['dist/apps/join-api/main.mjs', 'migrate'], {
    env: apiBase,
    encoding: 'utf8',
  });
  if (migrated.status !== 0) fail(`npm run migrate failed:\n${migrated.stdout}${migrated.stderr}`);

  ports.api = [];
  ports.apiMetrics = [];
  for (const n of [1, 2]) {
    const p = await freePort();
    const metrics = await freePort();
    ports.api.push(p);
    ports.apiMetrics.push(metrics);
    const log = startNode(`api${n}`, 'dist/apps/join-api/main.mjs', {
      ...apiBase,
      PORT: String(p),
      METRICS_PORT: String(metrics),
    });
    await until200(`http://127.0.0.1:${p}/api/health/ready`, `join API copy ${n}`, log);
  }

  // OpenTelemetry's standard variables (docs/deploying.md, "Traces") reach the page servers too.
  const pageBase = Object.fromEntries(
    Object.entries(env).filter(
      ([name, value]) =>
        value !== undefined && (PAGE_SERVER_SETTINGS.includes(name) || name.startsWith('OTEL_')),
    ),
  );
  ports.pages = [];
  ports.pageMetrics = [];
  for (const n of [1, 2]) {
    const p = await freePort();
    const metrics = await freePort();
    ports.pages.push(p);
    ports.pageMetrics.push(metrics);
    // The page servers ask the API through the balancer, so one API copy gone costs them nothing.
    const log = startNode(`pages${n}`, 'dist/apps/page-server/main.mjs', {
      NODE_ENV: 'production',
      ...pageBase,
      PUBLIC_URL: publicUrl,
      PORT: String(p),
      HOST: '127.0.0.1',
      API_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: '1',
      METRICS_PORT: String(metrics),
    });
    await until200(`http://127.0.0.1:${p}/app/join/signup`, `page server ${n}`, log);
  }

  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(host, port, ports.api, ports.pages));
  const checked = spawnSync(haproxy, ['-c', '-q', '-f', cfg], { encoding: 'utf8' });
  if (checked.status !== 0) fail(`haproxy refused ${cfg}:\n${checked.stdout}${checked.stderr}`);
  const started = spawnSync(haproxy, ['-D', '-f', cfg, '-p', join(runDir, 'haproxy.pid')], {
    encoding: 'utf8',
  });
  if (started.status !== 0) fail(`haproxy did not start:\n${started.stdout}${started.stderr}`);
  const probeHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  await until200(`http://${probeHost}:${port}/api/health/ready`, 'HAProxy → join API', undefined, 30);
  await until200(`http://${probeHost}:${port}/app/join/signup`, 'HAProxy → page server', undefined, 30);
  writeFileSync(join(dir, 'ports.json'), `${JSON.stringify(ports, null, 2)}\n`);

  console.log(
    [
      `cluster ready at ${publicUrl}/app/join/signup (HAProxy on ${host}:${port})`,
      `  join API copies   127.0.0.1:${ports.api.join(', 127.0.0.1:')}  (metrics on ${ports.apiMetrics.join(', ')})`,
      `  page servers      127.0.0.1:${ports.pages.join(', 127.0.0.1:')}`,
      `  PgBouncer         127.0.0.1:${ports.pgbouncer} (transaction mode) → PostgreSQL 127.0.0.1:${ports.postgres}`,
      `  folder            ${dir} (logs and pid files in run/)`,
      apiBase.SANDBOX && ['1', 'true', 'yes', 'on'].includes(String(apiBase.SANDBOX).toLowerCase())
        ? '  SANDBOX=1: test cards, mail at /dev/mailbox'
        : '  SANDBOX off: live settings from the environment',
      'Stop with: npm run cluster -- stop',
    ].join('\n'),
  );
}

async function stop() {
  // The balancer first (no new requests), then the copies (they finish what they hold), then the
  // pooler and the database.
  const order = ['haproxy', 'pages1', 'pages2', 'api1', 'api2', 'pgbouncer'];
  const procs = running().sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  for (const { pid } of procs) process.kill(pid, 'SIGTERM');
  const end = Date.now() + 40_000;
  while (procs.some((p) => alive(p.pid)) && Date.now() < end)
    await new Promise((done) => setTimeout(done, 100));
  for (const p of procs) if (alive(p.pid)) process.kill(p.pid, 'SIGKILL');
  const data = join(pgDir, 'data');
  const hadPostgres = existsSync(join(data, 'postmaster.pid'));
  if (hadPostgres) {
    try {
      asPostgres([join(pgBin(), 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
    } catch (error) {
      console.error(String(error));
    }
  }
  if (existsSync(runDir))
    for (const f of readdirSync(runDir)) if (f.endsWith('.pid')) rmSync(join(runDir, f), { force: true });
  if (process.argv.includes('--wipe')) rmSync(dir, { recursive: true, force: true });
  console.log(
    `cluster stopped (${[...procs.map((p) => p.name), ...(hadPostgres ? ['PostgreSQL'] : [])].join(', ') || 'nothing was running'})`,
  );
}

if (command === 'start') await start().catch((error) => fail(error.message));
else if (command === 'stop') await stop();
else fail(`unknown command "${command}": use "npm run cluster" or "npm run cluster -- stop [--wipe]"`);
