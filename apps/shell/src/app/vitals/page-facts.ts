// What field data says about the page it measured, besides the figures: the route it was loaded
// on and a device class. Coarse on purpose: neither tells one visitor from another.
import type { DeviceClass } from '@join/schemas';

/** Narrower than this is a phone, narrower than TABLET_MAX a tablet (CSS pixels of the viewport). */
const PHONE_MAX = 600;
const TABLET_MAX = 1024;

export function deviceClass(facts: { viewportWidth: number; mobileHint?: boolean }): DeviceClass {
  if (facts.mobileHint === true || facts.viewportWidth < PHONE_MAX) return 'mobile';
  return facts.viewportWidth < TABLET_MAX ? 'tablet' : 'desktop';
}

/** The route under the router base ('/app/join/step1/' is '/step1'); '/other' for what is not route-shaped. */
export function routeOfPage(pathname: string): string {
  const route = (pathname.replace(/^\/app\/join(?=\/|$)/, '').replace(/\/+$/, '') || '/').toLowerCase();
  return /^\/[a-z0-9\-/]{0,59}$/.test(route) ? route : '/other';
}

/** A loaded remote as field data names it: its build's version and where its manifest was found. */
export interface RemoteVersion {
  name: string;
  version: string;
  manifest?: string;
}

/** The manifest's address without query or fragment (a retry's marker is not a version). */
function manifestPath(url: string | undefined, page: URL): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, page);
    const path = parsed.origin === page.origin ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
    return path.length <= 200 && /^(https?:\/\/[\w.:-]+)?\/[\w\-/.@]*$/.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** What the shell knows of each loaded remote, in the shape the API takes ('unknown' for a version it cannot vouch for). */
export function remoteVersions(
  remotes: { name: string; buildVersion?: string; manifestUrl?: string }[],
  pageUrl: string,
): RemoteVersion[] {
  const page = new URL(pageUrl);
  return remotes.slice(0, 8).map(({ name, buildVersion, manifestUrl }) => {
    const manifest = manifestPath(manifestUrl, page);
    return {
      name,
      version: buildVersion && /^[\w.+-]{1,40}$/.test(buildVersion) ? buildVersion : 'unknown',
      ...(manifest ? { manifest } : {}),
    };
  });
}
