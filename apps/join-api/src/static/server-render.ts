// The first screen from the server (CONTRACTS#first-screen-from-the-server). A page request is answered with the shell's
// index.html whose #root already holds the shell and the route's remote, rendered by the shell's
// Node build (dist/apps/shell/server/main.js) with the remotes' Node builds named by the remotes
// manifest. The API itself never imports React: it loads that built file and streams its HTML.
// Anything that fails falls back to the plain index.html, which the browser renders as before;
// a failure is logged and never becomes a 5xx.
import { withScriptNonce } from '../plugins/csp-nonce';
import { deferredScriptsToPreloads, paintFirstLoader } from './paint-first';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { Module } from 'node:module';
import { dirname, join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromTag, LANGUAGE_STORAGE_KEY, type Language } from '@join/i18n';

/** A remote in the remotes manifest: its browser build and, when it has one, its Node build. */
export interface RemoteBuilds {
  browser: string;
  server?: string;
}

/** The manifest's entry may be the browser build's mf-manifest.json URL alone, or both builds. */
export function normaliseRemotes(raw: unknown): Record<string, RemoteBuilds> {
  const out: Record<string, RemoteBuilds> = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string') out[name] = { browser: value };
    else if (value && typeof value === 'object' && typeof (value as RemoteBuilds).browser === 'string') {
      const { browser, server } = value as RemoteBuilds;
      out[name] = typeof server === 'string' ? { browser, server } : { browser };
    }
  }
  return out;
}

// The shape of the shell's Node build (apps/shell/src/server/render-page.tsx), restated here
// because an app never imports another app.
interface RenderInput {
  url: string;
  lang: Language;
  config: unknown;
  serverEntries: Record<string, string>;
  remoteTimeoutMs: number;
  renderTimeoutMs: number;
  nonce?: string;
  lists?: Record<string, { value: string; label: string }[]>;
  onError: (message: string, error: unknown) => void;
}
type RenderResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'html'; status: number; remote?: string; remoteRendered: boolean; pipe: (destination: NodeJS.WritableStream) => Promise<void>; texts: () => Record<string, unknown> };
interface ShellServer {
  renderPage: (input: RenderInput) => Promise<RenderResult>;
  /** Loads the remotes' Node builds ahead of the first request (absent in an older shell build). */
  warmRemotes?: (input: { serverEntries: Record<string, string>; onError: (message: string, error: unknown) => void }) => Promise<Record<string, number>>;
}

/** Loads a built CommonJS file afresh (a rebuilt shell replaces the one loaded before). */
function loadBuilt(file: string): unknown {
  const internal = Module as unknown as { _nodeModulePaths(dir: string): string[] };
  const loaded = new Module(file) as Module & { _compile(source: string, filename: string): void };
  loaded.filename = file;
  loaded.paths = internal._nodeModulePaths(dirname(file));
  loaded._compile(readFileSync(file, 'utf8'), file);
  return loaded.exports;
}

let loadedShell: { file: string; mtimeMs: number; module: ShellServer } | undefined;

/** The shell's Node build, or undefined when it is missing or broken (the browser renders). */
export function loadShellServer(distDir: string, log: FastifyInstance['log']): ShellServer | undefined {
  const file = join(distDir, 'shell', 'server', 'main.js');
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  if (loadedShell?.file === file && loadedShell.mtimeMs === mtimeMs) return loadedShell.module;
  try {
    const module = loadBuilt(file) as ShellServer;
    if (typeof module.renderPage !== 'function') throw new Error('the shell server build exports no renderPage');
    loadedShell = { file, mtimeMs, module };
    return module;
  } catch (err) {
    log.error({ err, file }, 'shell server build could not be loaded; pages are rendered in the browser');
    return undefined;
  }
}

/** The visitor's language: the choice they made (cookie), else their browser's, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie ?? '';
  const chosen = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_STORAGE_KEY)?.[1];
  const fromCookie = languageFromTag(chosen);
  if (fromCookie) return fromCookie;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim());
  for (const tag of accepted) {
    const lang = languageFromTag(tag);
    if (lang) return lang;
  }
  return 'en';
}

const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const manifestCache = new Map<string, { at: number; links: string[] }>();

/** Preload links (and stylesheets) for the route's remote, read from its browser build's mf-manifest.json. */
async function remotePreloads(browserManifestUrl: string, origin: string, log: FastifyInstance['log']): Promise<string[]> {
  const absolute = new URL(browserManifestUrl, origin).href;
  const cached = manifestCache.get(absolute);
  // The manifest is not cached by browsers; a few seconds here keep a burst of requests cheap.
  if (cached && Date.now() - cached.at < 5_000) return cached.links;
  try {
    const response = await fetch(absolute, { signal: AbortSignal.timeout(200) });
    if (!response.ok) throw new Error(`mf-manifest.json answered ${response.status}`);
    const manifest = (await response.json()) as FederationManifest;
    const base = manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto' ? new URL(manifest.metaData.publicPath, absolute).href : new URL('.', absolute).href;
    const entry = manifest.metaData?.remoteEntry;
    const routes = manifest.exposes?.find((e) => e.path === './Routes')?.assets;
    const files = [entry?.name ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : undefined, ...(routes?.js?.sync ?? [])].filter((f): f is string => Boolean(f));
    const sameOrigin = (href: string) => (href.startsWith(origin) ? href.slice(origin.length) : href);
    // The remote's own styles are in the page, so its rendered screen is styled at first paint (no
    // shift) and the first paint waits for no stylesheet download (LCP on a slow network).
    const styles = await Promise.all((routes?.css?.sync ?? []).map((file) => remoteStyle(file, new URL(file, base).href, sameOrigin)));
    const links = [
      `<link rel="preload" href="${escapeAttr(sameOrigin(absolute))}" as="fetch" crossorigin="anonymous" />`,
      ...files.map((file) => `<link rel="preload" href="${escapeAttr(sameOrigin(new URL(file, base).href))}" as="script" />`),
      ...styles,
    ];
    manifestCache.set(absolute, { at: Date.now(), links });
    return links;
  } catch (err) {
    log.warn({ err, manifest: browserManifestUrl }, 'remote manifest unreadable for preload links');
    return [];
  }
}

/**
 * A stylesheet as a `<style>` element of the page. `data-href` is the chunk's file name, the key
 * the remote's CSS loading (mini-css-extract) looks for before it adds a sheet. The federation
 * runtime's own preload would add the sheet once more (and restyle the page when it arrived); the
 * shell skips that preload for a remote this page's head already preloads
 * (apps/shell/src/app/remotes/page-preloads.ts). A sheet that refers to other
 * files (url(), @import) would resolve them against the page instead of itself: it stays a link,
 * as does one that cannot be read in time.
 */
export function inlineStyle(name: string, css: string): string | undefined {
  if (/url\(|@import/i.test(css)) return undefined;
  return `<style data-href="${escapeAttr(name)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

async function remoteStyle(file: string, absolute: string, sameOrigin: (href: string) => string): Promise<string> {
  const link = `<link rel="stylesheet" href="${escapeAttr(sameOrigin(absolute))}" />`;
  try {
    const response = await fetch(absolute, { signal: AbortSignal.timeout(200) });
    if (!response.ok) return link;
    return inlineStyle(file.split('/').pop() ?? file, await response.text()) ?? link;
  } catch {
    return link;
  }
}

const shellStyles = new Map<string, string | undefined>();
/** The shell's own stylesheet link of the template, as a `<style>` element (read once per file). */
function shellStyle(distDir: string, tag: string, href: string): string {
  const name = href.split('/').pop() ?? '';
  if (!/^[\w.-]+\.css$/.test(name)) return tag;
  if (!shellStyles.has(name)) {
    const file = join(distDir, 'shell', name);
    shellStyles.set(name, existsSync(file) ? inlineStyle(href, readFileSync(file, 'utf8')) : undefined);
  }
  return shellStyles.get(name) ?? tag;
}

// Runs before the page is shown: a tab that already holds what the visitor typed (sessionStorage),
// a language other than the one rendered, or sandbox flag overrides is rendered by the browser
// from its stores, and the server's empty form is hidden meanwhile so it never flashes. The
// attribute says why ('stores', 'lang' or 'flags'): a part of the page drawn from no store (the
// payment page's frame) stays visible when the stores alone are the reason.
// It also holds what the visitor does on the server's HTML before React owns it (before the
// page's script has run, or while its part of the page still waits for hydration): a submit (a
// native submit reloaded the page with what was typed in the address), a plain button's click
// (type="button", the landing's For Parents: it did nothing), a paste (a field's own paste
// handling, such as a phone number's calling code moved to its select, did not run) and a choice
// in a select (the header's language: lost, and hydration put the old choice back).
// A held event is made again at the first of two moments:
// - when the shell starts hydrating (it sends HYDRATING_EVENT right after hydrateRoot, before
//   React has rendered anything): React then listens on #root, and an event on a part it has not
//   hydrated makes it hydrate that part at once, run its effects, and only then handle the event.
//   From then on nothing is held. (Made again as soon as React's props were on the element, a click
//   ran while the rest of its part of the page was still hydrating, before that part's effects:
//   the landing's page view was lost, analytics-funnel flaky on 2026-11-27.)
// - when React owns the element (its DOM node carries React's __reactProps$ key), polled every
//   50 ms for 15 s (until then, or until the element is gone): a tab the browser renders instead of hydrating (the shell found the tab's
//   stores only once it started), and a shell that sends no event. There the server's elements
//   are replaced when the browser's render commits: a held click goes to the new button at the
//   same place under #root with the same words, or else to the one button there with those words.
// A button a script put into a React element (the wallet SDK's PayPal button) never carries
// React's props itself: its parent does, so it is never held (holding it swallowed every click).
// A submit is made again as a click on the same button; a paste as a paste event with the same
// text, and if no handler took it, the text put where the visitor pasted it, as the browser would
// have; a choice as the value set and a change event.
/** Sent on the document by the shell right after it calls hydrateRoot (apps/shell/src/bootstrap.tsx). */
export const HYDRATING_EVENT = 'join:hydrating';
const HOLD_UNTIL_LIVE =
  `(function(){var d=document,live=false,q=[],h=function(n){return Object.keys(n).some(function(k){return k.indexOf('__reactProps$')===0})},` +
  `hold=function(now,poll){var done=false,t=Date.now(),w=function(){if(done)return;var r=poll();if(r===0)return;if(r){done=true;r();return}if(Date.now()-t<15000)setTimeout(w,50)};q.push(function(){if(!done){done=true;now()}});setTimeout(w,50)};` +
  `d.addEventListener('${HYDRATING_EVENT}',function(){live=true;var a=q;q=[];for(var i=0;i<a.length;i++)a[i]()});` +
  // A submit.
  `d.addEventListener('submit',function(e){var f=e.target;if(live||!f||!f.closest||!f.closest('#root')||f.hasAttribute('action')||h(f))return;e.preventDefault();e.stopPropagation();var b=e.submitter,go=function(){if(b&&b.isConnected&&f.contains(b))b.click();else f.requestSubmit()};hold(function(){if(f.isConnected)go()},function(){return f.isConnected?(h(f)?go:null):0})},true);` +
  // A plain button's click.
  `d.addEventListener('click',function(e){var b=e.target&&e.target.closest?e.target.closest('button'):null;if(live||!b||b.type!=='button'||!b.closest('#root')||h(b)||(b.parentElement&&h(b.parentElement)))return;e.preventDefault();e.stopPropagation();var x=b.textContent,p=[],n=b,i,c;while(n&&n.id!=='root'){for(i=0,c=n;(c=c.previousElementSibling);)i++;p.unshift(i);n=n.parentElement}var same=function(m){return m&&m.tagName==='BUTTON'&&m.type==='button'&&m.textContent===x},twin=function(){var r=d.getElementById('root'),m=r,j,a;for(j=0;m&&j<p.length;j++)m=m.children[p[j]];if(same(m))return m;a=r?[].filter.call(r.querySelectorAll('button'),same):[];return a.length===1?a[0]:null};hold(function(){if(b.isConnected)b.click()},function(){var m=b.isConnected?b:twin();return m&&h(m)?function(){m.click()}:null})},true);` +
  // A paste.
  `d.addEventListener('paste',function(e){var f=e.target,c=e.clipboardData,v=c?c.getData('text/plain')||c.getData('text'):'';if(live||!f||(f.tagName!=='INPUT'&&f.tagName!=='TEXTAREA')||!f.closest('#root')||h(f)||!v)return;e.preventDefault();e.stopPropagation();var s=f.selectionStart,z=f.selectionEnd,go=function(){var o=new DataTransfer();o.setData('text/plain',v);if(f.dispatchEvent(new ClipboardEvent('paste',{clipboardData:o,bubbles:true,cancelable:true}))){try{f.setRangeText(v,s==null?f.value.length:s,z==null?f.value.length:z,'end')}catch(x){f.value+=v}f.dispatchEvent(new Event('input',{bubbles:true}))}};hold(function(){if(f.isConnected)go()},function(){return f.isConnected?(h(f)?go:null):0})},true);` +
  // A choice in a select.
  `d.addEventListener('change',function(e){var s=e.target;if(live||!s||s.tagName!=='SELECT'||!s.closest('#root')||h(s))return;var v=s.value,go=function(){s.value=v;s.dispatchEvent(new Event('change',{bubbles:true}))};hold(function(){if(s.isConnected)go()},function(){return s.isConnected?(h(s)?go:null):0})},true)})();`;

function restoreCheck(lang: Language): string {
  return `${HOLD_UNTIL_LIVE}(function(){try{var d=document.documentElement,r=/[?&]flags=/.test(location.search)?'flags':'',s=window.sessionStorage,i,k,v;for(i=0;i<s.length;i++){k=s.key(i);if(!k||k.indexOf('join.')!==0)continue;if(k==='join.config'){v=JSON.parse(s.getItem(k)||'{}');if(v&&v.state&&v.state.overrides&&Object.keys(v.state.overrides).length)r='flags'}else if(!r)r='stores'}var l=null;try{l=localStorage.getItem('${LANGUAGE_STORAGE_KEY}')}catch(e){}if(l!=='en'&&l!=='es'){l='en';var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(i=0;i<n.length;i++){var b=String(n[i]||'').toLowerCase().split(/[-_]/)[0];if(b==='en'||b==='es'){l=b;break}}}if(l!=='${lang}')r='lang';if(r)d.setAttribute('data-join-restore',r)}catch(e){}})();`;
}

function readTemplate(distDir: string): string | undefined {
  const file = join(distDir, 'shell', 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export interface ServerRenderOptions {
  distDir: string;
  remoteTimeoutMs: number;
  browserConfig: () => unknown;
  remotes: (log: FastifyBaseLogger) => Record<string, RemoteBuilds> | undefined;
  /** The shell's index.html as served (default: read from DIST_DIR); #root is filled in. */
  template?: () => string | undefined;
  /** The CSP nonce of this response, when the page has one: React's and our scripts carry it. */
  nonce?: (request: FastifyRequest, reply: FastifyReply) => string | undefined;
  /** Lists the page's first screen shows (by `lookupListKey`), rendered with and put in the page. */
  lists?: (pathname: string, lang: Language) => Record<string, { value: string; label: string }[]> | undefined;
}

function serverEntriesOf(remotes: Record<string, RemoteBuilds>, origin: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [name, builds] of Object.entries(remotes)) if (builds.server) entries[name] = new URL(builds.server, origin).href;
  return entries;
}

/**
 * Warms the remotes' Node builds in the background (CONTRACTS#first-screen-from-the-server 2): once the API listens, and
 * again whenever the remotes manifest names another server build or the shell is rebuilt
 * (checked every `everyMs`). A cold build loads over HTTP, entry then chunks then texts, which on
 * a busy machine outlasts the render's time limit: without this, the first pages after a start
 * or a deploy were rendered in the browser. Returns a stop function.
 */
export function keepRemotesWarm(app: FastifyInstance, options: Pick<ServerRenderOptions, 'distDir' | 'remotes'> & { everyMs?: number }): () => void {
  let warmedKey = '';
  let running = false;
  const check = async () => {
    if (running) return;
    const address = app.server.address();
    if (!address || typeof address === 'string') return;
    const shell = loadShellServer(options.distDir, app.log);
    if (!shell?.warmRemotes) return;
    const serverEntries = serverEntriesOf(options.remotes(app.log) ?? {}, `http://127.0.0.1:${address.port}`);
    const key = JSON.stringify([loadedShell?.mtimeMs, serverEntries]);
    if (key === warmedKey) return;
    running = true;
    const started = Date.now();
    try {
      const took = await shell.warmRemotes({ serverEntries, onError: (message, err) => app.log.warn({ err }, message) });
      warmedKey = key;
      app.log.info({ took, ms: Date.now() - started }, 'remote server builds warmed');
    } catch (err) {
      app.log.warn({ err }, 'warming the remote server builds failed; their pages are rendered in the browser until they load');
    } finally {
      running = false;
    }
  };
  void check();
  const timer = setInterval(() => void check(), options.everyMs ?? 2000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Gives every form of the server-rendered HTML that names no method or action `method="post"`.
 * Without JavaScript a form React renders (it has no action) submits itself as a GET to the
 * page, putting what was typed (an email, a password on /login) in the address, the history and
 * any proxy's log; posted, it stays in the body and the page answers with itself (static-routes).
 * With JavaScript the form's own handler prevents the submit, so nothing else changes.
 */
export function postForms(html: string): string {
  return html.replace(/<form\b(?![^>]*\s(?:method|action)=)/gi, '<form method="post"');
}

/** The compression a page is sent with: brotli when the browser takes it, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map(
    String(acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name, ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
        return [name.trim(), q === undefined ? 1 : Number(q)] as const;
      }),
  );
  const takes = (name: string) => (accepted.get(name) ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

/**
 * Answers a page request with server-rendered HTML. Returns false (nothing sent) when the page
 * must fall back to the plain index.html: no shell server build, or a render that failed
 * before its first byte.
 */
export async function serverRenderPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, options: ServerRenderOptions): Promise<boolean> {
  const shell = loadShellServer(options.distDir, app.log);
  if (!shell) return false;
  const template = options.template ? options.template() : readTemplate(options.distDir);
  if (!template) return false;
  // (html-webpack-plugin minifies the page: attribute quotes may be gone.)
  const marker = /<div id="?root"?><\/div>/;
  if (!marker.test(template)) return false;

  const origin = `http://127.0.0.1:${request.socket.localPort}`;
  const remotes = options.remotes(request.log) ?? {};
  const serverEntries = serverEntriesOf(remotes, origin);
  const lang = requestLanguage(request);
  const config = options.browserConfig();
  const nonce = options.nonce?.(request, reply);
  const log = request.log;
  // CONTRACTS#trust 3: logged by path only; a query string can carry what a visitor typed.
  const path = request.url.split(/[?#]/)[0];
  const lists = options.lists?.(path, lang);

  let result: RenderResult;
  try {
    result = await shell.renderPage({
      url: request.url,
      lang,
      config,
      serverEntries,
      remoteTimeoutMs: options.remoteTimeoutMs,
      renderTimeoutMs: Math.max(1000, options.remoteTimeoutMs * 4),
      nonce,
      lists,
      onError: (message, err) => log.warn({ err, url: path }, message),
    });
  } catch (err) {
    log.error({ err, url: path }, 'server render failed; the page is rendered in the browser');
    return false;
  }
  if (result.kind === 'redirect') {
    reply.redirect(result.location);
    return true;
  }

  const nonceAttr = nonce ? ` nonce="${escapeAttr(nonce)}"` : '';
  const preloads = result.remote && remotes[result.remote] ? await remotePreloads(remotes[result.remote].browser, origin, log) : [];
  // CONTRACTS#trust 1: every script of the page, the template's own included, carries this response's nonce.
  const withNonce = (html: string) => (nonce ? withScriptNonce(html, nonce) : html);
  const [before, after] = template.split(marker).map(withNonce) as [string, string];
  const composedHead = before
    // Configuration and the manifest are in the page; the browser does not ask for them.
    .replace(/\s*<link rel="?preload"? href="?\/api\/config"?[^>]*>/, '')
    .replace(/\s*<link rel="?preload"? href="?\/app\/join\/remotes\.json"?[^>]*>/, '')
    // (A function, not a string, as the replacement: the head script holds "$'", which a
    // replacement string reads as "the text after the match" and so broke the script.)
    .replace('</head>', () => `<script${nonceAttr}>${restoreCheck(lang)}</script>${preloads.join('').replace(/ as="script"/g, ` as="script"${nonceAttr}`)}</head>`)
    .replace(/<html lang="?[a-z]+"?/, () => `<html lang="${lang}"`)
    // The shell's styles too are in the page: the first paint waits for no stylesheet download.
    .replace(/<link href="?([^" >]+\.css)"? rel="?stylesheet"?\s*\/?>/g, (tag: string, href: string) => shellStyle(options.distDir, tag, href));
  // The shell's scripts download at once but, on a tab that will be hydrated, run after the first
  // contentful paint (paint-first.ts).
  const { head, scripts: shellScripts } = deferredScriptsToPreloads(composedHead, nonceAttr);
  const loader = shellScripts.length ? `<script${nonceAttr}>${paintFirstLoader(shellScripts)}</script>` : '';

  // The page is compressed like the static files (about 44 KB of HTML and inlined texts become
  // about 10 KB on the wire); the head goes out at once, so its preloads start before the body.
  const encoding = pageEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? createGzip() : new PassThrough();
  reply.status(result.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  body.write(`${head}<div id="root">`);
  if ('flush' in body) body.flush();
  // The rendered HTML is complete when it is piped (renderPage waits for every part), so it is
  // gathered and its forms made to post before it is sent.
  // (Bytes are joined before decoding: a chunk may end inside a character.)
  const renderedHtml: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      renderedHtml.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      callback();
    },
  });
  const rendered = result;
  void rendered.pipe(sink).then(() => {
    body.write(postForms(Buffer.concat(renderedHtml).toString('utf8')));
    const texts = rendered.texts();
    // The template's message for a browser without JavaScript, in the page's language.
    const noScript = (texts.common as { noScript?: unknown } | undefined)?.noScript;
    const withMessage = typeof noScript === 'string' ? after.replace(/(<p class="?j-noscript"?>)[^<]*/, (_m, open: string) => `${open}${escapeAttr(noScript)}`) : after;
    // The loader comes last, after the state the shell reads.
    const tail = withMessage.includes('</body>') ? withMessage.replace('</body>', () => `${loader}</body>`) : `${withMessage}${loader}`;
    const state = {
      lang,
      config,
      remotes: Object.fromEntries(Object.entries(remotes).map(([name, builds]) => [name, builds.browser])),
      texts,
      remoteRendered: rendered.remoteRendered,
      ...(lists ? { lists } : {}),
    };
    body.end(`</div><script id="join-ssr" type="application/json"${nonceAttr}>${escapeJson(state)}</script>${tail}`);
  });
  reply.send(body);
  return true;
}
