// Lists the server already had when it rendered the first screen (CONTRACTS#first-screen-from-the-server):
// the professional step's lookups, in the page's language. The server render fills this before
// it renders and puts the same lists in the page, and the browser fills it from there before it
// hydrates, so the form is in the HTML (also without JavaScript) and hydrates without a fetch or
// a spinner. The lists are public and the same for every visitor of a language, so one copy per
// process is right on the server too. Anything not here is fetched as before.

export interface ListOption {
  value: string;
  label: string;
}

/** By `lookupListKey` (@join/schemas), e.g. `titles|es`. */
const lists = new Map<string, ListOption[]>();

export function primeLists(entries: Record<string, ListOption[]> | undefined): void {
  for (const [key, options] of Object.entries(entries ?? {}))
    if (Array.isArray(options)) lists.set(key, options);
}

export function primedList(key: string): ListOption[] | undefined {
  return lists.get(key);
}
