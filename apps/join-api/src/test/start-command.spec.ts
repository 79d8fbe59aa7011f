// The container's start command, run without Docker (there is no engine on the build machines):
// the final stage's CMD and ENV of the Dockerfile, on the API bundle, with WEB_CONCURRENCY=2 on
// PostgreSQL: both workers serve, a killed worker is replaced, SIGTERM stops them all cleanly;
// on the embedded database WEB_CONCURRENCY=2 is refused with a clear message (CONTRACTS#past-one-machine).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { migrateServerSchema } from './server-schema';

jest.setTimeout(120_000);

/** WORKDIR, ENV and CMD of the Dockerfile's last stage. */
function imageStartCommand() {
  const text = readFileSync(resolve('Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const stage = text.split(/^FROM /m).pop() as string;
  const env: Record<string, string> = {};
  for (const line of stage.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const [key, ...value] = pair.split('=');
      env[key] = value.join('=');
    }
  }
  const cmd = JSON.parse((stage.match(/^CMD (\[.*\])$/m) as RegExpMatchArray)[1]) as string[];
  return { env, cmd };
}

const root = resolve('tmp', `start-command-${process.pid}`);
const image = imageStartCommand();
const children: ChildProcess[] = [];

beforeAll(() => {
  // The bundle the image runs, built into a folder of its own (node_modules resolve from the repo).
  const built = spawnSync(
    process.execPath,
    ['apps/join-api/build.mjs', '--outdir', join(root, 'dist/apps/join-api')],
    { encoding: 'utf8' },
  );
  expect(built.status).toBe(0);
});
afterAll(() => {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    for (const pid of workerPids(child.pid as number)) process.kill(pid, 'SIGKILL');
    child.kill('SIGKILL');
  }
  rmSync(root, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((done) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => done(port));
    });
  });

function start(env: Record<string, string>) {
  const [command, ...args] = image.cmd;
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    cwd: root,
    // METRICS_PORT=0: any free port, so runs side by side never fight over the default one.
    env: {
      PATH: process.env.PATH ?? '',
      ...image.env,
      SANDBOX: '1',
      EMBEDDED_DATABASE: '1',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  // 'close', not 'exit': the output is all read by then.
  const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  return { child, exited, output: () => output };
}

/** A request on a new connection each time, so the primary hands it to the next worker. */
function get(port: number, path: string, body?: unknown, timeoutMs = 10_000) {
  return new Promise<{ status: number; json: any }>((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: payload ? 'POST' : 'GET',
        agent: false,
        headers: payload ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => done({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', fail);
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${path}: no answer in ${timeoutMs} ms`)));
    req.end(payload);
  });
}

async function waitReady(port: number, exited: Promise<number | null>, output: () => string) {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 300 && !gone; i++) {
    const res = await get(port, '/api/health/ready').catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become ready:\n${output()}`);
}

/** Asks /api/health/live on new connections until `want` workers have answered (or 30 s). */
async function workersAnswering(port: number, want: number) {
  const seen = new Set<number>();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const res = await get(port, '/api/health/live', undefined, 1_000).catch(() => undefined);
    if (res?.status === 200) seen.add(res.json.worker);
    if (seen.size >= 2 && seen.has(want)) return seen;
    if (!res) continue;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`workers answering: ${[...seen]} (waited for worker ${want})`);
}

const workerPids = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter(Boolean);

it('runs the image command as node dist/apps/join-api/main.mjs in production mode', () => {
  expect(image.cmd).toEqual(['node', 'dist/apps/join-api/main.mjs']);
  expect(image.env).toMatchObject({ NODE_ENV: 'production', PORT: '8080' });
});

it('refuses WEB_CONCURRENCY=2 on the embedded database, saying why', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'join-start-'));
  try {
    const run = start({ WEB_CONCURRENCY: '2', DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL (PostgreSQL)');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const server = process.env.TEST_DATABASE_URL;
(server ? it : it.skip)(
  /* needs TEST_DATABASE_URL: a PostgreSQL server */ 'serves with two workers on PostgreSQL, replaces a dead one and stops on SIGTERM',
  async () => {
    const schema = `start_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      const url = new URL(server as string);
      url.searchParams.set('options', `-c search_path=${schema}`);
      await migrateServerSchema(url.toString());
      const port = await freePort();
      const metricsPort = await freePort();
      const run = start({
        WEB_CONCURRENCY: '2',
        DATABASE_URL: url.toString(),
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
      });
      await waitReady(port, run.exited, run.output);

      // Both workers answer on the one port (the second may still be starting at first).
      const seen = await workersAnswering(port, 2);
      expect([...seen].sort()).toEqual([1, 2]);
      const pids = workerPids(run.child.pid as number);
      expect(pids).toHaveLength(2);

      // The product works across the workers: sign-ups land in the one database.
      for (let i = 0; i < 4; i++) {
        const res = await get(port, '/api/registrations', {
          parent: {
            firstName: 'Ann',
            lastName: 'Lee',
            email: `start.${schema}.${i}@example.com`,
            phoneCountryCode: '1',
            phoneNumber: '5125550101',
          },
          sections: ['PARENT'],
        });
        expect(res.status).toBe(201);
      }
      expect((await admin.query(`select count(*)::int as n from ${schema}.registrations`)).rows[0].n).toBe(4);

      // The primary's private metrics endpoint merges both workers' series: the four sign-ups went
      // to both workers and are counted once each; a gauge read from the shared database is not doubled.
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      const signups = metrics
        .split('\n')
        .find(
          (l) =>
            l.startsWith('join_http_request_duration_seconds_count{') &&
            l.includes('route="/api/registrations"') &&
            l.includes('status_code="201"'),
        );
      expect(signups).toMatch(/ 4$/);
      expect(
        metrics.split('\n').find((l) => l.startsWith('join_payments{') && l.includes('state="completed"')),
      ).toMatch(/ 0$/);

      // A worker that crashes is replaced (cluster worker 3); the other one answers meanwhile.
      // A connection already handed to the dying worker is lost with it, so a request may fail.
      process.kill(pids[0], 'SIGKILL');
      const during = await workersAnswering(port, 3);
      expect(during.has(3)).toBe(true);
      expect(during.size).toBe(2);
      const replaced = workerPids(run.child.pid as number);
      expect(replaced).toHaveLength(2);
      expect(replaced).not.toContain(pids[0]);
      for (let i = 0; i < 50 && !run.output().includes('worker died'); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(run.output()).toContain('worker died; starting another');
      await waitReady(port, run.exited, run.output);
      const after = await Promise.all(Array.from({ length: 10 }, () => get(port, '/api/health/live')));
      expect(after.map((r) => r.status)).toEqual(Array(10).fill(200));

      run.child.kill('SIGTERM');
      const stopped = await Promise.race([
        run.exited,
        new Promise((r) => setTimeout(() => r('still running'), 45_000).unref()),
      ]);
      if (stopped !== 0)
        throw new Error(
          `SIGTERM: ${stopped}; workers ${workerPids(run.child.pid as number)}\n${run.output()}`,
        );
      for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
      expect(run.output()).toContain('all workers stopped');
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  },
);
