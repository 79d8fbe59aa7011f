import { expect, test, type Page } from './support/test';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, workspaceRoot } from './support/server';
import { releaseCommand, versionOf } from './support/release-command';

// docs/deploying.md "Health decides": a canary whose remote entry throws in the browser is reported
// by the visitors who got it, the API's health job ends it, and new visitors get the live version.
// The figures are small so the journey stays short: two page loads of each version are enough, at a
// z of 1.5 (2/2 failed vs 0/2 gives z = 2), and the job looks twice a second.
const APP_PORT = Number(process.env.E2E_PORT || 4310) + 172;
const REMOTE = 'parentSignup';

/** Loads the page and waits for its health report of the remote; true when it says failed. */
async function visit(page: Page, url: string, reload = false): Promise<boolean> {
  const reported = page.waitForRequest((r) => r.url().endsWith('/api/releases/health'), { timeout: 60_000 });
  await (reload ? page.reload() : page.goto(url));
  return JSON.parse((await reported).postData() ?? '{}').outcome === 'failed';
}

test('a canary whose remote fails in the browser is rolled back by health, and new visitors get the live version', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const dataDir = `tmp/e2e-release-health-${APP_PORT}-${Date.now()}`;
  const app = await startServer(APP_PORT, {
    DATA_DIR: dataDir,
    RELEASE_HEALTH_MIN_VISITS: '2',
    RELEASE_HEALTH_Z: '1.5',
    RELEASE_HEALTH_INTERVAL_MS: '500',
  });
  const release = (...args: string[]) => releaseCommand(APP_PORT, dataDir, ...args);
  const broken = path.join(workspaceRoot, 'tmp', `e2e-release-health-build-${APP_PORT}`);
  rmSync(broken, { recursive: true, force: true });
  mkdirSync(path.dirname(broken), { recursive: true });
  const step1 = `${app.url}/app/join/step1`;
  try {
    const one = await release(
      'release',
      REMOTE,
      '--from',
      'dist/apps/parent-signup',
      '--label',
      'health one',
    );
    expect(one.err).toBe('');
    const live = versionOf(one.out);
    // A visitor who started on the live version keeps it through the canary.
    const pinned = await (await browser.newContext()).newPage();
    expect(await visit(pinned, step1)).toBe(false);

    // The canary's browser entry throws (its server build is whole, so it passes validation).
    cpSync(path.join(workspaceRoot, 'dist/apps/parent-signup'), broken, { recursive: true });
    writeFileSync(path.join(broken, 'remoteEntry.js'), 'throw new Error("canary broken on purpose")');
    const two = await release('release', REMOTE, '--from', broken, '--label', 'health two', '--canary', '99');
    expect(two.err).toBe('');
    const canary = versionOf(two.out);

    // Two page loads of the live version by the pinned visitor, and two of the canary that fail,
    // side by side; a new visitor outside the canary (one in a hundred) is one more live page load.
    const liveLoads = async () => {
      for (let i = 0; i < 2; i++) expect(await visit(pinned, step1, true)).toBe(false);
    };
    const canaryLoads = async () => {
      let failed = 0;
      for (let round = 0; round < 4 && failed < 2; round++) {
        const outcomes = await Promise.all(
          Array.from({ length: 2 - failed }, async () => {
            const context = await browser.newContext();
            const outcome = await visit(await context.newPage(), step1);
            await context.close();
            return outcome;
          }),
        );
        failed += outcomes.filter(Boolean).length;
      }
      return failed;
    };
    const [, failed] = await Promise.all([liveLoads(), canaryLoads()]);
    expect(failed).toBe(2);

    await expect
      .poll(async () => (await release('list', REMOTE)).out, { timeout: 30_000 })
      .toMatch(new RegExp(`${canary}.*rolled back by health: 2/2 failed vs 0/\\d+`));
    expect(readFileSync(path.join(workspaceRoot, 'tmp', `e2e-server-${APP_PORT}.log`), 'utf8')).toContain(
      `OPERATOR: release canary ${REMOTE}@${canary} rolled back by health`,
    );

    // A new visitor gets the live version, and it loads.
    const fresh = await (await browser.newContext()).newPage();
    expect(await visit(fresh, step1)).toBe(false);
    await expect(fresh.locator(`meta[name="join-release"][data-remote="${REMOTE}"]`)).toHaveAttribute(
      'data-version',
      live,
    );
    await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await app.stop();
    rmSync(broken, { recursive: true, force: true });
  }
});
