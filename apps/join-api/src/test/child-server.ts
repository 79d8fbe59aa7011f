// Real join-api processes for the crash tests (CONTRACTS#money-under-faults): the production bundle built once per
// test file into tmp/, started with `node main.mjs`, killed or stopped like an operator would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { contractChecker, type ContractCheck } from './contract-check';
import type { CallOptions, TestApp } from './test-app';

export function buildBundle(): { dir: string; remove(): void } {
  const dir = join(process.cwd(), 'tmp', `join-api-crash-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const built = spawnSync(process.execPath, ['apps/join-api/build.mjs', '--outdir', dir], {
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Child {
  pid: number;
  baseUrl: string;
  proc: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** A TestApp-shaped caller, so the checkout helpers work against this process. */
  caller: TestApp;
}

function launch(bundle: string, env: Record<string, string>) {
  const proc = spawn(process.execPath, [join(bundle, 'main.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      SANDBOX: '1',
      PORT: '0',
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DIST_DIR: '/nonexistent-dist',
      PUBLIC_URL: 'http://join.localhost',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => (out += d));
  proc.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { proc, output: () => out, exited };
}

async function call(baseUrl: string, options: CallOptions, checkContract: ContractCheck) {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  let body: string | undefined;
  if (options.payload !== undefined) {
    body = JSON.stringify(options.payload);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${baseUrl}${options.url}`, { method: options.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  const answer = {
    status: res.status,
    body: parsed as never,
    headers: Object.fromEntries(res.headers.entries()),
    text,
  };
  await checkContract(
    { method: options.method ?? 'GET', url: options.url, payload: options.payload, headers },
    answer,
  );
  return answer;
}

export async function startChild(
  bundle: string,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<Child> {
  const { proc, output, exited } = launch(bundle, env);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start within ${timeoutMs} ms:\n${output()}`)),
      timeoutMs,
    );
    const look = () => {
      const m = output().match(/ready at http:\/\/localhost:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    proc.stdout?.on('data', look);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) while starting:\n${output()}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const checkContract = contractChecker(async () => (await fetch(`${baseUrl}/api/openapi.json`)).json());
  const caller = { baseUrl, call: (o: CallOptions) => call(baseUrl, o, checkContract) } as unknown as TestApp;
  return { pid: proc.pid as number, baseUrl, proc, output, exited, caller };
}

/** Starts a process that must refuse to start; answers its exit code and what it printed. */
export async function startRefused(bundle: string, env: Record<string, string>, timeoutMs = 60_000) {
  const { proc, output, exited } = launch(bundle, env);
  const timer = setTimeout(() => proc.kill('SIGKILL'), timeoutMs);
  const { code } = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}
