// Every /app/join page (docs/first-screen.md): the shell's Node build renders the page tree for the
// route, in the visitor's language, with the route's remote; the document around it is rendered
// from typed parts (document.ts). Whatever fails (no shell server build, a broken one, a render
// error, the API's configuration unreachable) is logged and answered with the document the browser
// renders itself, never a 5xx.
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  chooseLanguage,
  cookieValue,
  LANGUAGE_KEY,
  type PageLanguage,
  type ServerState,
} from '@join/page-contract';
import type { ApiFacts } from './api-facts';
import { cspNonce } from '@join/http-security';
import { documentEnd, documentStart, type DocumentParts } from './document';
import { currentTraceparent } from '@join/telemetry';
import { remoteHeads, type Preload } from './remote-head';
import type { RemoteBuilds, RemotesManifestReader } from '@join/remotes-manifest';
import { remoteIntegrity } from './remote-integrity';
import { PREVIEW_COOKIE, liveRemotes, previewBuilds, visitorReleases } from './releases';
import { shellBrowserBuild, shellServerBuild } from './shell-build';
import { notBuilt } from './static-files';
import { remoteServerEntries } from './remote-server-entries';
import { resources } from '@join/i18n';
import { composeRouteTable, decideRoute, declaredRoutesOf, ROUTE_BASE } from '@join/route-table';

/** The message for a browser without JavaScript (libs/i18n common.noScript). */
const noScriptText = (lang: PageLanguage): string => String(resources[lang].common.noScript);

/** The visitor's language: their choice (cookie), else their browser's, else English. */
export function requestLanguage(request: FastifyRequest): PageLanguage {
  return chooseLanguage({
    chosen: cookieValue(request.headers.cookie, LANGUAGE_KEY),
    accepted: acceptedLanguages(request.headers['accept-language']),
  });
}

/** The compression a page is sent with: brotli when the browser takes it, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map(
    String(acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name, ...params] = part.trim().split(';');
        const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
        return [name.trim(), q === undefined ? 1 : Number(q)] as const;
      }),
  );
  const takes = (name: string) => (accepted.get(name) ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

export interface PageOptions {
  distDir: string;
  manifest: RemotesManifestReader;
  remoteServerOrigins: string[];
  serverRender: { enabled: boolean; remoteTimeoutMs: number; warmWaitMs: number };
  facts: ApiFacts;
  /** Release cookies are marked Secure (the product is served over https). */
  publicUrl?: string;
}

const browserManifest = (remotes: Record<string, RemoteBuilds>) =>
  Object.fromEntries(Object.entries(remotes).map(([name, builds]) => [name, builds.browser]));

export async function pages(app: FastifyInstance, options: PageOptions) {
  const shellRoot = join(options.distDir, 'shell');
  const browserBuild = shellBrowserBuild(shellRoot);
  const serverBuild = shellServerBuild(shellRoot, (err, file) =>
    app.log.error({ err, file }, 'shell server build could not be loaded; pages are rendered in the browser'),
  );
  const heads = remoteHeads((message, err) => app.log.warn({ err }, message));
  const entries = remoteServerEntries({ allowedOrigins: options.remoteServerOrigins, log: app.log });
  const integrity = remoteIntegrity(options.distDir, (message, err) => app.log.warn({ err }, message));

  /** The page's preloads of a remote's files carry the integrity the shell will load them with. */
  const withIntegrity = (
    preloads: Preload[],
    name: string,
    remote: RemoteBuilds,
    origin: string,
  ): Preload[] => {
    const files = integrity(name, remote);
    if (!files || !Object.keys(files).length) return preloads;
    const base = new URL('.', new URL(remote.browser, origin)).href;
    const checked = preloads.map((p): Preload => {
      const href = new URL(p.href, origin).href;
      const sri = href.startsWith(base) ? files[href.slice(base.length).split(/[?#]/)[0]] : undefined;
      return sri ? { ...p, integrity: sri, crossOrigin: 'anonymous' } : p;
    });
    // The map itself first: the shell reads it before it loads the remote.
    return [{ href: `/app/join/integrity/${name}`, as: 'fetch', crossOrigin: 'anonymous' }, ...checked];
  };

  app.get('/', async (_request, reply) => reply.redirect('/app/join/'));

  const secure = Boolean(options.publicUrl?.startsWith('https:'));
  /** The visitor's builds: the manifest's, with what the release registry serves them on top (releases.ts). */
  const remotesFor = async (request: FastifyRequest, reply: FastifyReply) => {
    const base = options.manifest.remotes((err) => request.log.error({ err }, 'remotes manifest unreadable'));
    if (!base) return undefined;
    const chosen = visitorReleases(base, await options.facts.releases(), request.headers.cookie, secure);
    const cookies = chosen.cookie ? [chosen.cookie] : [];
    // An operator's preview (?preview=<remote>@<version>&preview_token=…, then its cookie): that build in their browser only.
    const query = request.query as Record<string, string | undefined>;
    const token =
      query.preview === 'off'
        ? undefined
        : (query.preview_token ?? cookieValue(request.headers.cookie, PREVIEW_COOKIE));
    if (query.preview === 'off')
      cookies.push(`${PREVIEW_COOKIE}=; Path=/app/join; Max-Age=0; HttpOnly; SameSite=Strict`);
    const preview =
      token && /^[A-Za-z0-9_.-]{10,1000}$/.test(token) ? await options.facts.preview(token) : undefined;
    if (preview && Object.hasOwn(chosen.remotes, preview.remote)) {
      chosen.remotes = { ...chosen.remotes, [preview.remote]: previewBuilds(preview.build) };
      chosen.chosen = [
        ...chosen.chosen.filter((c) => c.remote !== preview.remote),
        { remote: preview.remote, version: preview.build.version, label: preview.build.label, preview: true },
      ];
      if (query.preview_token)
        cookies.push(
          `${PREVIEW_COOKIE}=${token}; Path=/app/join; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
        );
    }
    if (cookies.length) reply.header('set-cookie', cookies);
    return chosen;
  };

  // The browser's view of the manifest: remote name to its browser build's mf-manifest.json.
  app.get('/app/join/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const chosen = await remotesFor(request, reply);
    if (!chosen) return reply.status(503).send({ status: 503, message: 'remotes.manifest.unavailable' });
    return browserManifest(chosen.remotes);
  });

  // A remote's integrity map (remote-integrity.ts): asked for by the shell before it loads the remote.
  app.get('/app/join/integrity/:remote', async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const remotes = (await remotesFor(request, reply))?.remotes;
    if (!remotes) return reply.status(503).send({ status: 503, message: 'remotes.manifest.unavailable' });
    const { remote: name } = request.params as { remote: string };
    const remote = Object.hasOwn(remotes, name) ? remotes[name] : undefined;
    if (!remote) return reply.status(404).send({ status: 404, message: 'remotes.unknown' });
    return integrity(name, remote) ?? {};
  });

  if (options.serverRender.enabled) {
    let stop: (() => void) | undefined;
    app.addHook('onListen', async () => {
      stop = entries.keepWarm(app, serverBuild, () =>
        liveRemotes(options.manifest.remotes() ?? {}, options.facts.latestReleases()),
      );
    });
    app.addHook('onClose', async () => stop?.());
  }

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (/\.[A-Za-z0-9]{1,8}$/.test(path)) return reply.status(404).type('text/plain').send('Not found');
    const build = browserBuild();
    if (!build) return notBuilt(reply, 'front end');
    const lang = requestLanguage(request);
    const chosen = await remotesFor(request, reply);
    // The spec's routes with the pages the visitor's releases declare: the same table the shell uses.
    const routes = declaredRoutesOf(chosen?.remotes ?? {});
    const pathname = request.url.split(/[?#]/)[0];
    const decision = decideRoute(
      pathname === ROUTE_BASE ? '/' : pathname.slice(ROUTE_BASE.length),
      composeRouteTable(routes),
    );
    const parts: DocumentParts = {
      lang,
      nonce: cspNonce(reply),
      scripts: build.scripts,
      styles: build.styles,
      preloads: [],
      noScript: noScriptText(lang),
      serverRendered: false,
      traceparent: currentTraceparent(),
      releases: chosen?.chosen ?? [],
      routes,
    };
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    const shell = options.serverRender.enabled ? serverBuild.current() : undefined;
    const config = shell ? await options.facts.config() : undefined;
    if (!shell || !config)
      return reply
        .status(decision.kind === 'notFound' ? 404 : 200)
        .type('text/html; charset=utf-8')
        .send(documentStart(parts) + documentEnd(parts));

    // CONTRACTS#trust 3: logged by path only; a query string can carry what a visitor typed.
    const url = request.url.split(/[?#]/)[0];
    const origin = `http://127.0.0.1:${request.socket.localPort}`;
    const remotes = chosen?.remotes ?? {};
    const lists =
      url.replace(/\/+$/, '') === '/app/join/pro' ? await options.facts.proLists(lang) : undefined;
    const serverEntries = await entries.forRender(remotes, origin);
    await entries.warmed(
      request.log,
      shell,
      serverBuild.version(),
      serverEntries,
      options.serverRender.warmWaitMs,
    );
    let result;
    try {
      result = await shell.renderPage({
        url: request.url,
        lang,
        config,
        serverEntries,
        remoteTimeoutMs: options.serverRender.remoteTimeoutMs,
        renderTimeoutMs: Math.max(1000, options.serverRender.remoteTimeoutMs * 4),
        nonce: parts.nonce,
        lists,
        routes,
        onError: (message, err) => request.log.warn({ err, url }, message),
      });
    } catch (err) {
      request.log.error({ err, url }, 'server render failed; the page is rendered in the browser');
      return reply
        .status(decision.kind === 'notFound' ? 404 : 200)
        .type('text/html; charset=utf-8')
        .send(documentStart(parts) + documentEnd(parts));
    }
    if (result.kind === 'redirect') return reply.redirect(result.location);

    const remote = result.remote ? remotes[result.remote] : undefined;
    const head = remote ? await heads(remote.browser, origin) : { preloads: [], styles: [] };
    const preloads =
      remote && result.remote ? withIntegrity(head.preloads, result.remote, remote, origin) : head.preloads;
    const withPage: DocumentParts = {
      ...parts,
      styles: [...parts.styles, ...head.styles],
      preloads,
      serverRendered: true,
    };

    // Compressed like the static files; the head goes out at once, so its preloads start before the body.
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const body =
      encoding === 'br'
        ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? createGzip()
          : new PassThrough();
    reply.status(result.status).type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    body.write(documentStart(withPage));
    if ('flush' in body) body.flush();
    // The page tree goes into the body as React writes it; the body is ended here, after the state.
    const tree = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        body.write(chunk, callback);
      },
    });
    const rendered = result;
    void rendered.pipe(tree).then(() => {
      const texts = rendered.texts();
      const state: ServerState = {
        lang,
        config,
        remotes: browserManifest(remotes),
        texts,
        remoteRendered: rendered.remoteRendered,
        ...(lists ? { lists } : {}),
      };
      body.end(documentEnd(withPage, state));
    });
    return reply.send(body);
  };
  app.get('/app/join', page);
  app.get('/app/join/*', page);
  // A server-rendered form submitted without JavaScript is posted (its method is post): the page
  // answers with itself, and what was typed is read by nothing and logged nowhere.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'buffer', bodyLimit: 65_536 },
      (_request, _body, done) => done(null, undefined),
    );
    const again = async (request: FastifyRequest, reply: FastifyReply) => reply.redirect(request.url, 303);
    scope.post('/app/join', again);
    scope.post('/app/join/*', again);
  });
}
