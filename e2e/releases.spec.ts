import { expect, test, type Page, type Request } from './support/test';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, workspaceRoot } from './support/server';
import { releaseCommand, versionOf } from './support/release-command';

// docs/deploying.md "A team ships its remote alone": the release commands against a running copy
// of the product. Each release takes a copy of the built remote (--from) with its own label, so no
// build runs here; the label the page shows is the one the release recorded.
const APP_PORT = Number(process.env.E2E_PORT || 4310) + 171;
const REMOTE = 'parentSignup';
const release = (dataDir: string, ...args: string[]) => releaseCommand(APP_PORT, dataDir, ...args);

/** The page's release of the parent sign-up remote (its head names the version and label it uses). */
const releaseMeta = (page: Page) => page.locator(`meta[name="join-release"][data-remote="${REMOTE}"]`);
const expectLabel = (page: Page, label: string) =>
  expect(releaseMeta(page)).toHaveAttribute('data-label', label);

test('a release is live with its label, canaries a stable half, keeps a visitor on their version, refuses a broken build and rolls back', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const dataDir = `tmp/e2e-releases-${APP_PORT}-${Date.now()}`;
  const app = await startServer(APP_PORT, { DATA_DIR: dataDir });
  const work = path.join(workspaceRoot, 'tmp', `e2e-releases-builds-${APP_PORT}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const step1 = `${app.url}/app/join/step1`;
  const freshHtml = async () => (await fetch(step1)).text();
  try {
    // Nothing released: the default build, no release named on the page.
    await page.goto(step1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(releaseMeta(page)).toHaveCount(0);

    // A release: live for the next page load, nothing restarted; the page loads the released files.
    const one = await release(
      dataDir,
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
      dataDir,
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
    const labels = await Promise.all(
      Array.from(
        { length: 20 },
        async () =>
          /data-remote="parentSignup" data-version="[^"]+" data-label="([^"]+)"/.exec(await freshHtml())?.[1],
      ),
    );
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
    const refused = await release(dataDir, 'release', REMOTE, '--from', broken, '--label', 'parent broken');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('broken on purpose');
    const listed = await release(dataDir, 'list', REMOTE);
    expect(listed.out).toMatch(/refused: .*broken on purpose/);
    expect(listed.out).toMatch(new RegExp(`${v2}.*canary 50 %`));
    expect(
      (await Promise.all(Array.from({ length: 6 }, freshHtml))).some((html) =>
        html.includes('parent broken'),
      ),
    ).toBe(false);

    // Promoted: every new visitor gets it; a visitor who started on the old version keeps it.
    expect((await release(dataDir, 'release', REMOTE, '--promote')).code).toBe(0);
    await tab.reload();
    await expectLabel(tab, 'parent one');
    const late = await browser.newContext();
    const lateTab = await late.newPage();
    await lateTab.goto(step1);
    await expect(lateTab.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLabel(lateTab, 'parent two');

    // Rolled back: the old label for that visitor at their next page load, nothing restarted.
    const back = await release(dataDir, 'rollback', REMOTE);
    expect(back.out).toContain(`live ${v1}`);
    await lateTab.reload();
    await expect(lateTab.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLabel(lateTab, 'parent one');

    // An operator previews the rolled-back version in their own browser; visitors keep the live one.
    const link = (await release(dataDir, 'release', REMOTE, '--preview', v2)).out
      .trim()
      .split('\n')
      .pop() as string;
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
    await app.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
