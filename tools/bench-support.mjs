// Shared by the API benchmark (tools/bench-api.mjs) and the registration profiler
// (apps/join-api/bench/profile-registrations.mjs): every measured server is a child process of
// its own, started the same way, and the load generator (autocannon) runs in the parent.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
export const json = { 'content-type': 'application/json' };

/** Resolves when `url` answers 2xx; rejects if the child exits first or it never answers. */
export async function waitFor(url, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

function startChild(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.on('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return waitFor(readyUrl, child).then(
    () => ({ child, stop }),
    async (error) => {
      await stop();
      throw error;
    },
  );
}

/** The bare Fastify route (tools/bench-bare-server.mjs) in a process of its own. */
export function startBare(port) {
  return startChild(
    [path.join(here, 'bench-bare-server.mjs')],
    { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    `http://127.0.0.1:${port}/ready`,
  );
}

/**
 * The built join API (`entry`, dist/apps/join-api/main.mjs by default) as a child, configured as
 * the benchmark runs it; `nodeArgs` such as --cpu-prof go before the entry.
 */
export function startApi({ port, env = {}, nodeArgs = [], entry = 'dist/apps/join-api/main.mjs' }) {
  // A PostgreSQL schema is migrated as its own step first, as before a rollout.
  if (env.DATABASE_URL) migrateWith(entry, env);
  return startChild(
    [...nodeArgs, entry],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      SANDBOX: '1',
      EMBEDDED_DATABASE: '1',
      RATE_LIMIT_FACTOR: '0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      DIST_DIR: '/nonexistent',
      ...env,
    },
    `http://127.0.0.1:${port}/api/health/ready`,
  );
}

/** `main.mjs migrate` with `env`'s database settings; throws when it fails. */
export function migrateWith(entry, env) {
  const run = spawnSync(process.execPath, [entry, 'migrate'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`migrate failed (${run.status}): ${run.stderr || run.stdout}`);
}

/** A schema of its own on the PostgreSQL server, so a run never touches other data. */
export async function postgresSchema(databaseUrl, prefix) {
  const schema = `${prefix}_${process.pid}_${Date.now()}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema if exists ${schema} cascade`) };
}

/** One autocannon run; resolves with its result. */
export const load = (opts) =>
  new Promise((resolve, reject) =>
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result))),
  );

/**
 * autocannon `requests` for POST /api/registrations: `count` different parents, built once and
 * sent in turn. A registration does not reserve its email (only a parent account does), so a
 * parent sent again is still a real insert answered 201. Built up front because autocannon
 * rebuilds a request with setupRequest for every send, which cost the load generator about four
 * times the CPU of a static request, taken from the servers on a small machine.
 */
export const registrationRequests = (tag, count = 2000) =>
  Array.from({ length: count }, (_, i) => ({
    method: 'POST',
    path: '/api/registrations',
    headers: json,
    body: JSON.stringify({
      parent: {
        firstName: 'Bench',
        lastName: 'Mark',
        email: `${tag}${process.pid}.${Date.now().toString(36)}.${i}@example.test`,
        phoneCountryCode: '1',
        phoneNumber: '5551234567',
      },
      sections: ['PARENT'],
    }),
  }));
