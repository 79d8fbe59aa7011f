// The one "does this tab hydrate?" decision, read by the head script (before the first paint), the
// paint-first loader and the shell's start. The server renders for a visitor with empty stores in
// the language it chose; a tab that differs from that is rendered by the browser from its stores.
import { CONFIG_STORE_KEY, DISCOUNT_PARAM, FLAGS_PARAM, STORE_PREFIX } from './constants';
import type { PageLanguage } from './language';

/** Why a tab is rendered by the browser: its stores, its language or sandbox flag overrides. */
export type RestoreReason = 'stores' | 'lang' | 'flags';

export interface TabFacts {
  /** The keys of the tab's sessionStorage with their values (only the stores' keys matter). */
  stored: readonly (readonly [key: string, value: string | null])[];
  /** location.search */
  search: string;
  /** The language the browser would choose (chooseLanguage). */
  lang: PageLanguage;
  /** The language the server rendered in. */
  renderedLang: PageLanguage;
}

const hasParam = (search: string, name: string) => new RegExp(`[?&]${name}=`).test(search);

function hasOverrides(value: string | null): boolean {
  try {
    const kept = JSON.parse(value ?? '{}') as { state?: { overrides?: Record<string, unknown> } } | null;
    return Object.keys(kept?.state?.overrides ?? {}).length > 0;
  } catch {
    return false;
  }
}

/** Undefined when the server's HTML is this tab's page (hydrate it); else why it is not. */
export function restoreReason(facts: TabFacts): RestoreReason | undefined {
  // The language first: it decides every word of the page. Then flags, which change what renders.
  if (facts.lang !== facts.renderedLang) return 'lang';
  if (hasParam(facts.search, FLAGS_PARAM)) return 'flags';
  let stores = false;
  for (const [key, value] of facts.stored) {
    if (!key.startsWith(STORE_PREFIX)) continue;
    if (key === CONFIG_STORE_KEY) {
      if (hasOverrides(value)) return 'flags';
    } else stores = true;
  }
  return stores ? 'stores' : undefined;
}

export interface HydrateFacts {
  /** The server's HTML and state are in the page. */
  rendered: boolean;
  /** What the head script found (the attribute it set), or what the shell finds now. */
  restore: RestoreReason | undefined;
  /** location.search: a discount link is stored by the shell before it starts. */
  search: string;
}

/** Hydrate the server's HTML, or render the page in the browser. */
export function shouldHydrate(facts: HydrateFacts): boolean {
  return facts.rendered && !facts.restore && !hasParam(facts.search, DISCOUNT_PARAM);
}

/** The restore reason the head script wrote, read back. */
export function restoreReasonOf(value: string | null | undefined): RestoreReason | undefined {
  return value === 'stores' || value === 'lang' || value === 'flags' ? value : undefined;
}
