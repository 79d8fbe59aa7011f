import type { RemoteName } from '../route-table';
import type { RemotesManifest } from './federation';

// Integrity of the remotes' files (docs/security.md, "Integrity of the remotes' scripts"): before a
// remote loads, the page server's map of its files' SHA-384 is read (same origin as the page, never
// from where the remote is deployed), and every script of the remote, its entry (the runtime's
// createScript hook), its manifest (the fetch hook) and its chunks (webpack's script loader asks
// `self.__joinScriptIntegrity`, tools/webpack/script-integrity.cjs), carries its value: the browser
// refuses a file whose bytes changed. A script under a remote's folder with no value is refused too.
const integrity = new Map<RemoteName, Record<string, string>>();
const integrityLoads = new Map<RemoteName, Promise<void>>();
/** A well-formed value no file has: the browser refuses what carries it. */
const NO_FILE_MATCHES = `sha384-${'A'.repeat(64)}`;
/** What the runtime loads by <script> or fetch(); styles are not in the map. */
const CHECKED = /\.(js|json)$/;

function remoteBase(manifest: RemotesManifest, name: RemoteName): string | undefined {
  const url = manifest[name];
  return url ? new URL('.', new URL(url, window.location.href)).href : undefined;
}

/** The remote whose folder holds this script, if any. */
export function remoteOfScript(manifest: RemotesManifest, url: string): RemoteName | undefined {
  let address: URL;
  try {
    address = new URL(url, window.location.href);
  } catch {
    return undefined;
  }
  const path = `${address.origin}${address.pathname}`;
  return (Object.keys(manifest) as RemoteName[]).find((name) => {
    const base = remoteBase(manifest, name);
    return base !== undefined && path.startsWith(base);
  });
}

/** The integrity a remote's script must carry, or undefined for what is not a remote's script. */
export function integrityFor(manifest: RemotesManifest, url: string): string | undefined {
  let address: URL;
  try {
    address = new URL(url, window.location.href);
  } catch {
    return undefined;
  }
  const path = `${address.origin}${address.pathname}`;
  for (const name of Object.keys(manifest) as RemoteName[]) {
    const base = remoteBase(manifest, name);
    if (!base || !path.startsWith(base)) continue;
    const file = path.slice(base.length);
    if (!CHECKED.test(file)) return undefined;
    const files = integrity.get(name);
    // Every load of a remote reads its map first (ensureIntegrity): a script before that is refused.
    if (!files) return NO_FILE_MATCHES;
    // A page server that knows no values for the remote (deployed elsewhere, none recorded).
    if (!Object.keys(files).length) return undefined;
    return files[file] ?? NO_FILE_MATCHES;
  }
  return undefined;
}

/** Reads the remote's map once (again after forgetIntegrity); every load of the remote waits for it. */
export function ensureIntegrity(name: RemoteName): Promise<void> {
  const pending = integrityLoads.get(name);
  if (pending) return pending;
  const load = (async () => {
    // Answered no-cache by the page server; a server-rendered page has preloaded it.
    const response = await fetch(`/app/join/integrity/${encodeURIComponent(name)}`);
    if (!response.ok) throw new Error(`the integrity of remote "${name}" answered ${response.status}`);
    integrity.set(name, (await response.json()) as Record<string, string>);
  })();
  integrityLoads.set(name, load);
  load.catch(() => integrityLoads.delete(name));
  return load;
}

/** The element the runtime asked for, carrying the file's integrity. */
export function withIntegrity<T extends HTMLScriptElement | HTMLLinkElement>(
  element: T,
  attrs: Record<string, unknown> | undefined,
  sri: string,
): T {
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (key === 'async' || key === 'defer') (element as unknown as Record<string, unknown>)[key] = value;
    else if (value !== undefined && value !== false) element.setAttribute(key, String(value));
  }
  element.integrity = sri;
  element.crossOrigin = 'anonymous';
  return element;
}

/** The remote may have been deployed again: its files are checked against its new values. */
export function forgetIntegrity(name: RemoteName) {
  integrity.delete(name);
  integrityLoads.delete(name);
}
