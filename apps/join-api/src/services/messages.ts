// Server messages in the visitor's language (Accept-Language), from the same i18n resources as
// the screens, so a server-side validation message reads exactly like the client's.
import { createI18n, languageFromTag, fallbackLanguage, type Language } from '@join/i18n';
import type { i18n } from 'i18next';

export type Translator = (key: string, vars?: Record<string, unknown>) => string;

// Two read-only instances built from bundled resources: not state another copy would need.
const instances = new Map<Language, i18n>();

function instanceFor(lang: Language): i18n {
  let inst = instances.get(lang);
  if (!inst) {
    inst = createI18n(lang);
    instances.set(lang, inst);
  }
  return inst;
}

/** First supported language of an Accept-Language header ('es-MX,es;q=0.9' -> 'es'). */
export function languageOf(acceptLanguage: string | undefined | null): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const lang = languageFromTag(part.split(';')[0].trim());
    if (lang) return lang;
  }
  return fallbackLanguage;
}

export function translatorFor(acceptLanguage: string | undefined | null): Translator {
  const inst = instanceFor(languageOf(acceptLanguage));
  return (key, vars) => {
    if (!key.includes(':')) return key;
    if (inst.exists(key)) return inst.t(key, vars) as string;
    return key;
  };
}
