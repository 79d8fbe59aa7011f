import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

const PREFIX = 'join.';

// ARCHITECTURE.md State: stores persist to sessionStorage, per tab, so a reload or a remote
// swap never loses what the visitor typed. Every store uses these options.
export function tabPersist<T>(
  name: string,
  version = 1,
): Pick<PersistOptions<T>, 'name' | 'storage' | 'version'> {
  return {
    name: `${PREFIX}${name}`,
    version,
    storage: createJSONStorage(() => sessionStorage),
  };
}

/**
 * Whether this tab holds anything the stores kept (CONTRACTS#first-screen-from-the-server, stored
 * progress): such a tab is rendered by the browser from its stores, never hydrated from the
 * server's HTML, which was rendered from empty stores (a guard deciding on those would send a
 * reloaded /step2 back to /step1). The configuration store counts only with flag overrides. The
 * head script of join-api's server-render.ts makes the same check before the page is painted.
 */
export function tabHasStoredState(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> = sessionStorage,
): boolean {
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key?.startsWith(PREFIX)) continue;
      if (key !== `${PREFIX}config`) return true;
      const kept = JSON.parse(storage.getItem(key) ?? '{}') as {
        state?: { overrides?: Record<string, unknown> };
      } | null;
      if (Object.keys(kept?.state?.overrides ?? {}).length > 0) return true;
    }
    return false;
  } catch {
    // No sessionStorage (blocked): nothing can have been kept.
    return false;
  }
}
