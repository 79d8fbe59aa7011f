// CONTRACTS#trust 3: the invite token travels in the URL fragment (#inviteToken=…), which browsers
// never send to a server, put in a Referer or hand to analytics. Links mailed before the change
// carry it in the query string: the shell moves it into the fragment before anything else runs
// (analytics, the router, any request), and the invite remote reads it from there.
const SECRET_PARAMS = ['inviteToken'];

/** The same address with secret query parameters moved into the fragment, or null if none. */
export function withSecretsInFragment(href: string): string | null {
  const url = new URL(href);
  const moved = SECRET_PARAMS.filter((name) => url.searchParams.has(name));
  if (!moved.length) return null;
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const name of moved) {
    fragment.set(name, url.searchParams.get(name) ?? '');
    url.searchParams.delete(name);
  }
  url.hash = fragment.toString();
  return url.toString();
}

export function moveSecretsToFragment(win: Window = window): void {
  const next = withSecretsInFragment(win.location.href);
  if (next) win.history.replaceState(win.history.state, '', next);
}
