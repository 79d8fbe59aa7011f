import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { tabPersist } from './persist';

// spec §3 Experiment flags: each is Control, Treatment or Off.
export type FlagValue = 'Control' | 'Treatment' | 'Off';
export type Flags = Record<string, FlagValue>;

export interface ProductUrls {
  login: string;
  legacyHome: string;
  accountBilling: string;
  terms: string;
  privacy: string;
  help: string;
  contact: string;
  proCases: string;
  passwordRetrieval: string;
}

export interface JoinConfig {
  sandbox: boolean;
  flags: Flags;
  urls: ProductUrls;
  supportChat: boolean;
  /** spec §5 username at-sign reading (USERNAME_AT_SIGN); absent means 'notFirst'. */
  usernameAtSign?: 'notFirst' | 'none';
}

interface ConfigState {
  config: JoinConfig | null;
  /** Overrides given by `?flags=` in sandbox mode, kept for the tab. */
  overrides: Flags;
}

const useConfigStore = create<ConfigState>()(
  persist((): ConfigState => ({ config: null, overrides: {} }), {
    ...tabPersist<ConfigState>('config'),
    partialize: (s) => ({ overrides: s.overrides }) as ConfigState,
  }),
);

// CONTRACTS#first-screen-from-the-server: the server renders with the configuration it sets before rendering, and the browser
// hydrates with the same one (set before hydrating), so both read the store as it is rather than
// zustand's empty start state, which its hooks use for server rendering and hydration. (Setting
// the bound hook's getInitialState did not do it: the hook reads the store's own copy.)
function useConfigState<T>(select: (state: ConfigState) => T): T {
  const read = () => select(useConfigStore.getState());
  return useSyncExternalStore(useConfigStore.subscribe, read, read);
}

/** Parses `GROW872:Treatment,Venmo:Off`; anything malformed is ignored. */
export function parseFlagOverrides(query: string | null | undefined): Flags {
  const result: Flags = {};
  for (const part of (query ?? '').split(',')) {
    const [name, value] = part.split(':').map((s) => s?.trim());
    if (
      name &&
      /^[A-Za-z0-9_]+$/.test(name) &&
      (value === 'Control' || value === 'Treatment' || value === 'Off')
    )
      result[name] = value;
  }
  return result;
}

export function setConfig(config: JoinConfig) {
  useConfigStore.setState({ config });
}

export function addFlagOverrides(overrides: Flags) {
  useConfigStore.setState((s) => ({ overrides: { ...s.overrides, ...overrides } }));
}

export function getConfig() {
  return useConfigStore.getState().config;
}

/** The flags in force: the API's values, then the tab's sandbox overrides. */
export function effectiveFlags(state: ConfigState = useConfigStore.getState()): Flags {
  const base = state.config?.flags ?? {};
  return state.config?.sandbox ? { ...base, ...state.overrides } : base;
}

export function getFlag(name: string): FlagValue {
  return effectiveFlags()[name] ?? 'Off';
}

export function useFlag(name: string): FlagValue {
  return useConfigState((s) => effectiveFlags(s)[name] ?? 'Off');
}

export function useConfig(): JoinConfig | null {
  return useConfigState((s) => s.config);
}

export function useUrls(): ProductUrls | undefined {
  return useConfigState((s) => s.config?.urls);
}
