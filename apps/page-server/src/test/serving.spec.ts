// The page server serves every /app/join page and file (docs/first-screen.md): the shell's and the
// remotes' builds with the right caching and precompressed variants, the remotes manifest, the
// security headers with this response's nonce and SRI on the shell's scripts, and, in `npm start`,
// /api/* passed to the join API. It refuses to start holding payment or database secrets.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadPageServerConfig } from '../config';
import { startPageServer, startStandInApi, type StandInApi, type TestPageServer } from './page-server-app';

const root = mkdtempSync(join(tmpdir(), 'join-pages-'));
const dist = join(root, 'dist');
const manifest = join(root, 'remotes.json');
const shellJs = 'console.log("shell main");'.repeat(20);

function writeDist() {
  const shell = join(dist, 'shell');
  mkdirSync(shell, { recursive: true });
  writeFileSync(
    join(shell, 'page-assets.json'),
    JSON.stringify({ js: ['/app/join/main.3f9a1c2b.js', '/app/join/other.5678abcd.js'], css: [] }),
  );
  writeFileSync(join(shell, 'index.html'), '<!doctype html><title>development page</title>');
  writeFileSync(join(shell, 'main.3f9a1c2b.js'), shellJs);
  writeFileSync(join(shell, 'main.3f9a1c2b.js.br'), brotliCompressSync(shellJs));
  writeFileSync(join(shell, 'main.3f9a1c2b.js.gz'), gzipSync(shellJs));
  writeFileSync(join(shell, 'other.5678abcd.js'), 'other();');
  const checkout = join(dist, 'checkout');
  mkdirSync(checkout, { recursive: true });
  writeFileSync(join(checkout, 'mf-manifest.json'), '{"name":"checkout"}');
  writeFileSync(join(checkout, 'remoteEntry.js'), 'var checkout;');
  writeFileSync(join(checkout, '812.a1b2c3d4e5.js'), 'chunk();');
}

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('serving pages and files', () => {
  let t: TestPageServer;
  let api: StandInApi;
  beforeAll(async () => {
    writeDist();
    api = await startStandInApi((req, res) => {
      if (req.url?.startsWith('/api/echo')) {
        let body = '';
        req.on('data', (d) => (body += d));
        req.on('end', () =>
          res
            .writeHead(201, { 'content-type': 'application/json', 'x-from': 'api' })
            .end(JSON.stringify({ body, forwardedFor: req.headers['x-forwarded-for'], url: req.url })),
        );
        return true;
      }
      return false;
    });
    api.config = { ...api.config, paymentProvider: 'braintree', mapsApiKey: 'maps-key' };
    t = await startPageServer(
      { DIST_DIR: dist, REMOTES_MANIFEST: manifest, SERVER_RENDER: '0', PROXY_API: '1' },
      { api },
    );
  });
  afterAll(async () => {
    await t?.close();
    await api?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the shell, the remotes and the manifest with the right caching', async () => {
    const home = await t.call({ url: '/' });
    expect(home.status).toBe(302);
    expect(home.headers.location).toBe('/app/join/');
    const deep = await t.call({ url: '/app/join/invite/step1?x=1' });
    expect(deep.status).toBe(200);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.text).toContain('<div id="root"></div>');
    expect((await t.call({ url: '/app/join/nope.js' })).status).toBe(404);
    // Neither the build's description nor the development page is a file of the site.
    expect((await t.call({ url: '/app/join/index.html' })).status).toBe(404);
    expect((await t.call({ url: '/app/join/page-assets.json' })).status).toBe(404);

    const br = await fetch(`${t.baseUrl}/app/join/main.3f9a1c2b.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gz = await fetch(`${t.baseUrl}/app/join/main.3f9a1c2b.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    expect(
      (await t.call({ url: '/app/join/remotes/checkout/mf-manifest.json' })).headers['cache-control'],
    ).toBe('no-cache');
    expect(
      (await t.call({ url: '/app/join/remotes/checkout/remoteEntry.js' })).headers['cache-control'],
    ).toBe('no-cache');
    expect(
      (await t.call({ url: '/app/join/remotes/checkout/812.a1b2c3d4e5.js' })).headers['cache-control'],
    ).toBe('public, max-age=31536000, immutable');
    const missingRemote = await t.call({ url: '/app/join/remotes/invite/mf-manifest.json' });
    expect(missingRemote.status).toBe(503);
    expect(missingRemote.text).toMatch(/npm run build/);

    // The manifest file is read on every request: re-pointing a remote needs no restart.
    writeFileSync(manifest, JSON.stringify({ checkout: '/app/join/remotes/checkout-v2/mf-manifest.json' }));
    const first = await t.call({ url: '/app/join/remotes.json' });
    expect(first.body).toEqual({ checkout: '/app/join/remotes/checkout-v2/mf-manifest.json' });
    expect(first.headers['cache-control']).toBe('no-cache');
    writeFileSync(manifest, JSON.stringify({ checkout: '/app/join/remotes/checkout-v3/mf-manifest.json' }));
    expect((await t.call({ url: '/app/join/remotes.json' })).body.checkout).toContain('checkout-v3');
  });

  it('gives pages a strict CSP whose nonce is on every script, SRI on the shell scripts, and the providers the API turns on', async () => {
    const first = await t.call({ url: '/app/join/payment' });
    const second = await t.call({ url: '/app/join/payment' });
    expect(first.status).toBe(200);
    const csp = directives(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp['script-src'].join(' '))?.[1];
    expect(nonce).toBeTruthy();
    // The payment page trusts no script through 'strict-dynamic': what its scripts insert must come
    // from this origin or a live provider's script host.
    expect(csp['script-src']).not.toContain("'strict-dynamic'");
    expect(csp['script-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://www.paypal.com', 'https://maps.googleapis.com']),
    );
    expect(csp['script-src'].join(' ')).not.toContain('unsafe-inline');
    const other = directives((await t.call({ url: '/app/join/step1' })).headers['content-security-policy']);
    expect(other['script-src']).toContain("'strict-dynamic'");
    expect(other['script-src']).not.toContain('https://www.paypal.com');
    expect(
      directives((await t.call({ url: '/app/join/invite/payment?x=1' })).headers['content-security-policy'])[
        'script-src'
      ],
    ).not.toContain("'strict-dynamic'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['report-uri']).toEqual(['/api/csp-reports']);
    // Braintree and maps are on in the API's configuration: their hosts are allowed, read from it.
    expect(csp['frame-src']).toContain('https://assets.braintreegateway.com');
    expect(csp['connect-src']).toContain('https://maps.googleapis.com');
    const tags = first.text.match(/<script\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(2);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    expect(first.text).toContain(
      `src="/app/join/main.3f9a1c2b.js" integrity="${sri(shellJs)}" crossorigin="anonymous"`,
    );
    expect(first.text).toContain(
      `src="/app/join/other.5678abcd.js" integrity="${sri('other();')}" crossorigin="anonymous"`,
    );
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('passes /api/* to the join API with its body, answer and headers, and the client address', async () => {
    const answer = await t.call({
      method: 'POST',
      url: '/api/echo?x=1',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-from']).toBe('api');
    expect(answer.body).toEqual({ body: '{"a":1}', forwardedFor: '127.0.0.1', url: '/api/echo?x=1' });
    // The API's answer keeps the API's headers: the page server adds none of its own.
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });
});

describe('the page server configuration', () => {
  it('refuses payment and database secrets, saying which', () => {
    const base = { API_URL: 'http://127.0.0.1:4201' };
    expect(loadPageServerConfig(base).apiUrl).toBe('http://127.0.0.1:4201');
    for (const secret of [
      'BRAINTREE_PRIVATE_KEY',
      'BRAINTREE_MERCHANT_ID',
      'DATABASE_URL',
      'PGPASSWORD',
      'SMTP_URL',
      'AWS_SECRET_ACCESS_KEY',
    ]) {
      expect(() => loadPageServerConfig({ ...base, [secret]: 'x' })).toThrow(
        new RegExp(`must not hold payment or database settings; remove ${secret}`),
      );
    }
    expect(() => loadPageServerConfig({})).toThrow(/API_URL/);
  });

  it('serves a release store folder, and leaves an object store to the CDN in front of it', () => {
    const base = { API_URL: 'http://127.0.0.1:4201' };
    expect(loadPageServerConfig({ ...base, RELEASE_STORE: join(root, 'releases') }).releaseStore).toBe(
      join(root, 'releases'),
    );
    expect(
      loadPageServerConfig({ ...base, RELEASE_STORE: 's3://releases/join' }).releaseStore,
    ).toBeUndefined();
  });

  it('renders the first screen on the server unless SERVER_RENDER turns it off', () => {
    const base = { API_URL: 'http://127.0.0.1:4201' };
    expect(loadPageServerConfig(base).serverRender).toEqual({
      enabled: true,
      remoteTimeoutMs: 300,
      warmWaitMs: 3000,
    });
    for (const off of ['0', 'false', 'off', 'no'])
      expect(loadPageServerConfig({ ...base, SERVER_RENDER: off }).serverRender.enabled).toBe(false);
  });
});
