// The catalogue (packages, options, tax rates) is read on every pricing call, so each copy keeps
// it in memory. Copies must still agree on prices the moment a change commits (CONTRACTS#past-one-machine): every
// change bumps catalogue_version (migration 015) and every cached read first reads that version.
// Reads of the version are shared: callers that arrive while one is under way wait for the next
// one, which starts after they called, so none can miss a change committed before its call; at
// most one version query is in flight however busy the copy is.
// Cached rows are shared between requests and must be treated as read-only.
import type { Queryable } from '../db/database';
import { catalogueRepo, type CatalogueRepo } from '../repositories/catalogue-repo';

export type CatalogueVersion = () => Promise<number>;

export function catalogueVersion(db: Queryable): CatalogueVersion {
  const repo = catalogueRepo(db);
  const read = () => repo.version();
  let running: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  const start = () => {
    const p = read();
    running = p;
    const clear = () => {
      if (running === p) running = undefined;
    };
    p.then(clear, clear);
    return p;
  };
  return () => {
    if (!running) return start();
    // The read under way may have started before a change this caller must see.
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/** Bounds of the cache: its keys come from callers (package ids, regions), so it may not grow without end. */
export const CATALOGUE_CACHE_LIMITS = { maxEntries: 2_000, maxAgeMs: 10 * 60_000 };

export function cachedCatalogue(
  repo: CatalogueRepo,
  version: CatalogueVersion,
  limits = CATALOGUE_CACHE_LIMITS,
  now: () => number = Date.now,
): CatalogueRepo {
  // Insertion order is use order (a hit is moved to the end), so the first key is the least recently used.
  const entries = new Map<string, { value: Promise<unknown>; at: number }>();
  let cachedVersion = -1;
  function memo<A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      const v = await version();
      // A version read that started earlier may answer after a newer one: never go back.
      if (v > cachedVersion) {
        entries.clear();
        cachedVersion = v;
      }
      const key = `${name}:${JSON.stringify(args)}`;
      const hit = entries.get(key);
      if (hit && now() - hit.at <= limits.maxAgeMs) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<R>;
      }
      entries.delete(key);
      const value = fn(...args);
      entries.set(key, { value, at: now() });
      while (entries.size > limits.maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    };
  }
  return {
    ...repo,
    packagesFor: memo('packagesFor', (country: string, group: string) => repo.packagesFor(country, group)),
    packagesOf: memo('packagesOf', (country: string) => repo.packagesOf(country)),
    packageById: memo('packageById', (id: number) => repo.packageById(id)),
    optionsFor: memo('optionsFor', (country: string) => repo.optionsFor(country)),
    taxRatesFor: memo('taxRatesFor', (country: string, region: string | null | undefined) =>
      repo.taxRatesFor(country, region),
    ),
  };
}
