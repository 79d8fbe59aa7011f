import type { ComponentType } from 'react';
import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../route-table';
import { yieldToMain } from '@join/ui';
import { dropPreloadsThePageMade } from './page-preloads';
import { releaseHealth, watchUncaughtErrors } from './release-health';
import {
  ensureIntegrity,
  forgetIntegrity,
  integrityFor,
  remoteOfScript,
  withIntegrity,
} from './script-integrity';

// ARCHITECTURE.md Composition at run time: remotes come from remotes.json, read when the page
// starts, never from the shell's build.
export type RemotesManifest = Partial<Record<RemoteName, string>>;

export interface RemoteFailure {
  remote: string;
  message: string;
  at: string;
}

const failures: RemoteFailure[] = [];
let manifest: RemotesManifest = {};
const attempts: Partial<Record<RemoteName, number>> = {};
/** A remote's exposed `./Routes` module (docs/CONTRACTS.md): its routes, and a preload of a path's screen. */
export interface RemoteRoutesModule {
  default: ComponentType;
  preload?: (pathname: string) => Promise<unknown>;
}

const loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();
const ready = new Map<RemoteName, ComponentType>();
/** Each remote's build version as its federation manifest states it, once the runtime has read it. */
const buildVersions = new Map<string, string>();

/** The remotes this page loaded, with their build version and manifest address as the runtime knows them. */
export function loadedRemotes(): { name: string; buildVersion?: string; manifestUrl?: string }[] {
  return Array.from(ready.keys()).map((name) => ({
    name,
    buildVersion: buildVersions.get(name),
    manifestUrl: manifest[name],
  }));
}

/** Failures are logged to the console and kept for the support phone call and for tests. */
export function logRemoteFailure(remote: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  const failure = { remote, message, at: new Date().toISOString() };
  failures.push(failure);
  console.error(`[join] remote "${remote}" failed to load: ${message}`);
  (window as unknown as { __joinRemoteFailures?: RemoteFailure[] }).__joinRemoteFailures = failures;
}

export async function fetchRemotesManifest(url = '/app/join/remotes.json'): Promise<RemotesManifest> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return (await response.json()) as RemotesManifest;
  } catch (error) {
    logRemoteFailure('remotes.json', error);
    return {};
  }
}

function entryFor(name: RemoteName): string | undefined {
  const url = manifest[name];
  if (!url) return undefined;
  // A retry must not be answered from the runtime's cache of the failed manifest.
  const attempt = attempts[name] ?? 0;
  return attempt ? `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}` : url;
}

let watching = false;

/** The integrity a script of a remote in this page's manifest must carry (script-integrity.ts). */
const sriFor = (url: string) => integrityFor(manifest, url);

export function setupFederation(remotes: RemotesManifest) {
  manifest = remotes;
  if (!watching) {
    watching = true;
    watchUncaughtErrors(window, (url) => remoteOfScript(manifest, url));
  }
  (
    window as unknown as { __joinScriptIntegrity?: (url: string) => string | undefined }
  ).__joinScriptIntegrity = sriFor;
  registerPlugins([
    {
      name: 'join-remote-integrity',
      createScript({ url, attrs }) {
        const sri = sriFor(url);
        return sri ? withIntegrity(document.createElement('script'), attrs, sri) : undefined;
      },
      createLink({ url, attrs }) {
        const sri = sriFor(url);
        if (!sri) return undefined;
        const link = withIntegrity(document.createElement('link'), attrs, sri);
        link.setAttribute('href', url);
        return link;
      },
      fetch(url, init) {
        const sri = sriFor(url);
        return sri ? fetch(url, { ...init, integrity: sri }) : undefined;
      },
    },
    {
      name: 'join-remote-failures',
      // Manifest and entry failures happen before React renders; log them here, and let the
      // rejection reach the outlet, which shows the recovery view.
      errorLoadRemote(args) {
        logRemoteFailure(args.id, args.error);
        return undefined;
      },
      // The build a remote's manifest describes, for the field data of the page (vitals).
      afterLoadSnapshot(args) {
        const snapshot = args.remoteSnapshot as { buildVersion?: unknown } | undefined;
        if (typeof snapshot?.buildVersion === 'string')
          buildVersions.set(args.moduleInfo.name, snapshot.buildVersion);
        return args;
      },
      // What the server's HTML already preloads (and styles inline) is not preloaded again.
      beforePreloadRemote(args) {
        dropPreloadsThePageMade(args.preloadOps, (name) => manifest[name as RemoteName]);
      },
    },
  ]);
  registerRemotes(
    Object.keys(remotes)
      .map((name) => ({ name, entry: entryFor(name as RemoteName) as string }))
      .filter((r) => r.entry),
  );
}

/** Waits before each new attempt at a remote that failed to load; then the recovery view shows. */
export const RETRY_DELAYS_MS = [400, 1200];

/** Forgets what the runtime holds of a remote's failed load, so the next attempt fetches afresh. */
function forgetAttempt(name: RemoteName) {
  forgetIntegrity(name);
  attempts[name] = (attempts[name] ?? 0) + 1;
  if (manifest[name]) registerRemotes([{ name, entry: entryFor(name) as string }], { force: true });
}

function loadRemoteModule(name: RemoteName): Promise<RemoteRoutesModule> {
  const existing = loaded.get(name);
  if (existing) return existing;
  const promise = (async () => {
    for (let retry = 0; ; retry += 1) {
      try {
        return await loadRemoteOnce(name);
      } catch (error) {
        // A failed preload of the page answers a retry in this document with the same failure.
        if (retry >= RETRY_DELAYS_MS.length || pagePreloaded(name)) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[retry]));
        forgetAttempt(name);
      }
    }
  })();
  loaded.set(name, promise);
  promise.then(
    () => releaseHealth().loaded(name),
    (error) => {
      loaded.delete(name);
      logRemoteFailure(name, error);
      releaseHealth().failed(name, 'load');
    },
  );
  return promise;
}

async function loadRemoteOnce(name: RemoteName): Promise<RemoteRoutesModule> {
  const checked = ensureIntegrity(name);
  if (!manifest[name]) {
    // The manifest may have failed at start; read it again before giving up.
    manifest = { ...(await fetchRemotesManifest()), ...manifest };
    if (!manifest[name]) throw new Error(`remote "${name}" is not in remotes.json`);
    registerRemotes([{ name, entry: entryFor(name) as string }], { force: true });
  }
  await checked;
  const mod = await loadRemote<RemoteRoutesModule>(`${name}/Routes`);
  if (!mod || typeof mod.default !== 'function')
    throw new Error(`remote "${name}" exposes no routes component`);
  ready.set(name, mod.default);
  return mod;
}

export function loadRemoteRoutes(name: RemoteName): Promise<ComponentType> {
  return loadRemoteModule(name).then((mod) => mod.default);
}

/** The remote's routes when they have already arrived (rendered at once, without suspending). */
export function readyRemoteRoutes(name: RemoteName): ComponentType | undefined {
  return ready.get(name);
}

/**
 * Fetches the remote of a page and its screen's chunks (CONTRACTS#first-screen-from-the-server 4): a server-rendered page is
 * hydrated once they are here, in one pass, so no part of it stays dead HTML that drops a click.
 * A failure is left to the outlet (the recovery view), as on any other load.
 */
export async function preloadRoute(name: RemoteName, pathname: string): Promise<void> {
  try {
    const mod = await loadRemoteModule(name);
    // The remote's entry and routes module were evaluated in this task; its screen in the next.
    await yieldToMain();
    await mod.preload?.(pathname);
  } catch {
    // logged by loadRemoteModule; the outlet shows the recovery view
  }
}

/**
 * Whether the server's page preloaded this remote's files. A preload that failed is answered from
 * the browser's preload cache to the next script with its address, so a retry in this document
 * meets the same failure once more (the remote's chunks keep their names); such a page is loaded
 * again instead, and what the visitor typed comes back from the tab's stores.
 */
function pagePreloaded(name: RemoteName): boolean {
  const manifestUrl = manifest[name];
  if (!manifestUrl) return false;
  const base = new URL('.', new URL(manifestUrl, window.location.href)).href;
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some((link) =>
    link.href.startsWith(base),
  );
}

/** Try again: forget the failed attempt and fetch the remote's manifest afresh. */
export async function resetRemote(name: RemoteName) {
  if (pagePreloaded(name)) {
    window.location.reload();
    // The page goes away; nothing here continues.
    return new Promise<never>(() => undefined);
  }
  loaded.delete(name);
  ready.delete(name);
  const fresh = await fetchRemotesManifest();
  if (fresh[name]) manifest = { ...manifest, [name]: fresh[name] };
  forgetAttempt(name);
}

export function preloadNext(name: RemoteName) {
  if (!manifest[name] || loaded.has(name)) return;
  // Fetching the routes module warms the entry, the manifest and the shared scope.
  loadRemoteRoutes(name).catch(() => undefined);
  try {
    ensureIntegrity(name)
      .then(() => preloadRemote([{ nameOrAlias: name, exposes: ['./Routes'] }]))
      .catch(() => undefined);
  } catch {
    // preloading is a hint; a failure shows up when the visitor really goes there
  }
}
