// Health decides (docs/deploying.md "Health decides"): for each released remote this page uses (the
// page's `join-release` metas, a preview left out), the API hears once whether it loaded and once
// whether it failed: its files did not load, it threw while rendering, or one of its scripts threw
// later. The API compares a canary's failures with the live version's and ends a clearly worse
// canary. A beacon names the remote, its version and a random id of this page load, made here and
// kept nowhere: nothing in it names or follows the visitor.
import type {
  RELEASE_HEALTH_ENDPOINT as SchemaEndpoint,
  ReleaseHealthBeacon,
  ReleaseRemote,
} from '@join/schemas';

// Types only from @join/schemas: its values would bring zod into the shell's first chunk.
export const RELEASE_HEALTH_ENDPOINT: typeof SchemaEndpoint = '/api/releases/health';

export type FailureKind = NonNullable<ReleaseHealthBeacon['kind']>;

export interface ReleaseHealthOptions {
  /** The page's released remotes: remote to version. */
  versions: Map<string, string>;
  /** navigator.sendBeacon, or null where there is none. */
  beacon: ((url: string, body: string) => boolean) | null;
  fetchImpl?: typeof fetch;
  /** This page load's id (random, 16 bytes as base64url by default). */
  loadId?: string;
}

export interface ReleaseHealth {
  loaded(remote: string): void;
  failed(remote: string, kind: FailureKind): void;
}

function randomLoadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The page's released remotes, as the page server named them in the head (previews are an operator's, not visitors'). */
export function releasedVersions(doc: Pick<Document, 'querySelectorAll'>): Map<string, string> {
  const versions = new Map<string, string>();
  for (const meta of Array.from(doc.querySelectorAll<HTMLMetaElement>('meta[name="join-release"]'))) {
    const remote = meta.dataset.remote;
    const version = meta.dataset.version;
    if (remote && version && meta.dataset.preview === undefined) versions.set(remote, version);
  }
  return versions;
}

export function createReleaseHealth(options: ReleaseHealthOptions): ReleaseHealth {
  const load = options.loadId ?? randomLoadId();
  const doFetch = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const reported = new Map<string, 'loaded' | 'failed'>();

  const send = (remote: string, outcome: 'loaded' | 'failed', kind?: FailureKind) => {
    const version = options.versions.get(remote);
    if (!version) return;
    const payload: ReleaseHealthBeacon = {
      load,
      remote: remote as ReleaseRemote,
      version,
      outcome,
      ...(kind ? { kind } : {}),
    };
    const body = JSON.stringify(payload);
    try {
      // A string goes as text/plain, which needs no preflight; the API parses it as JSON.
      if (options.beacon?.(RELEASE_HEALTH_ENDPOINT, body)) return;
      void doFetch(RELEASE_HEALTH_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body,
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // A report is best effort: it never troubles the visitor.
    }
  };

  return {
    loaded(remote) {
      if (reported.has(remote)) return;
      reported.set(remote, 'loaded');
      send(remote, 'loaded');
    },
    failed(remote, kind) {
      // A page load counts once as failed, whatever failed first and however often.
      if (reported.get(remote) === 'failed') return;
      reported.set(remote, 'failed');
      send(remote, 'failed', kind);
    },
  };
}

let pageHealth: ReleaseHealth | undefined;

/** This page's reporter (made at the first report, from the head the page server wrote). */
export function releaseHealth(): ReleaseHealth {
  if (!pageHealth) {
    const nav = navigator as Navigator;
    pageHealth = createReleaseHealth({
      versions: releasedVersions(document),
      beacon: typeof nav.sendBeacon === 'function' ? (url, body) => nav.sendBeacon(url, body) : null,
    });
  }
  return pageHealth;
}

/**
 * Uncaught errors and rejections whose script is one of a remote's (`remoteOf` says whose) count
 * as that remote failing.
 */
export function watchUncaughtErrors(
  win: Pick<Window, 'addEventListener'>,
  remoteOf: (scriptUrl: string) => string | undefined,
  health: () => ReleaseHealth = releaseHealth,
) {
  const blame = (where: string | undefined) => {
    const remote = where ? remoteOf(where) : undefined;
    if (remote) health().failed(remote, 'error');
  };
  win.addEventListener('error', (event: ErrorEvent) => blame(event.filename));
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const stack = event.reason instanceof Error ? event.reason.stack : undefined;
    // The first script address in the stack is where the rejection came from.
    blame(/(https?:\/\/[^\s)]+?\.js)/.exec(stack ?? '')?.[1]);
  });
}
