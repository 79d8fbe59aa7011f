// The one language decision (spec §1 language selector), made the same way on the server (cookie,
// Accept-Language) and in the browser (localStorage, navigator.languages): the visitor's stored
// choice, else the first of their browser's languages we have, else English.

export const PAGE_LANGUAGES = ['en', 'es'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** 'es-MX' -> 'es'; undefined when the tag is not one of ours. */
export function pageLanguageOf(tag: string | null | undefined): PageLanguage | undefined {
  const base = String(tag ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_;]/)[0];
  return (PAGE_LANGUAGES as readonly string[]).includes(base) ? (base as PageLanguage) : undefined;
}

export interface LanguageSources {
  /** The stored choice: the language cookie on the server, localStorage in the browser. */
  chosen?: string | null;
  /** The browser's languages, most wanted first (Accept-Language tags, navigator.languages). */
  accepted?: readonly (string | null | undefined)[];
}

export function chooseLanguage({ chosen, accepted = [] }: LanguageSources): PageLanguage {
  const stored = pageLanguageOf(chosen);
  if (stored) return stored;
  for (const tag of accepted) {
    const lang = pageLanguageOf(tag);
    if (lang) return lang;
  }
  return 'en';
}

/** An Accept-Language header as tags, most wanted first (q=0 tags left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  return String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The value of one cookie of a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}
