import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Starts a second copy of the product for a test that must change what is deployed. */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  const logFile = path.join(root, 'tmp', `e2e-server-${port}.log`);
  const log = openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, ['tools/serve.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX: '1',
      EMBEDDED_DATABASE: '1',
      RATE_LIMIT_FACTOR: '50',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: `tmp/e2e-extra-${port}-${Date.now()}`,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the second server did not start:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        // A copy that already stopped has nothing left to wait for.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // The product's own stop is bounded (the API's SHUTDOWN_TIMEOUT_MS, the page server's grace);
        // a copy still up after that is killed with what it started, and the log says so.
        const kill = setTimeout(() => {
          console.warn(`[e2e] the copy on port ${port} did not stop within 45 s of SIGTERM; killing it`);
          for (const pid of childPids(child.pid))
            try {
              process.kill(pid, 'SIGKILL');
            } catch {
              // gone meanwhile
            }
          child.kill('SIGKILL');
        }, 45_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The processes `pid` started (the join API and the page server under tools/serve.mjs). */
function childPids(pid: number | undefined): number[] {
  if (!pid) return [];
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    return [];
  }
}

export const workspaceRoot = root;
