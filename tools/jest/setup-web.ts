import '@testing-library/jest-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from '@join/i18n';

// Components find the same global i18next instance the shell sets up in the browser.
void i18next.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  ns: [...namespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initImmediate: false,
  showSupportNotice: false,
} as Parameters<typeof i18next.init>[0]);

// Each test starts with empty storage and English so persisted stores never leak between cases.
beforeEach(async () => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});
