// The seeded catalogue (packages, options, tax rates) changes only with a migration, so every
// copy may keep a short-lived read cache of it: pricing then needs no round trip for them. This
// is a cache of shared data, not state another copy needs; after TTL_MS a change is seen.
// Cached rows are shared between requests and must be treated as read-only.
import type { CatalogueRepo } from '../repositories/catalogue-repo';

const TTL_MS = 60_000;

export function cachedCatalogue(repo: CatalogueRepo, ttlMs = TTL_MS): CatalogueRepo {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  function memo<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) {
    return (...args: A): Promise<R> => {
      const key = `${name}:${JSON.stringify(args)}`;
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<R>;
      const value = fn(...args);
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    };
  }
  return {
    ...repo,
    packagesFor: memo('packagesFor', (country: string, group: string) => repo.packagesFor(country, group)),
    packagesOf: memo('packagesOf', (country: string) => repo.packagesOf(country)),
    packageById: memo('packageById', (id: number) => repo.packageById(id)),
    optionsFor: memo('optionsFor', (country: string) => repo.optionsFor(country)),
    taxRatesFor: memo('taxRatesFor', (country: string, region: string | null | undefined) => repo.taxRatesFor(country, region)),
  };
}
