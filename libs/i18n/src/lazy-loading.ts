// Browser loading of the texts, one namespace and one language at a time, so a first visit to
// /step1 downloads only the chrome's and the parent sign-up's words in one language.
// Each remote registers loaders for its own namespaces from its own build, so a team that
// changes its texts deploys them with its remote; the shell's i18next back end finds them in a
// page-wide registry (the i18next instance is a federation singleton, this file is not).
import type { BackendModule, ReadCallback } from 'i18next';
import { isSupportedLanguage, type Language, type Namespace } from './languages';

type Bundle = Record<string, unknown>;
type Loader = () => Promise<Bundle | { default: Bundle }>;
export type NamespaceLoaders = Record<Language, Loader>;

// Every namespace of this build. webpack turns each import into its own small chunk, fetched
// only when asked for.
export const bundledLoaders: Record<Namespace, NamespaceLoaders> = {
  common: { en: () => import('./resources/en/common.json'), es: () => import('./resources/es/common.json') },
  validation: {
    en: () => import('./resources/en/validation.json'),
    es: () => import('./resources/es/validation.json'),
  },
  parent: { en: () => import('./resources/en/parent.json'), es: () => import('./resources/es/parent.json') },
  checkout: {
    en: () => import('./resources/en/checkout.json'),
    es: () => import('./resources/es/checkout.json'),
  },
  invite: { en: () => import('./resources/en/invite.json'), es: () => import('./resources/es/invite.json') },
  pro: { en: () => import('./resources/en/pro.json'), es: () => import('./resources/es/pro.json') },
  countries: {
    en: () => import('./resources/en/countries.json'),
    es: () => import('./resources/es/countries.json'),
  },
};

const REGISTRY = Symbol.for('join.i18n.loaders');
type Registry = Partial<Record<string, NamespaceLoaders>>;

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry>;
  holder[REGISTRY] ??= {};
  return holder[REGISTRY];
}

/** Called by a remote when its routes module loads: its namespaces come from its own build. */
export function registerNamespaces(names: readonly Namespace[]) {
  const target = registry();
  for (const name of names) target[name] = bundledLoaders[name];
}

/** The namespaces registered so far, with their loaders (a server warms them before rendering). */
export function registeredNamespaces(): Readonly<Registry> {
  return registry();
}

/** i18next back end that reads the registry, falling back to this build's own loaders. */
export const registryBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const lang = isSupportedLanguage(language) ? language : 'en';
    const loader = registry()[namespace]?.[lang] ?? bundledLoaders[namespace as Namespace]?.[lang];
    if (!loader) {
      callback(new Error(`no texts for ${namespace}/${language}`), false);
      return;
    }
    loader().then(
      (mod) => callback(null, ('default' in mod ? mod.default : mod) as Bundle),
      (error: unknown) => callback(error as Error, false),
    );
  },
};
