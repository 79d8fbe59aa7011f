import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, registerNamespaces, registryBackend } from '@join/i18n';
import { startAnalytics } from '@join/analytics';
import {
  addFlagOverrides,
  installPopGate,
  parseFlagOverrides,
  primeLists,
  setConfig,
  type JoinConfig,
} from '@join/state';
import {
  HYDRATING_EVENT,
  RESTORE_ATTRIBUTE,
  SERVER_STATE_ID,
  restoreReason,
  restoreReasonOf,
  shouldHydrate,
  type ServerState,
} from '@join/page-contract';
import {
  fetchRemotesManifest,
  preloadRoute,
  setupFederation,
  type RemotesManifest,
} from './app/remotes/federation';
import { decideRoute, pageRouteTable } from './app/route-table';
import { startVitals } from './app/vitals/start-vitals';
import { yieldToMain } from '@join/ui';

/** What the page server put in the page beside the HTML it rendered (apps/page-server pages.ts). */
type PageState = ServerState<JoinConfig>;

function serverState(): PageState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch (error) {
    console.error('[join] the page state from the server is unreadable', error);
    return undefined;
  }
}

/** The tab's sessionStorage as the hydrate decision reads it (none when storage is blocked). */
function storedEntries(): [string, string | null][] {
  try {
    const storage = window.sessionStorage;
    return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map((key) => [
      key,
      storage.getItem(key),
    ]);
  } catch {
    return [];
  }
}

const whenIdle = (work: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 1);
};

const FALLBACK_CONFIG: JoinConfig = {
  sandbox: false,
  flags: {},
  supportChat: false,
  urls: {
    login: '/app/join/login',
    legacyHome: '/',
    accountBilling: '/account/billing',
    terms: '/terms',
    privacy: '/privacy',
    help: '/help',
    contact: '/contact',
    proCases: '/pro/cases',
    passwordRetrieval: '/account/forgot-password',
  },
};

async function loadConfig(): Promise<JoinConfig> {
  try {
    const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`config answered ${response.status}`);
    return (await response.json()) as JoinConfig;
  } catch (error) {
    // The flow still works with every experiment in its control state.
    console.error('[join] configuration could not be read; using defaults', error);
    return FALLBACK_CONFIG;
  }
}

registerNamespaces(['common']);

async function start() {
  // React, the router and the page's components are evaluated in a task of their own when their
  // chunk arrives (asked for now, so it downloads meanwhile), not with the modules above.
  const rendering = import('./app/start/render');
  // The modules above were evaluated in this task; what follows starts in fresh ones.
  await yieldToMain();
  // Before the router listens: a page may hold Back/Forward for its leave dialog (spec §4 Leaving).
  installPopGate();
  const lng = detectLanguage();
  const ssr = serverState();
  // Hydrate the server's HTML when it was rendered for this visitor as the stores are now: the
  // same language and nothing stored in this tab (redirect rules and typed values then agree).
  // The head script marks such a tab before paint; the same decision is made here again, so a tab
  // with stored progress is never hydrated from the server's empty stores even if that script did not run.
  const search = window.location.search;
  const restore =
    restoreReasonOf(document.documentElement.getAttribute(RESTORE_ATTRIBUTE)) ??
    (ssr ? restoreReason({ stored: storedEntries(), search, lang: lng, renderedLang: ssr.lang }) : undefined);
  const hydrate = shouldHydrate({ rendered: Boolean(ssr), restore, search });
  // Asked for at once; nothing waits for them but the route's remote (see below).
  const settings = Promise.all([ssr ? ssr.config : loadConfig(), ssr ? ssr.remotes : fetchRemotesManifest()]);
  // Lists the first screen was rendered with are in the page (keyed by language); not fetched again.
  primeLists(ssr?.lists);
  // Texts arrive per language and namespace; each remote's namespaces load with it.
  await i18next
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: ['en', 'es'],
      // Every key exists in both languages (a test checks it), so no second language is fetched.
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      // The texts the server rendered with come in the page; other namespaces load as before.
      ...(ssr && ssr.lang === lng ? { resources: { [lng]: ssr.texts }, partialBundledLanguages: true } : {}),
      react: { useSuspense: true, bindI18nStore: 'added' },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  await yieldToMain();
  const apply = ([config, remotes]: [JoinConfig, RemotesManifest]) => {
    // The manifest before the configuration: the outlet loads a remote once the configuration is in.
    setupFederation(remotes);
    setConfig(config);
    const overrides = new URLSearchParams(window.location.search).get('flags');
    if (config.sandbox && overrides) addFlagOverrides(parseFlagOverrides(overrides));
    // Analytics is not needed for the first screen: it starts when the browser is idle.
    whenIdle(() => void startAnalytics(config));
    // Field data (web-vitals) after the first screen, never before it.
    startVitals();
  };
  const syncLang = (lang: string) =>
    document.documentElement.setAttribute('lang', lang.startsWith('es') ? 'es' : 'en');
  syncLang(i18next.language);
  i18next.on('languageChanged', syncLang);
  const container = document.getElementById('root') as HTMLElement;
  const inApp = window.location.pathname.replace(/^\/app\/join(?=\/|$)/, '') || '/';
  // The spec's routes with the pages the live releases declare, as the page server decided with.
  const routes = pageRouteTable();
  const route = decideRoute(inApp, routes);
  const mode = window as unknown as { __joinRender?: string };
  if (hydrate) {
    // The rendering chunk's shared modules are settled before any remote is registered: settled
    // later, the federation runtime would first start every registered remote to collect theirs.
    const { hydratePage } = await rendering;
    apply(await settings);
    await yieldToMain();
    // The route's remote and screen first, so the page hydrates in one pass (see preloadRoute).
    // (A remote that hangs does not hold the rest of the page: its boundary then waits alone.)
    if (route.kind === 'remote')
      await Promise.race([
        preloadRoute(route.remote, inApp),
        new Promise((resolve) => setTimeout(resolve, 8000)),
      ]);
    await yieldToMain();
    mode.__joinRender = 'hydrate';
    hydratePage(container, routes);
    // What the visitor did on the server's HTML before now was held by the page's head script; it
    // is made again now, before React renders anything: React listens on the page from here on, and
    // hydrates the part an event needs (running its effects) before it handles the event
    // (the page server's head script, HYDRATING_EVENT).
    document.dispatchEvent(new Event(HYDRATING_EVENT));
    return;
  }
  // CONTRACTS#first-screen-from-the-server 5 and #a-sign-up-people-finish: the header, the footer and the page frame are drawn as soon
  // as their words are here, not after /api/config; the outlet shows its spinner until then.
  const { renderPage } = await rendering;
  mode.__joinRender = 'client';
  renderPage(container, routes);
  apply(await settings);
  // The route's remote, screen and texts are asked for together now, not found one by one as
  // the render meets them (a reloaded /payment waited for each in turn, rendering again after each).
  if (route.kind === 'remote') void preloadRoute(route.remote, inApp);
}

void start();
