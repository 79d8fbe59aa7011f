// Languages and namespaces, without the texts themselves, so code that only needs the names
// (language detection, lazy loading) does not pull every JSON file into a bundle.
export const supportedLanguages = ['en', 'es'] as const;
export type Language = (typeof supportedLanguages)[number];

// `countries`: every country's name (tools/country-names.mjs), fixed text rather than the run time's
// Intl, whose names differ between Node and the browser (a server-rendered page must hydrate).
export const namespaces = [
  'common',
  'validation',
  'parent',
  'checkout',
  'invite',
  'pro',
  'countries',
] as const;
export type Namespace = (typeof namespaces)[number];

export const defaultNS: Namespace = 'common';
export const fallbackLanguage: Language = 'en';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}
