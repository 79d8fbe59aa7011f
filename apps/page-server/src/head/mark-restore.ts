// Before the first paint: a tab that already holds what the visitor typed (sessionStorage), that
// would be shown in a language other than the one rendered, or that carries sandbox flag overrides
// is rendered by the browser from its stores (restoreReason, the same decision the shell makes),
// and the server's empty form is hidden meanwhile so it never flashes. The attribute says why
// ('stores', 'lang' or 'flags'): a part of the page drawn from no store (the payment page's frame)
// stays visible when the stores alone are the reason.
import {
  LANGUAGE_KEY,
  RESTORE_ATTRIBUTE,
  chooseLanguage,
  pageLanguageOf,
  restoreReason,
} from '@join/page-contract';

/** Read only when used: a browser that blocks storage throws as soon as it is reached. */
export interface TabSources {
  sessionStorage: () => Pick<Storage, 'length' | 'key' | 'getItem'>;
  localStorage: () => Pick<Storage, 'getItem'>;
  navigator: { languages?: readonly string[]; language?: string };
  search: string;
}

function chosenLanguage(localStorage: TabSources['localStorage']): string | null {
  try {
    return localStorage().getItem(LANGUAGE_KEY);
  } catch {
    // Storage blocked: the browser's languages decide.
    return null;
  }
}

/** Sets RESTORE_ATTRIBUTE on <html> when the browser is to render this tab; the server rendered in <html lang>. */
export function markRestore(doc: Document, tab: TabSources): void {
  try {
    const html = doc.documentElement;
    const storage = tab.sessionStorage();
    const stored = Array.from({ length: storage.length }, (_, i) => {
      const key = storage.key(i) ?? '';
      return [key, storage.getItem(key)] as const;
    });
    const { languages, language } = tab.navigator;
    const lang = chooseLanguage({
      chosen: chosenLanguage(tab.localStorage),
      accepted: languages?.length ? languages : [language],
    });
    const reason = restoreReason({
      stored,
      search: tab.search,
      lang,
      renderedLang: pageLanguageOf(html.lang) ?? 'en',
    });
    if (reason) html.setAttribute(RESTORE_ATTRIBUTE, reason);
  } catch {
    // sessionStorage blocked: nothing is stored, the server's page is the tab's.
  }
}
