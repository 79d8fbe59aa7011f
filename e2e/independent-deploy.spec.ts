import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { startServer, workspaceRoot } from './support/server';

// Issue 2 item 5: a team rebuilds and deploys only its remote; the shell's files do not change.
function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(out, Object.fromEntries(Object.entries(hashTree(full)).map(([k, v]) => [`${name}/${k}`, v])));
    else out[name] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return out;
}

function serveFolder(dir: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': file.endsWith('.json') ? 'application/json' : 'application/javascript' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

test('rebuilding one remote and pointing the manifest at it changes the page, not the shell', async ({ page }) => {
  test.setTimeout(420_000);
  const shellDir = path.join(workspaceRoot, 'dist/apps/shell');
  const before = hashTree(shellDir);
  const deployDir = path.join(workspaceRoot, 'tmp/deploy-test');
  mkdirSync(deployDir, { recursive: true });
  const manifestFile = path.join(deployDir, 'remotes.json');
  // Each remote's browser build and its Node build (issue 14: the first screen from the server).
  const builds = (name: string) => ({ browser: `/app/join/remotes/${name}/mf-manifest.json`, server: `/app/join/remotes/${name}/server/remoteEntry.js` });
  writeFileSync(manifestFile, JSON.stringify({ parentSignup: builds('parentSignup'), checkout: builds('checkout'), invite: builds('invite'), proSignup: builds('proSignup') }));
  const app = await startServer(4471, { REMOTES_MANIFEST: manifestFile });
  const label = `pro-signup build ${Date.now()}`;
  const newBuild = path.join(deployDir, 'pro-signup-v2');
  let cdn: Server | undefined;
  try {
    await page.goto(`${app.url}/app/join/pro`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('build-label')).toHaveCount(0);
    const serverHtmlBefore = await (await page.request.get(`${app.url}/app/join/pro`)).text();
    expect(serverHtmlBefore).toContain('j-h1');
    expect(serverHtmlBefore).not.toContain('data-testid="build-label"');
    const shellMain = await (await page.request.get(`${app.url}/app/join/remotes.json`)).text();

    execFileSync('npx', ['webpack', '--config', 'apps/pro-signup/webpack.config.cjs', '--mode', 'production'], {
      cwd: workspaceRoot,
      env: { ...process.env, JOIN_BUILD_LABEL: label, JOIN_OUTPUT_PATH: newBuild },
      stdio: 'pipe',
    });
    cdn = await serveFolder(newBuild, 4472);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, proSignup: { browser: 'http://localhost:4472/mf-manifest.json', server: 'http://localhost:4472/server/remoteEntry.js' } }));

    // The server renders the new build's change into the page, with no restart of the API.
    const serverHtmlAfter = await (await page.request.get(`${app.url}/app/join/pro`)).text();
    expect(serverHtmlAfter).toContain(`data-testid="build-label">${label}<`);
    await page.reload();
    await expect(page.getByTestId('build-label')).toHaveText(label);
    expect(hashTree(shellDir)).toEqual(before);
    expect(JSON.parse(await (await page.request.get(`${app.url}/app/join/remotes.json`)).text())).toEqual({ ...JSON.parse(shellMain), proSignup: 'http://localhost:4472/mf-manifest.json' });
  } finally {
    cdn?.close();
    await app.stop();
  }
});
