// spec §3 sections `NAME`: a start link from the legacy product or a partner carries the parent's
// name (`?firstName=…&lastName=…`); /step1 opens with it filled. Pure, so tests can read it.

export const PREFILL_PARAMS = ['firstName', 'lastName'] as const;

/** The name a start link carries (trimmed, at most 40 characters as the fields take), or null. */
export function prefilledName(search: string): { firstName: string; lastName: string } | null {
  const params = new URLSearchParams(search);
  const read = (key: string) => (params.get(key) ?? '').trim().slice(0, 40);
  const firstName = read('firstName');
  const lastName = read('lastName');
  return firstName || lastName ? { firstName, lastName } : null;
}

/** The address without the name, so it leaves the address bar (history, analytics, screenshots). */
export function searchWithoutName(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of PREFILL_PARAMS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
