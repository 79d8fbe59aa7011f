import { spawn, type ChildProcess } from 'node:child_process';
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
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const workspaceRoot = root;
