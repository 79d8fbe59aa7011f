import { expect, test } from './support/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { startServer, workspaceRoot } from './support/server';

// CONTRACTS#first-screen-from-the-server 2: a remote whose server build is missing, broken or slow is rendered in the
// browser as before; the page is never a 5xx or blank, and the failure is logged.
const base = Number(process.env.E2E_PORT || 4310);
const appPort = base + 171;
const cdnPort = base + 172;

const remoteFolder = (name: string) => `/app/join/remotes/${name}`;

function manifestWith(proSignupServer: string) {
  return {
    parentSignup: {
      browser: `${remoteFolder('parentSignup')}/mf-manifest.json`,
      server: `${remoteFolder('parentSignup')}/server/remoteEntry.js`,
    },
    checkout: {
      browser: `${remoteFolder('checkout')}/mf-manifest.json`,
      server: `${remoteFolder('checkout')}/server/remoteEntry.js`,
    },
    invite: {
      browser: `${remoteFolder('invite')}/mf-manifest.json`,
      server: `${remoteFolder('invite')}/server/remoteEntry.js`,
    },
    proSignup: { browser: `${remoteFolder('proSignup')}/mf-manifest.json`, server: proSignupServer },
  };
}

/** A stand-in CDN: a broken server build, and a slow one that answers only once released. */
function startCdn(): Promise<{ server: Server; releaseSlow: () => void }> {
  const held: (() => void)[] = [];
  let released = false;
  const server = createServer((req, res) => {
    if (req.url === '/broken/remoteEntry.js') {
      res
        .writeHead(200, { 'content-type': 'application/javascript' })
        .end('throw new Error("broken server build");');
      return;
    }
    if (req.url === '/slow/remoteEntry.js') {
      const real = readFileSync(path.join(workspaceRoot, 'dist/apps/pro-signup/server/remoteEntry.js'));
      const answer = () => void res.writeHead(200, { 'content-type': 'application/javascript' }).end(real);
      if (released) answer();
      else held.push(answer);
      return;
    }
    res.writeHead(404).end();
  });
  const releaseSlow = () => {
    released = true;
    for (const answer of held.splice(0)) answer();
  };
  return new Promise((resolve) => server.listen(cdnPort, () => resolve({ server, releaseSlow })));
}

test('a missing, broken or slow remote server build leaves /pro to the browser, never a 5xx', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dir = path.join(workspaceRoot, 'tmp', `ssr-fallbacks-${base}`);
  mkdirSync(dir, { recursive: true });
  const manifestFile = path.join(dir, 'remotes.json');
  const logFile = path.join(workspaceRoot, 'tmp', `e2e-server-${appPort}.log`);
  writeFileSync(
    manifestFile,
    JSON.stringify(manifestWith(`http://localhost:${cdnPort}/missing/remoteEntry.js`)),
  );
  const { server: cdn, releaseSlow } = await startCdn();
  // The stand-in CDN is an origin the page server may load server builds from.
  const app = await startServer(appPort, {
    REMOTES_MANIFEST: manifestFile,
    LOG_LEVEL: 'warn',
    SERVER_RENDER: '1',
    REMOTE_SERVER_ORIGINS: `http://localhost:${cdnPort}`,
  });
  try {
    const cases = [
      { name: 'missing', entry: `http://localhost:${cdnPort}/missing/remoteEntry.js` },
      { name: 'broken', entry: `http://localhost:${cdnPort}/broken/remoteEntry.js` },
      { name: 'slow', entry: `http://localhost:${cdnPort}/slow/remoteEntry.js` },
    ];
    for (const { name, entry } of cases) {
      writeFileSync(manifestFile, JSON.stringify(manifestWith(entry)));
      // The slow build is held until the page has been answered: an answer proves it was not waited for.
      const response = await page.request.get(`${app.url}/app/join/pro`);
      expect(response.status(), name).toBe(200);
      const html = await response.text();
      // The chrome is there; the professional's screen is not (the browser renders it).
      expect(html, name).toContain('<header class="j-header"');
      expect(html, name).not.toContain('data-testid="pro-wizard"');

      await page.goto(`${app.url}/app/join/pro`);
      await expect(page.getByRole('heading', { level: 1 }), name).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'This part of the sign-up could not load' }),
        name,
      ).toBeHidden();
    }
    releaseSlow();
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('remote \\"proSignup\\" is rendered in the browser');

    // Pointing the manifest back at the real build renders the screen on the server again
    // (once loaded: a first load slower than the time limit finishes in the background).
    writeFileSync(
      manifestFile,
      JSON.stringify(manifestWith(`${remoteFolder('proSignup')}/server/remoteEntry.js`)),
    );
    await expect
      .poll(async () => (await page.request.get(`${app.url}/app/join/pro`)).text(), { timeout: 20_000 })
      .toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  } finally {
    releaseSlow();
    cdn.close();
    await app.stop();
  }
});
