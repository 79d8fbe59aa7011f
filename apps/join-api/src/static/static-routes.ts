// One port serves the whole product (CONTRACTS#routing-and-remotes): the shell and the remotes' builds, the
// remotes manifest, precompressed files and long cache lifetimes for hashed names.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspNonce, withScriptNonce } from '../plugins/csp-nonce';
import { browserConfig } from '../routes/system-routes';
import type { Language } from '@join/i18n';
import { proStepOneLists } from '../services/lookups';
import { translatorFor } from '../services/messages';
import { keepRemotesWarm, normaliseRemotes, serverRenderPage, type RemoteBuilds } from './server-render';

/** Federation name to the app folder under DIST_DIR (docs/CONTRACTS.md). */
export const REMOTE_FOLDERS: Record<string, string> = { parentSignup: 'parent-signup', checkout: 'checkout', invite: 'invite', proSignup: 'pro-signup' };

const NO_CACHE = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|remoteEntry\.js)$/;
// A content hash in the name (main.3f9a1c2b.js, 812.a1b2c3d4e5.chunk.js) means the file never changes.
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpg|webp|json|map)$/i;

export function cacheControlFor(path: string): string {
  const clean = path.replace(/\.(br|gz)$/, '');
  if (NO_CACHE.test(clean)) return 'no-cache';
  if (HASHED.test(clean)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

function setHeaders(reply: FastifyReply, path: string) {
  reply.header('cache-control', cacheControlFor(path));
}

const notBuilt = (reply: FastifyReply, what: string) =>
  reply.status(503).type('text/plain; charset=utf-8').send(`The ${what} has not been built yet. Run "npm run build" (or "npm start"), then reload.`);

/** Each remote's browser build and, beside it in server/, its Node build (CONTRACTS#first-screen-from-the-server). */
export function defaultRemotesManifest(): Record<string, RemoteBuilds> {
  return Object.fromEntries(Object.keys(REMOTE_FOLDERS).map((name) => [name, { browser: `/app/join/remotes/${name}/mf-manifest.json`, server: `/app/join/remotes/${name}/server/remoteEntry.js` }]));
}

/** The remotes manifest: read on every request, so pointing it at a new build needs no restart. */
function readRemotes(file: string | undefined, log: FastifyBaseLogger): Record<string, RemoteBuilds> | undefined {
  if (!file) return defaultRemotesManifest();
  try {
    return normaliseRemotes(JSON.parse(readFileSync(file, 'utf8')));
  } catch (err) {
    log.error({ err }, 'remotes manifest unreadable');
    return undefined;
  }
}

/**
 * The shell's index.html as served (CONTRACTS#trust 1): each script the shell itself ships (a fixed,
 * content-hashed file) gets Subresource Integrity, so a changed byte on disk or on a CDN is
 * refused by the browser; `page` adds this response's CSP nonce to every <script>. Read again
 * when the file changes (a new build needs no restart).
 */
export function shellPage(shellRoot: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  const integrityOf = (src: string): string | undefined => {
    const file = join(shellRoot, src.replace(/^\/app\/join\//, ''));
    if (!src.startsWith('/app/join/') || src.includes('..') || !existsSync(file)) return undefined;
    return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
  };
  const template = (): string => {
    const file = join(shellRoot, 'index.html');
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      // Minified HTML may leave attribute values unquoted (src=/app/join/main.1a2b3c4d.js).
      const html = readFileSync(file, 'utf8').replace(/<script\b([^>]*?)\ssrc=("[^"]*"|'[^']*'|[^\s>]+)([^>]*)>/gi, (tag, before: string, quoted: string, after: string) => {
        const src = quoted.replace(/^["']|["']$/g, '');
        const integrity = /\sintegrity=/.test(tag) ? undefined : integrityOf(src);
        return integrity ? `<script${before} src="${src}" integrity="${integrity}" crossorigin="anonymous"${after}>` : tag;
      });
      cached = { mtimeMs, html };
    }
    return cached.html;
  };
  const page = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withScriptNonce(template(), cspNonce(reply)));
  return { template, page };
}

export async function staticRoutes(app: FastifyInstance) {
  const { distDir, remotesManifest } = app.config;

  app.get('/', async (_request, reply) => reply.redirect('/app/join/'));

  // The browser's view of the manifest: remote name to its browser build's mf-manifest.json.
  app.get('/app/join/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const remotes = readRemotes(remotesManifest, request.log);
    if (!remotes) return reply.status(503).send({ status: 503, message: 'remotes.manifest.unavailable' });
    return Object.fromEntries(Object.entries(remotes).map(([name, builds]) => [name, builds.browser]));
  });

  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
    const root = join(distDir, folder);
    const prefix = `/app/join/remotes/${name}/`;
    if (existsSync(root)) {
      await app.register(fastifyStatic, { root, prefix, decorateReply: false, preCompressed: true, setHeaders, wildcard: true, index: false });
    } else {
      app.get(`${prefix}*`, async (_request, reply) => notBuilt(reply, `${name} remote`));
    }
  }

  const shellRoot = join(distDir, 'shell');
  if (!existsSync(shellRoot)) {
    app.get('/app/join', async (_request, reply) => notBuilt(reply, 'front end'));
    app.get('/app/join/*', async (_request, reply) => notBuilt(reply, 'front end'));
    return;
  }
  const shell = shellPage(shellRoot);
  // index.html is never served as a file: it always goes out with this response's nonce.
  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/app/join/',
    decorateReply: true,
    preCompressed: true,
    setHeaders,
    wildcard: false,
    index: false,
    redirect: false,
    allowedPath: (pathName) => !/(^|\/)index\.html$/.test(pathName),
  });
  // Pages: the first screen rendered on the server (CONTRACTS#first-screen-from-the-server), else the shell's index.html as a
  // single-page app. Paths with a file extension are files, never pages.
  const renderOptions = {
    distDir,
    remoteTimeoutMs: app.config.serverRender.remoteTimeoutMs,
    browserConfig: () => browserConfig(app),
    remotes: (log: FastifyBaseLogger) => readRemotes(remotesManifest, log),
    template: () => shell.template(),
    nonce: (_request: FastifyRequest, reply: FastifyReply) => cspNonce(reply),
    // /pro's first step (spec §2) is rendered with its lists (spec §7 lookups), so its form is in the page.
    lists: (pathname: string, lang: Language) => (pathname.replace(/\/+$/, '') === '/app/join/pro' ? proStepOneLists(lang, translatorFor(lang)) : undefined),
  };
  if (app.config.serverRender.enabled) {
    let stop: (() => void) | undefined;
    app.addHook('onListen', async () => {
      stop = keepRemotesWarm(app, renderOptions);
    });
    app.addHook('onClose', async () => stop?.());
  }
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (/\.[A-Za-z0-9]{1,8}$/.test(path)) return reply.status(404).type('text/plain').send('Not found');
    if (app.config.serverRender.enabled && (await serverRenderPage(app, request, reply, renderOptions))) return reply;
    return shell.page(reply);
  };
  app.get('/app/join', page);
  app.get('/app/join/*', page);
  // A server-rendered form submitted without JavaScript is posted (postForms in server-render.ts):
  // the page answers with itself, and what was typed is read by nothing and logged nowhere.
  await app.register(async (scope) => {
    scope.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer', bodyLimit: 65_536 }, (_request, _body, done) => done(null, undefined));
    const again = async (request: FastifyRequest, reply: FastifyReply) => reply.redirect(request.url, 303);
    scope.post('/app/join', again);
    scope.post('/app/join/*', again);
  });
}
