// A module without zod: /pro's first step names its lists with it, and importing it from the
// module of the lookup schemas built those schemas (and evaluated zod) on the first screen.

/** How a list in one language is named in the page's state and the browser's cache, e.g. `titles|es`. */
export const lookupListKey = (name: string, locale: string): string => `${name}|${locale}`;
