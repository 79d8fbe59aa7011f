// The release commands (tools/release.mjs) against a copy of the product started by the journey.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { workspaceRoot } from './server';

export function releaseCommand(
  port: number,
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((done) => {
    execFile(
      path.join(workspaceRoot, 'node_modules/.bin/tsx'),
      ['tools/release.mjs', ...args],
      {
        cwd: workspaceRoot,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
        timeout: 120_000,
      },
      (error, out, err) => done({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

/** The version id a release prints last. */
export const versionOf = (out: string) => out.trim().split('\n').pop() as string;
