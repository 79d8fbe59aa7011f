// i18next set-up shared by the shell, the remotes' tests and the join API. It never imports
// React: the shell adds react-i18next with `i18next.use(initReactI18next).init(i18nOptions(lang))`.
import i18next, { type i18n, type InitOptions } from 'i18next';
import { defaultNS, fallbackLanguage, type Language, namespaces, resources } from './resources';

/** The options every instance uses; the shell passes them to its own react-bound instance. */
export function i18nOptions(lang: Language = fallbackLanguage): InitOptions {
  return {
    resources,
    lng: lang,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...Object.keys(resources)],
    ns: [...namespaces],
    defaultNS,
    // React escapes on render and the server sends JSON, so i18next must not escape twice.
    interpolation: { escapeValue: false },
    // Resources are bundled, so initialisation can finish before the first render.
    initAsync: false,
    returnNull: false,
    // Keeps server logs and test output free of the library's promotional console line.
    showSupportNotice: false,
  };
}

/** A fresh, initialised instance (server requests and tests: no shared global state). */
export function createI18n(lang: Language = fallbackLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.init(i18nOptions(lang));
  return instance;
}
