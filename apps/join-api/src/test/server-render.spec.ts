// CONTRACTS#first-screen-from-the-server: page requests are answered with the shell's server-rendered HTML, composed with the
// language, configuration, texts and manifest the browser hydrates with; a shell server build
// that is missing, broken or failing falls back to the plain index.html, never a 5xx.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './test-app';
import { HYDRATING_EVENT } from '../static/server-render';

const root = mkdtempSync(join(tmpdir(), 'join-ssr-'));
const dist = join(root, 'dist');
const serverFile = join(dist, 'shell', 'server', 'main.js');
const INDEX =
  '<!doctype html><html lang=en><head><title>Join</title><link rel=preload href=/api/config as=fetch crossorigin=anonymous><link rel=preload href=/app/join/remotes.json as=fetch crossorigin=anonymous><script defer src=/app/join/main.js></script></head><body><div id=root></div><noscript><p class=j-noscript>Please turn on JavaScript to sign up.</p></noscript></body></html>';

let version = 0;
/** Replaces the shell's server build (a new file time, as a rebuild gives). */
function writeShellServer(source: string) {
  writeFileSync(serverFile, source);
  version += 1;
  const at = new Date(Date.now() + version * 1000);
  utimesSync(serverFile, at, at);
}

// A stand-in for apps/shell/src/server/render-page.tsx with its contract: it streams what it
// was asked to render, so the composition around it can be checked.
const WORKING = `
const { Readable } = require('node:stream');
exports.renderPage = async (input) => {
  if (input.url.startsWith('/app/join/carousel')) return { kind: 'redirect', location: '/app/join/step1' };
  return {
    kind: 'html', status: input.url.includes('nope') ? 404 : 200, remote: 'parentSignup', remoteRendered: true,
    pipe: (destination) => new Promise((done) => { destination.on('finish', done); Readable.from(['<main>', 'rendered ' + input.lang + ' ' + input.url, ' nonce=' + String(input.nonce), ' entries=' + JSON.stringify(input.serverEntries), ' lists=' + Object.keys(input.lists || {}).join(','), '</main>']).pipe(destination); }),
    texts: () => ({ common: { loading: input.lang === 'es' ? 'Cargando</script>' : 'Loading', noScript: input.lang === 'es' ? 'Activa <JavaScript>' : 'Turn on JavaScript' } }),
  };
};`;

/** Every page carries this response's CSP nonce on its scripts (CONTRACTS#trust); the rest is the file. */
const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, '');
describe('server-rendered pages', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    mkdirSync(join(dist, 'shell', 'server'), { recursive: true });
    writeFileSync(join(dist, 'shell', 'index.html'), INDEX);
    t = await startTestApp({ DIST_DIR: dist, LOG_LEVEL: 'warn', SERVER_RENDER: '1' }, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a page with the rendered HTML, the language asked for and the state to hydrate with', async () => {
    writeShellServer(WORKING);
    const page = await t.call({ url: '/app/join/step1?discount=1', headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<div id="root"><main>rendered es /app/join/step1?discount=1');
    expect(page.text).toContain('<html lang="es"');
    // The remote's Node build is named by the (default) manifest, as an absolute URL.
    expect(page.text).toMatch(/entries=\{[^<]*"parentSignup":"http:\/\/127\.0\.0\.1:\d+\/app\/join\/remotes\/parentSignup\/server\/remoteEntry\.js"/);
    // Configuration and manifest are in the page, so the browser does not ask for them.
    expect(page.text).not.toContain('href=/api/config');
    expect(page.text).not.toContain('href=/app/join/remotes.json');
    const state = JSON.parse(/<script id="join-ssr" type="application\/json"[^>]*>(.*?)<\/script>/.exec(page.text)?.[1] ?? 'null');
    expect(state.lang).toBe('es');
    expect(state.config).toEqual((await t.call({ url: '/api/config' })).body);
    expect(state.remotes.parentSignup).toBe('/app/join/remotes/parentSignup/mf-manifest.json');
    // A text holding "</script>" cannot end the state script early.
    expect(state.texts.common.loading).toBe('Cargando</script>');
    // The message for a browser without JavaScript is in the page's language too.
    expect(page.text).toContain('<noscript><p class=j-noscript>Activa &lt;JavaScript></p></noscript>');
    // The shell's script is preloaded in the head and added by the page's last script, after the
    // state (paint-first.ts): there is no script tag of it.
    expect(page.text.split('</head>')[0]).toContain('<link rel="preload" href="/app/join/main.js" as="script" fetchpriority="low" nonce="');
    expect(page.text).not.toMatch(/<script[^>]*src=/);
    const loaderAt = page.text.lastIndexOf('<script nonce=');
    expect(page.text.indexOf('id="join-ssr"')).toBeLessThan(loaderAt);
    expect(page.text.slice(loaderAt)).toContain('"src":"/app/join/main.js"');
    expect(loaderAt).toBeLessThan(page.text.indexOf('</body>'));
  });

  it("puts the shell's stylesheet in the page, so the first paint waits for no stylesheet download", async () => {
    writeShellServer(WORKING);
    writeFileSync(join(dist, 'shell', 'main.0a1b2c3d4e.css'), '.j-app{color:#123}');
    writeFileSync(join(dist, 'shell', 'index.html'), INDEX.replace('</head>', '<link href=/app/join/main.0a1b2c3d4e.css rel=stylesheet></head>'));
    try {
      const page = await t.call({ url: '/app/join/signup' });
      expect(page.text).toContain('<style data-href="/app/join/main.0a1b2c3d4e.css">.j-app{color:#123}</style>');
      expect(page.text).not.toContain('rel=stylesheet');
      // The page served when nothing is rendered on the server keeps its link.
      expect(readFileSync(join(dist, 'shell', 'index.html'), 'utf8')).toContain('rel=stylesheet');
    } finally {
      writeFileSync(join(dist, 'shell', 'index.html'), INDEX);
    }
  });

  it('keeps a stylesheet that refers to other files as a link, and a sheet cannot end its style element', async () => {
    const { inlineStyle } = await import('../static/server-render');
    expect(inlineStyle('a.css', '.x{background:url(bg.png)}')).toBeUndefined();
    expect(inlineStyle('a.css', '@import "b.css";')).toBeUndefined();
    expect(inlineStyle('a.css', '.x::after{content:"</style><script>"}')).toBe('<style data-href="a.css">.x::after{content:"<\\/style><script>"}</style>');
  });

  it("renders /pro with its first step's lists in the visitor's language and puts them in the page", async () => {
    // Pins /pro without JavaScript showing a spinner where its form goes: the lists came only from the browser.
    writeShellServer(WORKING);
    const page = await t.call({ url: '/app/join/pro', headers: { 'accept-language': 'es' } });
    expect(page.text).toContain('lists=titles|es,country-codes|es,referrals|es,bench-officers|es,colleagues|es</main>');
    const state = JSON.parse(/<script id="join-ssr" type="application\/json"[^>]*>(.*?)<\/script>/.exec(page.text)?.[1] ?? 'null');
    // The same lists the lookup route answers, so hydration finds what the server rendered.
    for (const name of ['titles', 'country-codes', 'referrals', 'bench-officers', 'colleagues']) {
      const served = await t.call({ url: `/api/lookups/${name}`, headers: { 'accept-language': 'es' } });
      expect(state.lists[`${name}|es`]).toEqual(served.body.items);
    }
    expect(state.lists['referrals|es'].length).toBeGreaterThan(0);
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
          r.on('end', () => resolve({ encoding: r.headers['content-encoding'], vary: String(r.headers.vary ?? ''), bytes: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    // (Each response has its own CSP nonce.)
    const same = (html: string) => withoutNonce(html).replace(/nonce=\S+/g, '');
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
    // Pins the bug where the head script's "$'" was read as a replacement pattern: the script
    // did not parse, so a reloaded /step2 was hydrated from empty stores and sent back to /step1.
    writeShellServer(WORKING);
    const page = await t.call({ url: '/app/join/step2' });
    // (The head's inline script; the body's last one loads the shell's script, paint-first.spec.ts.)
    const head = page.text.split('</head>')[0] ?? '';
    const inline = [...head.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const run = (stored: Record<string, string>, { chosen = 'en', search = '' } = {}) => {
      const attributes = new Map<string, string>();
      const store = Object.entries(stored);
      const sessionStorage = { length: store.length, key: (i: number) => store[i]?.[0] ?? null, getItem: (k: string) => stored[k] ?? null };
      const document = { addEventListener: () => undefined, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
      const window = { sessionStorage };
      const localStorage = { getItem: () => chosen };
      new Function('document', 'window', 'location', 'localStorage', 'navigator', inline[0] ?? '')(document, window, { search }, localStorage, { languages: ['en-US'] });
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
    expect(run({ ...progress, 'join.config': '{"state":{"overrides":{"GROW872":"Control"}}}' })).toBe('flags');
  });

  it('holds what is done before the page is live until the event the shell sends as it starts hydrating', async () => {
    // The head script (this API) and the shell (its own deploy) agree on the event's name; a
    // shell that sent another name would leave held clicks to the slower fallback (made again
    // only once React's props are on the element, which lost the landing's page view).
    writeShellServer(WORKING);
    const page = await t.call({ url: '/app/join/signup' });
    const head = page.text.split('</head>')[0] ?? '';
    expect(head).toContain(`addEventListener('${HYDRATING_EVENT}'`);
    const shell = readFileSync(join(__dirname, '..', '..', '..', 'shell', 'src', 'bootstrap.tsx'), 'utf8');
    expect(shell).toMatch(/hydratePage\(container\);[\s\S]{0,600}document\.dispatchEvent\(new Event\('([^']+)'\)\)/);
    expect(shell.match(/document\.dispatchEvent\(new Event\('([^']+)'\)\)/)?.[1]).toBe(HYDRATING_EVENT);
  });

  it('makes the rendered forms post, and a form posted without JavaScript gets its page back, with nothing typed in an address or a log', async () => {
    // Pins the GET submit of a server-rendered form without JavaScript: what was typed (an email,
    // a password on /login) went into the address, and a render warning logged that address.
    writeShellServer(`
const { Readable } = require('node:stream');
exports.renderPage = async (input) => {
  input.onError('remote "parentSignup" is rendered in the browser', new Error('slow'));
  return { kind: 'html', status: 200, remote: 'parentSignup', remoteRendered: false, texts: () => ({}),
    pipe: (destination) => new Promise((done) => { destination.on('finish', done); Readable.from(['<form novalidate=""><input name="email"/></fo', 'rm><form action="/elsewhere"></form><form method="get"></form>']).pipe(destination); }) };
};`);
    const page = await t.call({ url: '/app/join/login?username=ana&password=Secret-2026' });
    expect(page.text).toContain('<div id="root"><form method="post" novalidate=""><input name="email"/></form><form action="/elsewhere"></form><form method="get"></form></div>');
    expect(lines.join('')).toContain('is rendered in the browser');
    expect(lines.join('')).not.toContain('Secret-2026');
    const posted = await t.call({
      method: 'POST',
      url: '/app/join/step1?discount=1',
      rawBody: 'email=ana%40example.com&password=Secret-2026',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/app/join/step1?discount=1');
    expect(lines.join('')).not.toMatch(/Secret-2026|ana%40example/);
  });

  it('takes the language the visitor chose (cookie) over the browser, redirects and 404s', async () => {
    writeShellServer(WORKING);
    const chosen = await t.call({ url: '/app/join/step1', headers: { 'accept-language': 'es', cookie: 'x=1; join.lang=en' } });
    expect(chosen.text).toContain('rendered en /app/join/step1');
    const moved = await t.call({ url: '/app/join/carousel' });
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/app/join/step1');
    expect((await t.call({ url: '/app/join/nope' })).status).toBe(404);
  });

  it('falls back to the plain page, logged, when the shell server build fails, is broken or is missing', async () => {
    writeShellServer('exports.renderPage = async () => { throw new Error("render exploded"); };');
    const failed = await t.call({ url: '/app/join/step1' });
    expect(failed.status).toBe(200);
    expect(withoutNonce(failed.text)).toBe(INDEX);
    expect(lines.join('')).toContain('render exploded');

    writeShellServer('this is not javascript {');
    const broken = await t.call({ url: '/app/join/pro' });
    expect(broken.status).toBe(200);
    expect(withoutNonce(broken.text)).toBe(INDEX);
    expect(lines.join('')).toContain('shell server build could not be loaded');

    rmSync(serverFile);
    const missing = await t.call({ url: '/app/join/signup' });
    expect(missing.status).toBe(200);
    expect(withoutNonce(missing.text)).toBe(INDEX);
  });
});

// Issue 14 §2: a cold remote build loads over HTTP (entry, chunks, texts) and outlasted the
// render's time limit, so the first pages after a start or a deploy were rendered in the browser.
describe('warming the remotes server builds', () => {
  const warmRoot = mkdtempSync(join(tmpdir(), 'join-ssr-warm-'));
  const warmDist = join(warmRoot, 'dist');
  const manifestFile = join(warmRoot, 'remotes.json');
  let t: TestApp;
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
      if (Date.now() - started > 15_000) throw new Error(`still waiting; warm calls: ${JSON.stringify(calls())}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  beforeAll(async () => {
    mkdirSync(join(warmDist, 'shell', 'server'), { recursive: true });
    writeFileSync(join(warmDist, 'shell', 'index.html'), INDEX);
    writeFileSync(
      join(warmDist, 'shell', 'server', 'main.js'),
      `${WORKING}\nexports.warmRemotes = async (input) => { require('node:fs').appendFileSync(${JSON.stringify(callsFile)}, JSON.stringify(input.serverEntries) + '\\n'); return {}; };`,
    );
    writeFileSync(manifestFile, JSON.stringify({ proSignup: { browser: '/v1/mf-manifest.json', server: '/v1/server/remoteEntry.js' }, checkout: '/c/mf-manifest.json' }));
    t = await startTestApp({ DIST_DIR: warmDist, LOG_LEVEL: 'warn', SERVER_RENDER: '1', REMOTES_MANIFEST: manifestFile });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(warmRoot, { recursive: true, force: true });
  });

  it('loads the server builds the manifest names once the API listens, and again when the manifest changes', async () => {
    await until(() => calls().length >= 1);
    // Only remotes with a server build, as absolute URLs on this API.
    expect(calls()[0]).toEqual({ proSignup: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1\/server\/remoteEntry\.js$/) });
    writeFileSync(manifestFile, JSON.stringify({ proSignup: { browser: '/v2/mf-manifest.json', server: '/v2/server/remoteEntry.js' } }));
    await until(() => calls().length >= 2);
    expect(calls()[1].proSignup).toMatch(/\/v2\/server\/remoteEntry\.js$/);
    // Nothing changed since: no third warm-up.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls()).toHaveLength(2);
  });

  // Pins a deploy to another origin that the browser was refused: the CSP read only plain-URL manifest entries.
  it("allows the browser build's origin of a { browser, server } entry in the CSP, and not the server build's", async () => {
    writeFileSync(manifestFile, JSON.stringify({ proSignup: { browser: 'https://cdn.example.com/pro/mf-manifest.json', server: 'https://render.example.com/pro/server/remoteEntry.js' } }));
    const csp = String((await t.call({ url: '/api/config' })).headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(connect).toContain('https://cdn.example.com');
    expect(connect).not.toContain('render.example.com');
    // A remote's styles are stylesheets of its build: they come from that origin too.
    const style = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(style).toContain('https://cdn.example.com');
    expect(style).not.toContain('render.example.com');
  });
});
