// CONTRACTS#trust 5: after login a visitor is only ever sent to a path of this site. Browser and
// server run this same check. The target is parsed with URL against a stand-in origin: any
// form another origin can hide in (`//host`, `/\host`, `/%09/host` once decoded, schemes,
// control characters that browsers strip before parsing) is refused.
const STAND_IN = 'https://same-origin.invalid';
// C0 and C1 controls, DEL, and the backslash (browsers read it as a slash).
const REFUSED = /[\u0000-\u001f\u007f-\u009f\\]/;

/** The path (with query and fragment) if `target` stays on this origin, otherwise null. */
export function sameOriginPath(target: string | null | undefined): string | null {
  if (!target || target.length > 2000 || REFUSED.test(target)) return null;
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(target, STAND_IN);
  } catch {
    return null;
  }
  if (parsed.origin !== STAND_IN) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
