// Which build of each remote a visitor gets (docs/deploying.md "A team ships its remote alone"):
// the release registry's live build (through the API's facts), a canary's build for a stable share
// of visitors chosen by a hash of their release id, and, once a visitor has started on a build, that
// build for as long as the registry still serves it (live, canary, or replaced within the hour by a
// release or a promote), so a journey never switches versions between /step3 and /payment. A
// rollback or an abort takes the build away at the visitor's next page load. Without any release the
// remotes manifest (file or default deploy) stands alone.
import { createHash, randomBytes } from 'node:crypto';
import type { ReleaseBuild, ReleasesLive } from '@join/schemas';
import { cookieValue } from '@join/page-contract';
import type { RemoteBuilds } from '@join/remotes-manifest';

/** The visitor's release id and the version of each remote they started on. */
export const RELEASE_COOKIE = 'join-releases';
const COOKIE_DAYS = 1;
/** An operator's preview token, for the rest of their browser session. */
export const PREVIEW_COOKIE = 'join-preview';

export interface VisitorReleases {
  remotes: Record<string, RemoteBuilds>;
  /** The cookie to set (absent when nothing is released: the manifest alone decides). */
  cookie?: string;
  /** Remote to the version and label the page uses, for the document's `join-release` metas. */
  chosen: Array<{ remote: string; version: string; label?: string; preview?: boolean }>;
}

interface Pins {
  id: string;
  versions: Record<string, string>;
}

const ID = /^[A-Za-z0-9_-]{16,64}$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{2,79}$/;

export function readPins(cookieHeader: string | undefined): Pins | undefined {
  const raw = cookieValue(cookieHeader, RELEASE_COOKIE);
  if (!raw) return undefined;
  const [id, ...pairs] = raw.split('~');
  if (!ID.test(id)) return undefined;
  const versions: Record<string, string> = {};
  for (const pair of pairs) {
    const [remote, version] = pair.split(':');
    if (remote && /^[A-Za-z]{1,40}$/.test(remote) && version && VERSION.test(version))
      versions[remote] = version;
  }
  return { id, versions };
}

/** A number in [0, 100) fixed by the visitor, the remote and the canary's version. */
export function canaryBucket(id: string, remote: string, version: string): number {
  return (createHash('sha256').update(`${id}:${remote}:${version}`).digest().readUInt32BE(0) / 2 ** 32) * 100;
}

const asBuilds = (build: ReleaseBuild): RemoteBuilds => ({
  browser: build.browser,
  ...(build.server ? { server: build.server } : {}),
  ...(build.serverIntegrity ? { serverIntegrity: build.serverIntegrity } : {}),
  version: build.version,
  ...(build.label ? { label: build.label } : {}),
  integrity: build.integrity,
  ...(build.routes?.length ? { routes: build.routes } : {}),
});

export const previewBuilds = (build: ReleaseBuild): RemoteBuilds => asBuilds(build);

/** The live builds alone, as every new visitor outside a canary gets them (the server builds to warm). */
export function liveRemotes(
  base: Record<string, RemoteBuilds>,
  live: ReleasesLive | undefined,
): Record<string, RemoteBuilds> {
  const out = { ...base };
  for (const [remote, served] of Object.entries(live?.remotes ?? {}))
    if (served.live) out[remote] = asBuilds(served.live);
  return out;
}

export function visitorReleases(
  base: Record<string, RemoteBuilds>,
  live: ReleasesLive | undefined,
  cookieHeader: string | undefined,
  secure: boolean,
): VisitorReleases {
  const released = Object.entries(live?.remotes ?? {}).filter(([, served]) => served.live || served.canary);
  if (!released.length) return { remotes: base, chosen: [] };
  const pins = readPins(cookieHeader) ?? { id: randomBytes(16).toString('base64url'), versions: {} };
  const remotes = { ...base };
  const versions: Record<string, string> = {};
  const chosen: VisitorReleases['chosen'] = [];
  for (const [remote, served] of released) {
    const servedNow = [served.live, served.canary, ...served.kept].filter((b): b is ReleaseBuild =>
      Boolean(b),
    );
    const pinned = servedNow.find((b) => b.version === pins.versions[remote]);
    const inCanary =
      served.canary && canaryBucket(pins.id, remote, served.canary.version) < served.canary.percent;
    const build = pinned ?? (inCanary ? served.canary : served.live);
    if (!build) continue;
    remotes[remote] = asBuilds(build);
    versions[remote] = build.version;
    chosen.push({ remote, version: build.version, ...(build.label ? { label: build.label } : {}) });
  }
  const value = [
    pins.id,
    ...Object.entries(versions).map(([remote, version]) => `${remote}:${version}`),
  ].join('~');
  const cookie = `${RELEASE_COOKIE}=${value}; Path=/app/join; Max-Age=${COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return { remotes, cookie, chosen };
}
