// docs/first-screen.md: page requests are answered with the document the page server renders
// around the shell's server-rendered page tree, with the language, configuration, texts and manifest
// the browser hydrates with; a shell server build that is missing, broken or failing gives the
// document the browser renders itself, never a 5xx.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { HYDRATING_EVENT, SERVER_STATE_ID } from '@join/page-contract';
import { API_CONFIG, listOf, startPageServer, type TestPageServer } from './page-server-app';

const root = mkdtempSync(join(tmpdir(), 'join-ssr-'));
const dist = join(root, 'dist');
const serverFile = join(dist, 'shell', 'server', 'main.js');
const SHELL_JS = 'console.log("shell");';
const SRI = `sha384-${createHash('sha384').update(SHELL_JS).digest('base64')}`;

function writeShellBrowserBuild(css: string[] = []) {
  mkdirSync(join(dist, 'shell', 'server'), { recursive: true });
  writeFileSync(join(dist, 'shell', 'main.0a1b2c3d4e.js'), SHELL_JS);
  writeFileSync(
    join(dist, 'shell', 'page-assets.json'),
    JSON.stringify({ js: ['/app/join/main.0a1b2c3d4e.js'], css }),
  );
}

let version = 0;
/** Replaces the shell's server build (a new file time, as a rebuild gives). */
function writeShellServer(source: string) {
  writeFileSync(serverFile, source);
  version += 1;
  const at = new Date(Date.now() + version * 1000);
  utimesSync(serverFile, at, at);
}

// A stand-in for the shell's Node build (apps/shell/src/server.ts) with its contract: it streams
// what it was asked to render, so the document around it can be checked.
const WORKING = `
const { Readable } = require('node:stream');
exports.renderPage = async (input) => {
  if (input.url.startsWith('/app/join/carousel')) return { kind: 'redirect', location: '/app/join/step1' };
  return {
    kind: 'html', status: input.url.includes('nope') ? 404 : 200, remote: 'parentSignup', remoteRendered: true,
    pipe: (destination) => new Promise((done) => { destination.on('finish', done); Readable.from(['<main>', 'rendered ' + input.lang + ' ' + input.url, ' nonce=' + String(input.nonce), ' entries=' + JSON.stringify(input.serverEntries), ' lists=' + Object.keys(input.lists || {}).join(','), '</main>']).pipe(destination); }),
    texts: () => ({ common: { loading: input.lang === 'es' ? 'Cargando</script>' : 'Loading' } }),
  };
};`;

const stateOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script id="${SERVER_STATE_ID}" type="application/json"[^>]*>(.*?)</script>`).exec(
      html,
    )?.[1] ?? 'null',
  );
/** The document the browser renders itself: the shell's scripts deferred, no state. */
const expectBrowserRendered = (html: string) => {
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain(
    `<script defer src="/app/join/main.0a1b2c3d4e.js" integrity="${SRI}" crossorigin="anonymous" nonce="`,
  );
  expect(html).not.toContain(SERVER_STATE_ID);
};

describe('server-rendered pages', () => {
  let t: TestPageServer;
  const lines: string[] = [];
  beforeAll(async () => {
    writeShellBrowserBuild();
    t = await startPageServer(
      { DIST_DIR: dist, SERVER_RENDER: '1' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a page with the rendered HTML, the language asked for and the state to hydrate with', async () => {
    writeShellServer(WORKING);
    const page = await t.call({
      url: '/app/join/step1?discount=1',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const nonce = /'nonce-([^']+)'/.exec(page.headers['content-security-policy'])?.[1];
    expect(page.text).toContain(`<div id="root"><main>rendered es /app/join/step1?discount=1 nonce=${nonce}`);
    expect(page.text).toContain('<html lang="es">');
    // The remote's Node build is named by the (default) manifest, as an absolute URL.
    expect(page.text).toMatch(
      /entries=\{[^<]*"parentSignup":"http:\/\/127\.0\.0\.1:\d+\/app\/join\/remotes\/parentSignup\/server\/remoteEntry\.js"/,
    );
    // Configuration and manifest are in the page, so the browser does not ask for them.
    expect(page.text).not.toContain('href="/api/config"');
    expect(page.text).not.toContain('href="/app/join/remotes.json"');
    const state = stateOf(page.text);
    expect(state.lang).toBe('es');
    // The configuration is the join API's own answer.
    expect(state.config).toEqual(API_CONFIG);
    expect(t.api.seen).toContain('GET /api/config');
    expect(state.remotes.parentSignup).toBe('/app/join/remotes/parentSignup/mf-manifest.json');
    // A text holding "</script>" cannot end the state script early.
    expect(state.texts.common.loading).toBe('Cargando</script>');
    // The message for a browser without JavaScript is in the page's language.
    expect(page.text).toContain(
      '<noscript><p class="j-noscript">Activa JavaScript en tu navegador para registrarte.</p></noscript>',
    );
    // The shell's script is preloaded in the head and added by the page's last script, after the
    // state (paint-first.ts): there is no script tag of it.
    expect(page.text.split('</head>')[0]).toContain(
      `<link rel="preload" href="/app/join/main.0a1b2c3d4e.js" as="script" fetchpriority="low" integrity="${SRI}" crossorigin="anonymous" nonce="${nonce}" />`,
    );
    expect(page.text).not.toMatch(/<script[^>]*src=/);
    const loaderAt = page.text.lastIndexOf('<script nonce=');
    expect(page.text.indexOf(`id="${SERVER_STATE_ID}"`)).toBeLessThan(loaderAt);
    expect(page.text.slice(loaderAt)).toContain('"src":"/app/join/main.0a1b2c3d4e.js"');
    expect(loaderAt).toBeLessThan(page.text.indexOf('</body>'));
    // Every script of the document carries this response's nonce.
    for (const tag of page.text.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("puts the shell's stylesheet in the page, so the first paint waits for no stylesheet download", async () => {
    writeShellServer(WORKING);
    writeFileSync(join(dist, 'shell', 'main.0a1b2c3d4e.css'), '.j-app{color:#123}');
    writeFileSync(join(dist, 'shell', 'other.0a1b2c3d4f.css'), '.x{background:url(bg.png)}');
    writeShellBrowserBuild(['/app/join/main.0a1b2c3d4e.css', '/app/join/other.0a1b2c3d4f.css']);
    try {
      const page = await t.call({ url: '/app/join/signup' });
      expect(page.text).toContain(
        '<style data-href="/app/join/main.0a1b2c3d4e.css">.j-app{color:#123}</style>',
      );
      // A sheet that refers to other files stays a link (its url() is relative to itself).
      expect(page.text).toContain('<link rel="stylesheet" href="/app/join/other.0a1b2c3d4f.css" />');
    } finally {
      writeShellBrowserBuild();
    }
  });

  it('keeps a stylesheet that refers to other files, or could end its style element, as a link', async () => {
    const { canInline } = await import('../shell-build');
    expect(canInline('.x{color:red}')).toBe(true);
    expect(canInline('.x{background:url(bg.png)}')).toBe(false);
    expect(canInline('@import "b.css";')).toBe(false);
    expect(canInline('.x::after{content:"</STYLE><script>"}')).toBe(false);
  });

  it("renders /pro with its first step's lists in the visitor's language, from the API, and puts them in the page", async () => {
    // Pins /pro without JavaScript showing a spinner where its form goes: the lists came only from the browser.
    writeShellServer(WORKING);
    const page = await t.call({ url: '/app/join/pro', headers: { 'accept-language': 'es' } });
    expect(page.text).toContain(
      'lists=titles|es,country-codes|es,referrals|es,bench-officers|es,colleagues|es</main>',
    );
    const state = stateOf(page.text);
    for (const name of ['titles', 'country-codes', 'referrals', 'bench-officers', 'colleagues'])
      expect(state.lists[`${name}|es`]).toEqual(listOf(name, 'es'));
    // Other pages carry no lists.
    const step1 = await t.call({ url: '/app/join/step1' });
    expect(step1.text).toContain('lists=</main>');
    expect(step1.text).not.toContain('"lists"');
  });

  it('sends the page compressed as the browser accepts it (brotli, else gzip, else plain), the same page each way', async () => {
    writeShellServer(WORKING);
    // Raw bytes and headers (fetch would decode the body itself).
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
        request(`${t.baseUrl}/app/join/step1`, { headers: { 'accept-encoding': acceptEncoding } }, (r) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () =>
            resolve({
              encoding: r.headers['content-encoding'],
              vary: String(r.headers.vary ?? ''),
              bytes: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      });
    // (Each response has its own CSP nonce.)
    const same = (html: string) => html.split(/nonce[=-][^ >]*/).join('');
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    const page = same(plain.bytes.toString('utf8'));
    expect(page).toContain('<div id="root"><main>rendered en /app/join/step1');
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toContain('accept-encoding');
    expect(same(brotliDecompressSync(br.bytes).toString('utf8'))).toBe(page);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length);
    const gzip = await raw('gzip;q=1, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(same(gunzipSync(gzip.bytes).toString('utf8'))).toBe(page);
  });

  it('sends a head script that runs: a tab with stored progress is marked for the browser to render', async () => {
    writeShellServer(WORKING);
    const page = await t.call({ url: '/app/join/step2' });
    // (The head's inline script; the body's last one loads the shell's script, paint-first.spec.ts.)
    const head = page.text.split('</head>')[0] ?? '';
    const inline = [
      ...head.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const run = (stored: Record<string, string>, { chosen = 'en', search = '' } = {}) => {
      const attributes = new Map<string, string>();
      const store = Object.entries(stored);
      const sessionStorage = {
        length: store.length,
        key: (i: number) => store[i]?.[0] ?? null,
        getItem: (k: string) => stored[k] ?? null,
      };
      const document = {
        addEventListener: () => undefined,
        documentElement: {
          lang: 'en',
          setAttribute: (name: string, value: string) => attributes.set(name, value),
        },
      };
      const window = { sessionStorage };
      const localStorage = { getItem: () => chosen };
      new Function('document', 'window', 'location', 'localStorage', 'navigator', inline[0] ?? '')(
        document,
        window,
        { search },
        localStorage,
        { languages: ['en-US'] },
      );
      return attributes.get('data-join-restore');
    };
    const progress = { 'join.registration': '{"state":{"lastCompletedStep":1}}' };
    expect(run({})).toBeUndefined();
    expect(run({ 'join.config': '{"state":{"overrides":{}}}' })).toBeUndefined();
    // Why the browser renders says whether the payment page's frame may stay visible meanwhile.
    expect(run(progress)).toBe('stores');
    expect(run(progress, { chosen: 'es' })).toBe('lang');
    expect(run({}, { chosen: 'es' })).toBe('lang');
    expect(run(progress, { search: '?flags=GROW872:Control' })).toBe('flags');
    expect(run({ ...progress, 'join.config': '{"state":{"overrides":{"GROW872":"Control"}}}' })).toBe(
      'flags',
    );
  });

  it('holds what is done before the page is live until the event the shell sends as it starts hydrating', async () => {
    writeShellServer(WORKING);
    const page = await t.call({ url: '/app/join/signup' });
    const head = page.text.split('</head>')[0] ?? '';
    expect(head).toContain(HYDRATING_EVENT);
  });

  it('answers a form posted without JavaScript with its page, with nothing typed in an address or a log', async () => {
    // Pins the GET submit of a server-rendered form without JavaScript: what was typed (an email,
    // a password on /login) went into the address, and a render warning logged that address.
    writeShellServer(`
const { Readable } = require('node:stream');
exports.renderPage = async (input) => {
  input.onError('remote "parentSignup" is rendered in the browser', new Error('slow'));
  return { kind: 'html', status: 200, remote: 'parentSignup', remoteRendered: false, texts: () => ({}),
    pipe: (destination) => new Promise((done) => { destination.on('finish', done); Readable.from(['<form method="post" novalidate=""><input name="email"/></fo', 'rm>']).pipe(destination); }) };
};`);
    const page = await t.call({ url: '/app/join/login?username=ana&password=Secret-2026' });
    // The page tree goes into the document as the shell's build wrote it.
    expect(page.text).toContain(
      '<div id="root"><form method="post" novalidate=""><input name="email"/></form></div>',
    );
    expect(lines.join('')).toContain('is rendered in the browser');
    expect(lines.join('')).not.toContain('Secret-2026');
    const posted = await t.call({
      method: 'POST',
      url: '/app/join/step1?discount=1',
      body: 'email=ana%40example.com&password=Secret-2026',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/app/join/step1?discount=1');
    expect(lines.join('')).not.toMatch(/Secret-2026|ana%40example/);
  });

  it('takes the language the visitor chose (cookie) over the browser, redirects and 404s', async () => {
    writeShellServer(WORKING);
    const chosen = await t.call({
      url: '/app/join/step1',
      headers: { 'accept-language': 'es', cookie: 'x=1; join.lang=en' },
    });
    expect(chosen.text).toContain('rendered en /app/join/step1');
    const moved = await t.call({ url: '/app/join/carousel' });
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/app/join/step1');
    expect((await t.call({ url: '/app/join/nope' })).status).toBe(404);
    expect((await t.call({ url: '/app/join/nope.js' })).status).toBe(404);
  });

  it('falls back to the document the browser renders, logged, when the shell server build fails, is broken or is missing', async () => {
    writeShellServer('exports.renderPage = async () => { throw new Error("render exploded"); };');
    const failed = await t.call({ url: '/app/join/step1' });
    expect(failed.status).toBe(200);
    expectBrowserRendered(failed.text);
    expect(lines.join('')).toContain('render exploded');

    writeShellServer('this is not javascript {');
    const broken = await t.call({ url: '/app/join/pro' });
    expect(broken.status).toBe(200);
    expectBrowserRendered(broken.text);
    expect(lines.join('')).toContain('shell server build could not be loaded');

    rmSync(serverFile);
    const missing = await t.call({ url: '/app/join/signup' });
    expect(missing.status).toBe(200);
    expectBrowserRendered(missing.text);
    // The browser asks for what the page would have carried.
    expect(missing.text).toContain(
      '<link rel="preload" href="/api/config" as="fetch" crossorigin="anonymous" />',
    );
  });
});

describe('a page server whose API does not answer', () => {
  it('sends the document the browser renders (it asks the API itself later), never a 5xx', async () => {
    const here = mkdtempSync(join(tmpdir(), 'join-ssr-noapi-'));
    mkdirSync(join(here, 'shell', 'server'), { recursive: true });
    writeFileSync(
      join(here, 'shell', 'page-assets.json'),
      JSON.stringify({ js: ['/app/join/main.0a1b2c3d4e.js'], css: [] }),
    );
    writeFileSync(join(here, 'shell', 'server', 'main.js'), WORKING);
    const t = await startPageServer({ DIST_DIR: here, API_URL: 'http://127.0.0.1:9' });
    try {
      const page = await t.call({ url: '/app/join/step1' });
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).not.toContain(SERVER_STATE_ID);
    } finally {
      await t.close();
      rmSync(here, { recursive: true, force: true });
    }
  });
});

describe('warming the remotes server builds', () => {
  const warmRoot = mkdtempSync(join(tmpdir(), 'join-ssr-warm-'));
  const warmDist = join(warmRoot, 'dist');
  const manifestFile = join(warmRoot, 'remotes.json');
  let t: TestPageServer;
  // The built file runs outside Jest's sandbox (its own globals), so it reports through a file.
  const callsFile = join(warmRoot, 'warm-calls.jsonl');
  const calls = (): Record<string, string>[] =>
    existsSync(callsFile)
      ? readFileSync(callsFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];
  const until = async (done: () => boolean) => {
    for (const started = Date.now(); !done();) {
      if (Date.now() - started > 15_000)
        throw new Error(`still waiting; warm calls: ${JSON.stringify(calls())}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  beforeAll(async () => {
    mkdirSync(join(warmDist, 'shell', 'server'), { recursive: true });
    writeFileSync(join(warmDist, 'shell', 'page-assets.json'), JSON.stringify({ js: [], css: [] }));
    writeFileSync(
      join(warmDist, 'shell', 'server', 'main.js'),
      `${WORKING}\nexports.warmRemotes = async (input) => { require('node:fs').appendFileSync(${JSON.stringify(callsFile)}, JSON.stringify(input.serverEntries) + '\\n'); return {}; };`,
    );
    writeFileSync(
      manifestFile,
      JSON.stringify({
        proSignup: { browser: '/v1/mf-manifest.json', server: '/v1/server/remoteEntry.js' },
        checkout: '/c/mf-manifest.json',
      }),
    );
    t = await startPageServer({ DIST_DIR: warmDist, SERVER_RENDER: '1', REMOTES_MANIFEST: manifestFile });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(warmRoot, { recursive: true, force: true });
  });

  it('loads the server builds the manifest names once the page server listens, and again when the manifest changes', async () => {
    await until(() => calls().length >= 1);
    // Only remotes with a server build, as absolute URLs on this page server.
    expect(calls()[0]).toEqual({
      proSignup: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1\/server\/remoteEntry\.js$/),
    });
    writeFileSync(
      manifestFile,
      JSON.stringify({ proSignup: { browser: '/v2/mf-manifest.json', server: '/v2/server/remoteEntry.js' } }),
    );
    await until(() => calls().length >= 2);
    expect(calls()[1].proSignup).toMatch(/\/v2\/server\/remoteEntry\.js$/);
    // Nothing changed since: no third warm-up.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls()).toHaveLength(2);
  });

  // Pins a deploy to another origin that the browser was refused: the CSP read only plain-URL manifest entries.
  it("allows the browser build's origin of a { browser, server } entry in the CSP, and not the server build's", async () => {
    writeFileSync(
      manifestFile,
      JSON.stringify({
        proSignup: {
          browser: 'https://cdn.example.com/pro/mf-manifest.json',
          server: 'https://render.example.com/pro/server/remoteEntry.js',
        },
      }),
    );
    const csp = String((await t.call({ url: '/app/join/step1' })).headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(connect).toContain('https://cdn.example.com');
    expect(connect).not.toContain('render.example.com');
    // A remote's styles are stylesheets of its build: they come from that origin too.
    const style = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(style).toContain('https://cdn.example.com');
    expect(style).not.toContain('render.example.com');
  });
});
