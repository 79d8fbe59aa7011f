import { expect, test } from './support/test';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deploymentWithCopyOf } from './support/deployment-copy';
import { startServer, workspaceRoot } from './support/server';
import { renderMode } from './support/settle';

// docs/first-screen.md: a rebuilt shell server build is taken by the running page server from the
// next page on, with no restart, and renders the page as the build before it did.
const base = Number(process.env.E2E_PORT || 4310);
const appPort = base + 173;

test('a page server whose shell server build is replaced renders the next pages with the new one', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // A deployment of its own: the shell is a copy this test may rebuild, the remotes are the build's.
  const apps = deploymentWithCopyOf('shell', `ssr-swap-${base}`);
  const serverBuild = path.join(apps, 'shell/server/main.js');
  const logFile = path.join(workspaceRoot, 'tmp', `e2e-server-${appPort}.log`);
  const app = await startServer(appPort, { DIST_DIR: apps, SERVER_RENDER: '1', LOG_LEVEL: 'warn' });
  try {
    /** Loads /step1 in a fresh tab: how the page was made, and what the visitor can do with it. */
    const visit = async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(`${app.url}/app/join/step1`);
      const html = (await response?.text()) ?? '';
      await expect.poll(() => renderMode(page)).toBe('hydrate');
      const firstName = page.getByLabel('First name', { exact: true });
      await firstName.fill('Ana');
      await expect(firstName).toHaveValue('Ana');
      await context.close();
      return { serverRendered: /<label[^>]*>First name/.test(html), errors };
    };

    expect(await visit()).toEqual({ serverRendered: true, errors: [] });
    // A rebuild: the same build written again with a new file time.
    writeFileSync(serverBuild, `${readFileSync(serverBuild, 'utf8')}\n// rebuilt\n`);
    const later = new Date(Date.now() + 5_000);
    utimesSync(serverBuild, later, later);
    for (let i = 0; i < 2; i++) expect(await visit()).toEqual({ serverRendered: true, errors: [] });
    const log = readFileSync(logFile, 'utf8');
    expect(log).not.toContain('server render failed');
    expect(log).not.toContain('inside another <Router>');
  } finally {
    await app.stop();
  }
});
