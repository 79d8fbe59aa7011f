// CONTRACTS#trust 5: after login a visitor is only ever sent to a path of this site. Browser and
// server run this same check. The target is parsed with URL against a stand-in origin: any
// form another origin can hide in (`//host`, `/\host`, `/%09/host` once decoded, schemes,
// control characters that browsers strip before parsing) is refused. What comes back is the
// normalised path, and it must itself be a path of this site: dot segments (`/.//host`,
// `/a/..//host`, `/%2e//host`) collapse into `//host`, which a browser reads as another host.
const STAND_IN = 'https://same-origin.invalid';
// C0 and C1 controls, DEL, and the backslash (browsers read it as a slash).
const REFUSED = /[\u0000-\u001f\u007f-\u009f\\]/;

/** True when a browser given `path` as a link stays on the page's own origin. */
const staysHere = (path: string) => path.startsWith('/') && !path.startsWith('//') && !REFUSED.test(path);

/** The normalised path (with query and fragment) if `target` stays on this origin, otherwise null. */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (!target || target.length > 2000 || !staysHere(target)) return null;
  let parsed: URL;
  try {
    parsed = new URL(target, STAND_IN);
  } catch {
    return null;
  }
  if (parsed.origin !== STAND_IN) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (!staysHere(path)) return null;
  // Normalising once more must change nothing: a path that still has something to collapse is
  // not the one the browser would open.
  const again = new URL(path, STAND_IN);
  return again.origin === STAND_IN && `${again.pathname}${again.search}${again.hash}` === path ? path : null;
}
