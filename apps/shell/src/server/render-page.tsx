// The first screen from the server (docs/first-screen.md, ARCHITECTURE.md Composition at run time).
// The page server calls renderPage for a page request; the shell and the route's remote are rendered
// with react-dom/server (streaming) in the visitor's language. The remote comes from its Node
// build, named by the remotes manifest and loaded through Module Federation's Node runtime at
// run time, so a new remote build is rendered on the next request with nothing rebuilt.
// Whatever cannot be rendered here within the time limit is left to the browser, as before.
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Router, type Location } from 'react-router-dom';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerNamespaces, registeredNamespaces, registryBackend, type Language } from '@join/i18n';
import { primeLists, setConfig, type JoinConfig } from '@join/state';
import {
  PAGE_BASE,
  type RenderPageInput as ContractInput,
  type RenderPageResult,
  type WarmRemotesInput,
} from '@join/page-contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteSource } from '../app/remotes/remote-outlet';
import { pageTree } from '../app/start/page-tree';
import { composeRouteTable, decideRoute, type RemoteName } from '../app/route-table';
import { PAGES } from '@join/routes';

const BASENAME = PAGE_BASE;

export type RenderPageInput = ContractInput<JoinConfig>;
export type { RenderPageResult, WarmRemotesInput } from '@join/page-contract';

/** Marks a remote the server leaves to the browser (missing, broken or slow Node build). */
export class ClientOnlyRemote extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`remote "${remote}" is rendered in the browser: ${reason}`);
    this.name = 'ClientOnlyRemote';
  }
}

interface RemoteRoutesModule {
  default: ComponentType;
  preload?: (pathname: string) => Promise<unknown>;
}

const registered = new Map<RemoteName, string>();
const loading = new Map<string, Promise<RemoteRoutesModule>>();

/** The remote's routes module from its Node build; a changed manifest entry replaces the old build. */
function remoteModule(name: RemoteName, entry: string): Promise<RemoteRoutesModule> {
  if (registered.get(name) !== entry) {
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  const key = `${name} ${entry}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loadRemote<RemoteRoutesModule>(`${name}/Routes`).then((mod) => {
      if (!mod || typeof mod.default !== 'function')
        throw new Error(`remote "${name}" exposes no routes component`);
      return mod;
    });
    loading.set(key, promise);
    // A failed load is tried again on a later request (a fixed deploy needs no restart).
    promise.catch(() => loading.delete(key));
  }
  return promise;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// The history of a server render never moves: navigation happens in the browser.
const staticNavigator = {
  createHref: (to: string | { pathname?: string; search?: string; hash?: string }) =>
    typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
  encodeLocation: undefined,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

async function createI18n(lang: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      supportedLngs: ['en', 'es'],
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      react: { useSuspense: true },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  return instance;
}

registerNamespaces(['common']);

/**
 * Loads each remote's Node build, every screen of it and its texts in both languages
 * (CONTRACTS#first-screen-from-the-server 2), so the first requests after a start or a deploy are rendered on the server rather than
 * outlasting the render's time limit while a cold build arrives over HTTP. Resolves with how long
 * each remote took, in ms; a remote that fails is reported and left out.
 */
export async function warmRemotes(input: WarmRemotesInput): Promise<Partial<Record<RemoteName, number>>> {
  const took: Partial<Record<RemoteName, number>> = {};
  for (const [name, entry] of Object.entries(input.serverEntries) as [RemoteName, string | undefined][]) {
    if (!entry) continue;
    const started = Date.now();
    try {
      const mod = await remoteModule(name, entry);
      for (const page of Object.values(PAGES)) if (page.remote === name) await mod.preload?.(page.path);
      // The remote registered its namespaces when its module loaded; load them as a render would.
      for (const lang of ['en', 'es'] as const) {
        const instance = await createI18n(lang);
        await instance.loadNamespaces(Object.keys(registeredNamespaces()));
      }
      took[name] = Date.now() - started;
    } catch (error) {
      input.onError(
        `remote "${name}" could not be warmed; its pages are rendered in the browser until it loads`,
        error,
      );
    }
  }
  return took;
}

export async function renderPage(input: RenderPageInput): Promise<RenderPageResult> {
  const url = new URL(input.url, 'http://join.local');
  const inApp =
    url.pathname === BASENAME
      ? '/'
      : url.pathname.startsWith(`${BASENAME}/`)
        ? url.pathname.slice(BASENAME.length)
        : url.pathname;
  const table = composeRouteTable(input.routes);
  const decision = decideRoute(inApp, table);
  if (decision.kind === 'redirect')
    return { kind: 'redirect', location: `${BASENAME}${decision.to}${url.search}${url.hash}` };

  const remote = decision.kind === 'remote' ? decision.remote : undefined;
  let routes: ComponentType | undefined;
  let reason = 'not loaded';
  if (remote) {
    const entry = input.serverEntries[remote];
    if (!entry) reason = 'no server build in the remotes manifest';
    else {
      try {
        const inRemote = async () => {
          const mod = await remoteModule(remote, entry);
          // The screen's chunk too, so the render does not wait for it (and its server build is warm).
          await mod.preload?.(inApp);
          return mod.default;
        };
        routes = await withTimeout(inRemote(), input.remoteTimeoutMs, `the server build of "${remote}"`);
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
        input.onError(`remote "${remote}" is rendered in the browser`, error);
      }
    }
  }

  setConfig(input.config);
  primeLists(input.lists);
  const instance = await createI18n(input.lang);
  const source: RemoteSource = {
    load: (name) =>
      name === remote && routes
        ? Promise.resolve(routes)
        : Promise.reject(new ClientOnlyRemote(name, reason)),
    ready: (name) => (name === remote ? routes : undefined),
  };
  const location: Location = {
    pathname: url.pathname,
    search: url.search,
    hash: '',
    state: null,
    key: 'default',
  };

  const tree = pageTree({
    router: (page) => (
      <Router basename={BASENAME} location={location} navigator={staticNavigator} static>
        {page}
      </Router>
    ),
    i18n: instance,
    remotes: source,
    routes: table,
  });

  return new Promise((resolve, reject) => {
    let remoteRendered = Boolean(routes);
    const stream = renderToPipeableStream(tree, {
      nonce: input.nonce,
      // React moves a large finished boundary (the /step1 form with its country lists) out of
      // place, into a hidden element that an inline script puts back: a page without
      // JavaScript then showed an empty form area. Everything is ready when the page is sent,
      // so every boundary goes in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // The page is sent once every part is ready (or the time limit ends the wait), so a
      // browser without JavaScript sees the remote's screen in place, not in a hidden template.
      onAllReady() {
        clearTimeout(timer);
        resolve({
          kind: 'html',
          status: decision.kind === 'notFound' ? 404 : 200,
          remote,
          remoteRendered,
          pipe: (destination) =>
            new Promise<void>((done) => {
              destination.on('finish', () => done());
              destination.on('close', () => done());
              stream.pipe(destination);
            }),
          texts: () => {
            const used = instance.reportNamespaces?.getUsedNamespaces() ?? ['common'];
            const data = instance.store.data[input.lang] ?? {};
            const bundles = used
              .map((ns) => [ns, data[ns]] as const)
              .filter(
                (entry): entry is readonly [string, Record<string, unknown>] =>
                  typeof entry[1] === 'object' && entry[1] !== null,
              );
            return Object.fromEntries(bundles);
          },
        });
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        remoteRendered = false;
        // A remote left to the browser is expected (already reported); anything else is logged.
        if (!(error instanceof ClientOnlyRemote))
          input.onError('server render failed inside a boundary; the browser renders it', error);
      },
    });
    // Boundaries still waiting then are rendered by the browser, as before.
    // (React calls back only after this line has run: rendering starts on a later tick.)
    const timer = setTimeout(
      () =>
        stream.abort(new ClientOnlyRemote(remote ?? 'parentSignup', 'the page took too long on the server')),
      input.renderTimeoutMs,
    );
  });
}
