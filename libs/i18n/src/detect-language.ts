// Language choice (spec §1 language selector): the visitor's stored choice, else the browser's
// language, else English. Safe to call on the server, where there is no window.
import { chooseLanguage, LANGUAGE_KEY } from '@join/page-contract';
import { isSupportedLanguage, type Language } from './languages';

export const LANGUAGE_STORAGE_KEY = LANGUAGE_KEY;

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    // Storage can throw when cookies are blocked; the visitor just isn't remembered.
    return undefined;
  }
}

/** 'es-MX' -> 'es'; undefined when the tag is not one of ours. */
export function languageFromTag(tag: string | null | undefined): Language | undefined {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(base) ? base : undefined;
}

function storedLanguage(): string | null | undefined {
  try {
    return storage()?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return undefined;
  }
}

export function detectLanguage(): Language {
  // The same decision the page server makes from the cookie and Accept-Language (@join/page-contract).
  const accepted =
    typeof navigator !== 'undefined'
      ? navigator.languages?.length
        ? navigator.languages
        : [navigator.language]
      : [];
  return chooseLanguage({ chosen: storedLanguage(), accepted });
}

export function rememberLanguage(lang: Language): void {
  try {
    // The server renders the first screen in this language too (CONTRACTS#first-screen-from-the-server), from the cookie.
    if (typeof document !== 'undefined')
      document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
    storage()?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Quota or privacy mode: the choice still applies to this page, it just isn't kept.
  }
}
