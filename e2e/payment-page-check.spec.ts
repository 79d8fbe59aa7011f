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

async function check(
  url: string,
  dataDir: string,
  ...args: string[]
): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['tools/payment-page-check.mjs', '--url', url, ...args], {
      cwd: workspaceRoot,
      // The product's data folder: the operator's token to read the CSP reports, and the last one read.
      env: { ...process.env, DATA_DIR: dataDir },
      timeout: 150_000,
    });
    return { code: 0, out: stdout };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A browser's report of a refused script (the policy's report-uri, as Chromium posts it). */
const violation = (url: string, page: string, directive: string) =>
  fetch(`${url}/api/csp-reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/csp-report' },
    body: JSON.stringify({
      'csp-report': {
        'document-uri': `${url}${page}`,
        'blocked-uri': 'https://skimmer.example/card.js',
        'effective-directive': directive,
      },
    }),
  });

test('the payment page check is green on the build, red on a stored script-src report of /payment, and red after one file of checkout is changed', async () => {
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
  const dataDir = path.join('tmp', `payment-page-check-${base}-data-${Date.now()}`);
  const app = await startServer(appPort, {
    DIST_DIR: apps,
    SERVER_RENDER: '1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
  });
  try {
    const green = await check(app.url, dataDir);
    expect(green.out).toContain('every script and header is as approved');
    expect(green.out).toMatch(/GROW872 Treatment: \d+ scripts/);
    expect(green.out).toMatch(/GROW872 Control: \d+ scripts/);
    expect(green.out).toMatch(
      /sha384-\S+ {2}http:\/\/localhost:\d+\/app\/join\/remotes\/checkout\/remoteEntry\.js/,
    );
    expect(green.out).toMatch(/CSP reports since the first run: \d+ stored, \d+ of the payment page/);
    expect(green.code).toBe(0);

    // A script refused on /payment since the last run makes it red; one of another page does not.
    expect((await violation(app.url, '/app/join/step1', 'script-src-elem')).status).toBe(204);
    expect((await violation(app.url, '/app/join/payment?flags=x', 'script-src-elem')).status).toBe(204);
    const reported = await check(app.url, dataDir, '--reports-only');
    expect(reported.out).toMatch(
      /DIFFERENCE CSP report \d+ at \S+: script-src-elem refused https:\/\/skimmer\.example\/card\.js on http:\/\/localhost:\d+\/app\/join\/payment\n/,
    );
    expect(reported.out).toMatch(/CSP reports since \S+: \d+ stored, \d+ of the payment page/);
    expect(reported.out).not.toContain('/app/join/step1');
    expect(reported.code).toBe(1);
    // Read once: the next run starts after it.
    expect((await check(app.url, dataDir, '--reports-only')).code).toBe(0);

    const checkout = path.join(apps, 'checkout');
    const entry = path.join(checkout, 'remoteEntry.js');
    writeFileSync(entry, `${readFileSync(entry, 'utf8')}\n;window.__joinChanged = 1;\n`);
    for (const twin of ['.br', '.gz']) rmSync(`${entry}${twin}`, { force: true });

    const red = await check(app.url, dataDir);
    expect(red.code).toBe(1);
    expect(red.out).toContain(
      'DIFFERENCE script of checkout changed: /app/join/remotes/checkout/remoteEntry.js',
    );
  } finally {
    await app.stop();
  }
});
