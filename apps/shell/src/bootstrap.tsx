import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, registerNamespaces, registryBackend } from '@join/i18n';
import { startAnalytics } from '@join/analytics';
import { addFlagOverrides, parseFlagOverrides, setConfig, type JoinConfig } from '@join/state';
import { App } from './app/app';
import { fetchRemotesManifest, setupFederation } from './app/remotes/federation';

const FALLBACK_CONFIG: JoinConfig = {
  sandbox: false,
  flags: {},
  supportChat: false,
  urls: { login: '/app/join/login', legacyHome: '/', accountBilling: '/account/billing', terms: '/terms', privacy: '/privacy', help: '/help', contact: '/contact', proCases: '/pro/cases', passwordRetrieval: '/account/forgot-password' },
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
  const lng = detectLanguage();
  const [config, remotes] = await Promise.all([
    loadConfig(),
    fetchRemotesManifest(),
    // Texts arrive per language and namespace; each remote's namespaces load with it.
    i18next.use(registryBackend).use(initReactI18next).init({
      lng,
      supportedLngs: ['en', 'es'],
      // Every key exists in both languages (a test checks it), so no second language is fetched.
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      react: { useSuspense: true, bindI18nStore: 'added' },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    }),
  ]);
  setConfig(config);
  void startAnalytics(config);
  const overrides = new URLSearchParams(window.location.search).get('flags');
  if (config.sandbox && overrides) addFlagOverrides(parseFlagOverrides(overrides));
  setupFederation(remotes);
  const syncLang = (lang: string) => document.documentElement.setAttribute('lang', lang.startsWith('es') ? 'es' : 'en');
  syncLang(i18next.language);
  i18next.on('languageChanged', syncLang);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter basename="/app/join">
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
