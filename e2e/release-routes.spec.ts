import { expect, test } from './support/test';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { releaseCommand } from './support/release-command';
import { startServer, workspaceRoot } from './support/server';

// docs/deploying.md "A remote's own pages": a page inside checkout that the spec's route table does
// not have (/payment-help) is served once a checkout release that declares it is live, with no shell
// release and nothing restarted. The release is the built checkout taken from its folder (--from):
// its build declares the page in join-release.json.
const APP_PORT = Number(process.env.E2E_PORT || 4310) + 120;

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

test('a checkout release adds a page of its own that a visitor opens, with no shell release', async ({
  page,
}) => {
  // Starting a second copy of the product takes most of it on a loaded machine.
  test.setTimeout(240_000);
  const dataDir = `tmp/e2e-release-routes-${APP_PORT}-${Date.now()}`;
  const app = await startServer(APP_PORT, { DATA_DIR: dataDir });
  const help = `${app.url}/app/join/payment-help`;
  const shell = folderHash(path.join(workspaceRoot, 'dist/apps/shell'));
  try {
    // No release declares it: the spec's table alone, so the shell's "Page not found" and a 404.
    expect((await fetch(help)).status).toBe(404);
    await page.goto(help);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

    const released = await releaseCommand(
      APP_PORT,
      dataDir,
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
    await expect(
      page.getByText('You can pay by card, PayPal, Venmo, Apple Pay or Google Pay.'),
    ).toBeVisible();
    // The spec's pages are as they were.
    await page.goto(`${app.url}/app/join/step1`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
    expect(folderHash(path.join(workspaceRoot, 'dist/apps/shell'))).toBe(shell);
  } finally {
    await app.stop();
  }
});
