import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test';
import { startServer, workspaceRoot } from './support/server';

// docs/deploying.md "The payment page check": `npm run payment-page-check` passes on the build as
// it is, and fails, naming the file, once one file of the checkout build in the store is changed.
const base = Number(process.env.E2E_PORT || 4310);
const appPort = base + 187;
const run = promisify(execFile);

async function check(url: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['tools/payment-page-check.mjs', '--url', url], {
      cwd: workspaceRoot,
      timeout: 150_000,
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

test('the payment page check is green on the build, and red after one file of checkout is changed', async () => {
  test.setTimeout(420_000);
  const apps = path.join(workspaceRoot, 'tmp', `payment-page-check-${base}`, 'apps');
  rmSync(apps, { recursive: true, force: true });
  mkdirSync(apps, { recursive: true });
  for (const name of readdirSync(path.join(workspaceRoot, 'dist/apps'))) {
    if (name === 'checkout')
      cpSync(path.join(workspaceRoot, 'dist/apps/checkout'), path.join(apps, 'checkout'), {
        recursive: true,
      });
    else symlinkSync(path.join(workspaceRoot, 'dist/apps', name), path.join(apps, name));
  }
  const app = await startServer(appPort, { DIST_DIR: apps, SERVER_RENDER: '1', LOG_LEVEL: 'warn' });
  try {
    const green = await check(app.url);
    expect(green.out).toContain('every script and header is as approved');
    expect(green.out).toMatch(/GROW872 Treatment: \d+ scripts/);
    expect(green.out).toMatch(/GROW872 Control: \d+ scripts/);
    expect(green.out).toMatch(
      /sha384-\S+ {2}http:\/\/localhost:\d+\/app\/join\/remotes\/checkout\/remoteEntry\.js/,
    );
    expect(green.code).toBe(0);

    const checkout = path.join(apps, 'checkout');
    const entry = path.join(checkout, 'remoteEntry.js');
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n;window.__joinChanged = 1;\n`);
    for (const twin of ['.br', '.gz']) rmSync(`${entry}${twin}`, { force: true });

    const red = await check(app.url);
    expect(red.code).toBe(1);
    expect(red.out).toContain(
      'DIFFERENCE script of checkout changed: /app/join/remotes/checkout/remoteEntry.js',
    );
  } finally {
    await app.stop();
  }
});
