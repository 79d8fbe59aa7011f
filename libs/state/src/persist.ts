import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

// ARCHITECTURE.md State: stores persist to sessionStorage, per tab, so a reload or a remote
// swap never loses what the visitor typed. Every store uses these options.
export function tabPersist<T>(name: string, version = 1): Pick<PersistOptions<T>, 'name' | 'storage' | 'version'> {
  return {
    name: `join.${name}`,
    version,
    storage: createJSONStorage(() => sessionStorage),
  };
}
