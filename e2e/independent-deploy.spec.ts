import { expect, test } from './support/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { startServer, workspaceRoot } from './support/server';

// CONTRACTS#routing-and-remotes item 5: a team rebuilds and deploys only its remote; the shell's files do not change.
function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      Object.assign(
        out,
        Object.fromEntries(Object.entries(hashTree(full)).map(([k, v]) => [`${name}/${k}`, v])),
      );
    else out[name] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return out;
}

/** The page carries a new CSP nonce on every answer (CONTRACTS#trust) and, rendered on the server,
 *  a #root and a state that name the manifest, and preload hints for the route's remote (left
 *  out when its manifest is slow to read: a loaded machine failed this comparison on them); the
 *  shell's own page must not change. */
const withoutNonce = (html: string) =>
  html
    .replace(/ nonce="[^"]*"/g, '')
    .replace(/<div id="root">[\s\S]*?<script id="join-ssr"[^>]*>[\s\S]*?<\/script>/, '')
    .replace(/<link rel="preload" href="[^"]*\/remotes\/[^"]*"[^>]*\/>/g, '');
function serveFolder(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'access-control-allow-origin': '*',
      'content-type': file.endsWith('.json') ? 'application/json' : 'application/javascript',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

// Its own ports beside this run's (E2E_PORT), so two runs on one machine never share them.
const APP_PORT = Number(process.env.E2E_PORT || 4310) + 161;
const CDN_PORT = APP_PORT + 1;

test('rebuilding one remote and pointing the manifest at it changes the page, not the shell', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const shellDir = path.join(workspaceRoot, 'dist/apps/shell');
  const before = hashTree(shellDir);
  const deployDir = path.join(workspaceRoot, 'tmp/deploy-test');
  mkdirSync(deployDir, { recursive: true });
  const manifestFile = path.join(deployDir, 'remotes.json');
  writeFileSync(
    manifestFile,
    JSON.stringify({
      parentSignup: '/app/join/remotes/parentSignup/mf-manifest.json',
      checkout: '/app/join/remotes/checkout/mf-manifest.json',
      invite: '/app/join/remotes/invite/mf-manifest.json',
      // Its Node build too, so the first screen of /pro comes from the server.
      proSignup: {
        browser: '/app/join/remotes/proSignup/mf-manifest.json',
        server: '/app/join/remotes/proSignup/server/remoteEntry.js',
      },
    }),
  );
  // The new build is served from its own origin, one the page server may load server builds from.
  const app = await startServer(APP_PORT, {
    REMOTES_MANIFEST: manifestFile,
    SERVER_RENDER: '1',
    REMOTE_SERVER_ORIGINS: `http://localhost:${CDN_PORT}`,
  });
  const serverHtml = async () => (await page.request.get(`${app.url}/app/join/pro`)).text();
  const label = `pro-signup build ${Date.now()}`;
  const newBuild = path.join(deployDir, 'pro-signup-v2');
  let cdn: Server | undefined;
  try {
    await page.goto(`${app.url}/app/join/pro`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('build-label')).toHaveCount(0);
    // The old build is rendered on the server (warmed in the background after the start).
    await expect.poll(serverHtml, { timeout: 30_000 }).toContain('"remoteRendered":true');
    expect(await serverHtml()).not.toContain(label);
    const shellHtml = await (await page.request.get(`${app.url}/app/join/`)).text();

    execFileSync(
      'npx',
      ['webpack', '--config', 'apps/pro-signup/webpack.config.cjs', '--mode', 'production'],
      {
        cwd: workspaceRoot,
        env: { ...process.env, JOIN_BUILD_LABEL: label, JOIN_OUTPUT_PATH: newBuild },
        stdio: 'pipe',
      },
    );
    cdn = await serveFolder(newBuild, CDN_PORT);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const cdnUrl = `http://localhost:${CDN_PORT}`;
    writeFileSync(
      manifestFile,
      JSON.stringify({
        ...manifest,
        proSignup: { browser: `${cdnUrl}/mf-manifest.json`, server: `${cdnUrl}/server/remoteEntry.js` },
      }),
    );

    // The new build's screen comes in the server's HTML, with nothing restarted or rebuilt.
    await expect
      .poll(serverHtml, { timeout: 30_000 })
      .toMatch(new RegExp(`data-testid="build-label"[^>]*>${label}<`));
    await page.reload();
    await expect(page.getByTestId('build-label')).toHaveText(label);
    expect(hashTree(shellDir)).toEqual(before);
    expect(withoutNonce(await (await page.request.get(`${app.url}/app/join/`)).text())).toBe(
      withoutNonce(shellHtml),
    );
  } finally {
    cdn?.close();
    await app.stop();
  }
});
