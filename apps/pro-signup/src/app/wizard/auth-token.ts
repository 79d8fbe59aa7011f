// spec §2 Professional sign-up: 'Any stored auth token is cleared on load', so a professional
// signing up on a shared computer never acts with someone else's session. The key is the one
// this flow would keep a session under; both storages are cleared.
export const AUTH_TOKEN_KEY = 'join.auth';

export function clearStoredAuthToken(): void {
  for (const store of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      store?.removeItem(AUTH_TOKEN_KEY);
    } catch {
      // Storage blocked by privacy settings: there is nothing stored to clear.
    }
  }
}
