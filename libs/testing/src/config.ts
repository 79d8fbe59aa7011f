// The app configuration (spec §3 /api/config) a screen test starts from. Tests name the URLs
// their assertions check; the rest are the sandbox's own.
import type { AppConfig } from '@join/schemas';
import { setConfig, type Flags } from '@join/state';

export type AppUrls = AppConfig['urls'];

export function testUrls(over: Partial<AppUrls> = {}): AppUrls {
  return {
    login: '/app/join/login',
    legacyHome: '/',
    accountBilling: '/app/account/billing',
    terms: '/legal/terms',
    privacy: '/legal/privacy',
    help: '/help',
    contact: '/contact',
    proCases: '/app/pro/cases',
    passwordRetrieval: '/app/login/forgot',
    ...over,
  };
}

/** Puts a sandbox configuration in the config store: these flags, these URLs, no support chat. */
export function configureForTest(options: { flags?: Flags; urls?: Partial<AppUrls> } = {}) {
  setConfig({ sandbox: true, flags: options.flags ?? {}, urls: testUrls(options.urls), supportChat: false });
}
