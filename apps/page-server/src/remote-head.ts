// What the page's head holds for the route's remote, read from its browser build's
// mf-manifest.json: preloads of its entry and its routes' scripts, and its own stylesheets (in the
// page when they can be, so its rendered screen is styled at first paint with no download).
import { canInline, type PageStyle } from './shell-build';

export interface Preload {
  href: string;
  as: 'fetch' | 'script';
  crossOrigin?: 'anonymous';
  /** The file's `sha384-…` when the page server knows it (remote-integrity.ts). */
  integrity?: string;
}

export interface RemoteHead {
  preloads: Preload[];
  styles: PageStyle[];
}

interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: {
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }[];
}

const EMPTY: RemoteHead = { preloads: [], styles: [] };

export interface RemoteHeadTimings {
  /** How long a head read is used as it is (the manifest is not cached by browsers). */
  freshMs: number;
  /** The wait for a remote's first manifest: without it the page is rendered without the remote's styles. */
  firstReadMs: number;
  /** The wait for a newer manifest when one was read before (the last one read stands meanwhile). */
  refreshMs: number;
  /** The wait for a stylesheet's text to put in the page (else the page links it). */
  styleMs: number;
}

const TIMINGS: RemoteHeadTimings = { freshMs: 5_000, firstReadMs: 2_000, refreshMs: 200, styleMs: 200 };

export function remoteHeads(
  warn: (message: string, err: unknown) => void,
  timings: RemoteHeadTimings = TIMINGS,
) {
  const cache = new Map<string, { at: number; head: RemoteHead }>();

  const style = async (
    file: string,
    absolute: string,
    local: (href: string) => string,
  ): Promise<PageStyle> => {
    const dataHref = file.split('/').pop() ?? file;
    // Linked when it cannot be read in time: named as the inline copy is, so the remote's own CSS
    // loading finds it and does not add the sheet a second time (a restyle of the whole page).
    const link: PageStyle = { kind: 'link', href: local(absolute), dataHref };
    try {
      const response = await fetch(absolute, { signal: AbortSignal.timeout(timings.styleMs) });
      if (!response.ok) return link;
      const css = await response.text();
      return canInline(css) ? { kind: 'inline', dataHref, css } : link;
    } catch {
      return link;
    }
  };

  /** `origin` is where the page server itself answers (a same-origin build is named by its path). */
  return async (browserManifestUrl: string, origin: string): Promise<RemoteHead> => {
    const absolute = new URL(browserManifestUrl, origin).href;
    const kept = cache.get(absolute);
    // A few seconds here keep a burst of requests cheap.
    if (kept && Date.now() - kept.at < timings.freshMs) return kept.head;
    try {
      const response = await fetch(absolute, {
        signal: AbortSignal.timeout(kept ? timings.refreshMs : timings.firstReadMs),
      });
      if (!response.ok) throw new Error(`mf-manifest.json answered ${response.status}`);
      const manifest = (await response.json()) as FederationManifest;
      const base =
        manifest.metaData?.publicPath && manifest.metaData.publicPath !== 'auto'
          ? new URL(manifest.metaData.publicPath, absolute).href
          : new URL('.', absolute).href;
      const entry = manifest.metaData?.remoteEntry;
      const routes = manifest.exposes?.find((e) => e.path === './Routes')?.assets;
      const files = [
        entry?.name ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : undefined,
        ...(routes?.js?.sync ?? []),
      ].filter((f): f is string => Boolean(f));
      const local = (href: string) => (href.startsWith(origin) ? href.slice(origin.length) : href);
      const head: RemoteHead = {
        preloads: [
          { href: local(absolute), as: 'fetch', crossOrigin: 'anonymous' },
          ...files.map((file): Preload => ({ href: local(new URL(file, base).href), as: 'script' })),
        ],
        styles: await Promise.all(
          (routes?.css?.sync ?? []).map((file) => style(file, new URL(file, base).href, local)),
        ),
      };
      cache.set(absolute, { at: Date.now(), head });
      return head;
    } catch (err) {
      // A slow or failing read keeps the head read last: a page without its remote's styles would
      // paint the server's form unstyled until the browser fetched them.
      warn(
        kept
          ? 'remote manifest unreadable; the head read before stands'
          : 'remote manifest unreadable for preload links',
        err,
      );
      return kept?.head ?? EMPTY;
    }
  };
}
