import { expect, test, type Page, type Request } from './support/test';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, workspaceRoot } from './support/server';
import { releaseCommand, versionOf } from './support/release-command';

// docs/deploying.md "A team ships its remote alone", "Health decides" and "A remote's own pages":
// the release commands against one running copy of the product, started once for the file (a start
// costs more than most of these journeys on a loaded machine). Each journey releases its own builds
// (--from, so no build runs here) and reads only what its releases changed: the first finds nothing
// released of the parent sign-up remote, the health journey judges only the canary it starts, and
// the page journey releases checkout, which the others never touch.
const APP_PORT = Number(process.env.E2E_PORT || 4310) + 171;
const REMOTE = 'parentSignup';
const dataDir = `tmp/e2e-releases-${APP_PORT}-${Date.now()}`;
const release = (...args: string[]) => releaseCommand(APP_PORT, dataDir, ...args);

let app: { url: string; stop: () => Promise<void> };
test.beforeAll(async () => {
  // Starting a second copy of the product takes most of a minute on a loaded machine.
  test.setTimeout(180_000);
  // The health figures are small so its journey stays short: two page loads of each version are
  // enough, at a z of 1.5 (2/2 failed vs 0/2 gives z = 2), and the job looks twice a second. They
  // judge canaries only, and only on browsers' reports: the other journeys' canaries get none.
  app = await startServer(APP_PORT, {
    DATA_DIR: dataDir,
    RELEASE_HEALTH_MIN_VISITS: '2',
    RELEASE_HEALTH_Z: '1.5',
    RELEASE_HEALTH_INTERVAL_MS: '500',
  });
});
test.afterAll(async () => {
  await app?.stop();
});

/** The page's release of the parent sign-up remote (its head names the version and label it uses). */
const releaseMeta = (page: Page) => page.locator(`meta[name="join-release"][data-remote="${REMOTE}"]`);
const expectLabel = (page: Page, label: string) =>
  expect(releaseMeta(page)).toHaveAttribute('data-label', label);

// docs/deploying.md "A team ships its remote alone": a release's label on the page, a canary, a
// visitor kept on their version, a refused build, a rollback and a preview.
test('a release is live with its label, canaries a stable half, keeps a visitor on their version, refuses a broken build and rolls back', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const work = path.join(workspaceRoot, 'tmp', `e2e-releases-builds-${APP_PORT}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const step1 = `${app.url}/app/join/step1`;
  const freshHtml = async () => (await fetch(step1)).text();
  // A new visitor's label (no cookie): what the page server serves once it has read the registry,
  // which it keeps a second, or longer while the API is slow to answer (docs/deploying.md).
  const freshLabel = async () =>
    /data-remote="parentSignup" data-version="[^"]+" data-label="([^"]+)"/.exec(await freshHtml())?.[1];
  try {
    // Nothing released: the default build, no release named on the page.
    await page.goto(step1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(releaseMeta(page)).toHaveCount(0);

    // A release: live for the next page load, nothing restarted; the page loads the released files.
    const one = await release(
      'release',
      REMOTE,
      '--from',
      'dist/apps/parent-signup',
      '--label',
      'parent one',
      '--note',
      'journey',
    );
    expect(one.err).toBe('');
    const v1 = versionOf(one.out);
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    const loaded: string[] = [];
    tab.on('request', (r: Request) => void loaded.push(new URL(r.url()).pathname));
    await tab.goto(step1);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLabel(tab, 'parent one');
    await expect
      .poll(() => loaded.some((p) => p.startsWith(`/app/join/releases/${REMOTE}/${v1}/`)))
      .toBe(true);
    expect(loaded.some((p) => p.startsWith(`/app/join/remotes/${REMOTE}/`))).toBe(false);

    // A canary at 50 %: about half of 20 new visitors get it.
    const two = await release(
      'release',
      REMOTE,
      '--from',
      'dist/apps/parent-signup',
      '--label',
      'parent two',
      '--canary',
      '50',
    );
    expect(two.err).toBe('');
    const v2 = versionOf(two.out);
    const labels = await Promise.all(Array.from({ length: 20 }, freshLabel));
    const inCanary = labels.filter((l) => l === 'parent two').length;
    // Recorded with the run: the share actually seen, not only that it fell within the bounds.
    test.info().annotations.push({ type: 'canary share', description: `${inCanary} of 20 fresh visitors` });
    console.log(`canary 50 %: ${inCanary} of 20 fresh visitors got the canary`);
    expect(labels.filter((l) => l !== 'parent one' && l !== 'parent two')).toEqual([]);
    expect(inCanary).toBeGreaterThanOrEqual(4);
    expect(inCanary).toBeLessThanOrEqual(16);

    // One visitor keeps their version across reloads (the first visitor started before the canary).
    for (let i = 0; i < 3; i++) {
      await tab.reload();
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expectLabel(tab, 'parent one');
    }

    // A broken build is refused with the reason, and nothing changes for visitors.
    const broken = path.join(work, 'broken');
    cpSync(path.join(workspaceRoot, 'dist/apps/parent-signup'), broken, { recursive: true });
    writeFileSync(path.join(broken, 'server', 'remoteEntry.js'), 'throw new Error("broken on purpose")');
    const refused = await release('release', REMOTE, '--from', broken, '--label', 'parent broken');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('broken on purpose');
    const listed = await release('list', REMOTE);
    expect(listed.out).toMatch(/refused: .*broken on purpose/);
    expect(listed.out).toMatch(new RegExp(`${v2}.*canary 50 %`));
    expect(
      (await Promise.all(Array.from({ length: 6 }, freshHtml))).some((html) =>
        html.includes('parent broken'),
      ),
    ).toBe(false);

    // Promoted: every new visitor gets it once the page server has read the registry again; a
    // visitor who started on the old version keeps it.
    expect((await release('release', REMOTE, '--promote')).code).toBe(0);
    await expect.poll(freshLabel, { timeout: 15_000 }).toBe('parent two');
    await tab.reload();
    await expectLabel(tab, 'parent one');
    const late = await browser.newContext();
    const lateTab = await late.newPage();
    await lateTab.goto(step1);
    await expect(lateTab.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLabel(lateTab, 'parent two');

    // Rolled back: the old label for that visitor at their next page load, nothing restarted.
    const back = await release('rollback', REMOTE);
    expect(back.out).toContain(`live ${v1}`);
    await expect.poll(freshLabel, { timeout: 15_000 }).toBe('parent one');
    await lateTab.reload();
    await expect(lateTab.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLabel(lateTab, 'parent one');

    // An operator previews the rolled-back version in their own browser; visitors keep the live one.
    const link = (await release('release', REMOTE, '--preview', v2)).out.trim().split('\n').pop() as string;
    const operator = await browser.newContext();
    const opTab = await operator.newPage();
    await opTab.goto(link.replace(/^http:\/\/localhost:\d+/, app.url));
    await opTab.goto(step1);
    await expect(opTab.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLabel(opTab, 'parent two');
    await expect(releaseMeta(opTab)).toHaveAttribute('data-preview', '');
    expect(await freshHtml()).toContain('data-label="parent one"');
    await opTab.goto(`${step1}?preview=off`);
    await expectLabel(opTab, 'parent one');
    await operator.close();
    await visitor.close();
    await late.close();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

/** One hash over every file of a folder, to show the shell's files do not change. */
function folderHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const full = path.join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

// docs/deploying.md "A remote's own pages": a page inside checkout that the spec's route table does
// not have (/payment-help) is served once a checkout release that declares it is live, with no shell
// release and nothing restarted. The release is the built checkout taken from its folder (--from):
// its build declares the page in join-release.json.
test('a checkout release adds a page of its own that a visitor opens, with no shell release', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const help = `${app.url}/app/join/payment-help`;
  const shell = folderHash(path.join(workspaceRoot, 'dist/apps/shell'));
  // No release declares it: the spec's table alone, so the shell's "Page not found" and a 404.
  expect((await fetch(help)).status).toBe(404);
  await page.goto(help);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  const released = await release(
    'release',
    'checkout',
    '--from',
    'dist/apps/checkout',
    '--note',
    'payment help page',
  );
  expect(released.err).toBe('');

  // The next page load: checkout's page, rendered on the server and live in the browser.
  await expect.poll(async () => (await fetch(help)).status).toBe(200);
  await page.goto(help);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paying for your plan');
  await expect(page.getByText('You can pay by card, PayPal, Venmo, Apple Pay or Google Pay.')).toBeVisible();
  // The spec's pages are as they were.
  await page.goto(`${app.url}/app/join/step1`);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  expect(folderHash(path.join(workspaceRoot, 'dist/apps/shell'))).toBe(shell);
});

// docs/deploying.md "Health decides": a canary whose remote entry throws in the browser is reported
// by the visitors who got it, the API's health job ends it, and new visitors get the live version.
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
    rmSync(broken, { recursive: true, force: true });
  }
});
