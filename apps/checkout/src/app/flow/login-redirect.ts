// spec §4 Login after sign-up: the redirect goes to a returned url or redirectUrl; a stored
// redirectUrl parameter takes precedence for home targets; the default is the login page.
// CONTRACTS#trust 5: the browser checks the returned target as well as the stored one, with the
// same function as the server: only a path of this site, or one of the addresses the site's own
// configuration names, is followed.
import { sameOriginPath } from '@join/domain';

export interface LoginRedirectInput {
  response: { url?: string | null; redirectUrl?: string | null };
  /** The redirectUrl query parameter the visitor arrived with. */
  storedRedirectUrl: string | null;
  homeUrl: string;
  loginUrl: string;
  /** Addresses from the site's configuration (GET /api/config), followed as they are. */
  configured?: readonly string[];
}

const isHome = (target: string, home: string) => {
  const path = target.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const homePath = home.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return path === homePath || path === '/' || /\/home$/i.test(path);
};

/** Only same-site paths may be followed, so a crafted link cannot send a visitor elsewhere. */
export function isSafeRedirect(target: string | null | undefined): target is string {
  return sameOriginPath(target) !== null;
}

export type LoginTarget = { kind: 'go'; to: string } | { kind: 'refused'; safe: string };

/** Where to send the visitor after login, or, for a target refused as unsafe, a safe place to offer. */
export function loginRedirect({
  response,
  storedRedirectUrl,
  homeUrl,
  loginUrl,
  configured = [],
}: LoginRedirectInput): LoginTarget {
  const returned = response.redirectUrl || response.url || null;
  if (!returned) return { kind: 'go', to: loginUrl };
  const trusted =
    configured.includes(returned) || returned === homeUrl || returned === loginUrl
      ? returned
      : sameOriginPath(returned);
  if (!trusted) return { kind: 'refused', safe: homeUrl };
  if (isHome(returned, homeUrl) && storedRedirectUrl) {
    const stored = sameOriginPath(storedRedirectUrl);
    return stored ? { kind: 'go', to: stored } : { kind: 'refused', safe: trusted };
  }
  return { kind: 'go', to: trusted };
}
