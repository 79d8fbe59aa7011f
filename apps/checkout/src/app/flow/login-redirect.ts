// spec §4 Login after sign-up: the redirect goes to a returned url or redirectUrl; a stored
// redirectUrl parameter takes precedence for home targets; the default is the login page.
import { sameOriginPath } from '@join/domain';

export interface LoginRedirectInput {
  response: { url?: string | null; redirectUrl?: string | null };
  /** The redirectUrl query parameter the visitor arrived with. */
  storedRedirectUrl: string | null;
  homeUrl: string;
  loginUrl: string;
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

export function loginRedirect({ response, storedRedirectUrl, homeUrl, loginUrl }: LoginRedirectInput): string {
  const returned = response.redirectUrl || response.url || null;
  if (returned && isHome(returned, homeUrl) && isSafeRedirect(storedRedirectUrl)) return storedRedirectUrl;
  if (returned) return returned;
  return loginUrl;
}
