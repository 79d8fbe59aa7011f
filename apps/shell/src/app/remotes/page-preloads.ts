// The federation runtime preloads a remote's files when it first loads the remote: its entry, the
// chunks of the module asked for, and its stylesheets, added as <link> elements. On a page the
// server rendered, the HTML already preloads the route's remote (CONTRACTS#first-screen-from-the-server 4)
// and carries its styles inline (<style data-href>), which the runtime does not recognise: it
// fetched the remote's stylesheet again and added it to the page after hydration, which made the
// browser restyle the whole document, and worked out the asset list in the page's start (TBT,
// ARCHITECTURE.md Budgets).

/** Whether the page's HTML already preloads a script from the folder of a remote's manifest. */
export function pagePreloadsRemote(manifestUrl: string | undefined, doc: Document = document): boolean {
  if (!manifestUrl) return false;
  let folder: string;
  try {
    folder = new URL('.', new URL(manifestUrl, doc.baseURI)).href;
  } catch {
    return false;
  }
  const links = doc.head
    ? doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')
    : [];
  for (const link of Array.from(links)) if (link.href.startsWith(folder)) return true;
  return false;
}

/**
 * Drops, in place (the runtime reads the same array afterwards), the preloads of remotes whose
 * files the page already preloads. Webpack still fetches any chunk a remote needs when it needs
 * it; only the runtime's second round of hints is left out.
 */
export function dropPreloadsThePageMade(
  preloadOps: { nameOrAlias: string }[],
  manifestOf: (name: string) => string | undefined,
  doc: Document = document,
): void {
  for (let i = preloadOps.length - 1; i >= 0; i--) {
    if (pagePreloadsRemote(manifestOf(preloadOps[i].nameOrAlias), doc)) preloadOps.splice(i, 1);
  }
}
