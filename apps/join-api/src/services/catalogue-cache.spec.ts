// The catalogue version read is shared between concurrent callers without ever answering a
// caller with a read that started before its call (CONTRACTS#past-one-machine 3).
import type { Queryable } from '../db/database';
import type { CatalogueRepo } from '../repositories/catalogue-repo';
import { cachedCatalogue, catalogueVersion } from './catalogue-cache';

function fakeDb() {
  const pending: { resolve: (rows: { v: string }[]) => void }[] = [];
  let version = 1;
  const db: Queryable = {
    query: <T>() =>
      new Promise<T[]>((resolve) => {
        const at = version; // the value as of the moment the query starts
        pending.push({ resolve: () => resolve([{ v: String(at) }] as T[]) });
      }),
  } as Queryable;
  return { db, pending, bump: () => version++, settle: () => pending.shift()?.resolve([]) };
}
const tick = () => new Promise((r) => setImmediate(r));

it('lets callers that arrive during a read wait for the next one, and shares it among them', async () => {
  const f = fakeDb();
  const version = catalogueVersion(f.db);
  const first = version();
  expect(f.pending).toHaveLength(1);
  f.bump(); // a change commits while the first read is under way
  const later = Array.from({ length: 10 }, () => version());
  expect(f.pending).toHaveLength(1);
  f.settle();
  expect(await first).toBe(1);
  await tick();
  expect(f.pending).toHaveLength(1); // one more read for all ten
  f.settle();
  expect(await Promise.all(later)).toEqual(Array(10).fill(2));
  // Quiet again: the next caller starts its own read at once.
  const next = version();
  expect(f.pending).toHaveLength(1);
  f.settle();
  expect(await next).toBe(2);
});

// Regression: the cache was keyed on caller-chosen package ids and regions and never evicted.
it('keeps at most maxEntries keys, dropping the least recently used, and reads again after maxAgeMs', async () => {
  let reads = 0;
  const repo = { packageById: async (id: number) => ({ id, read: ++reads }) } as unknown as CatalogueRepo;
  let clock = 0;
  const cache = cachedCatalogue(
    repo,
    async () => 1,
    { maxEntries: 3, maxAgeMs: 1_000 },
    () => clock,
  );
  const byId = (id: number) => cache.packageById(id) as unknown as Promise<{ read: number }>;
  for (const id of [1, 2, 3]) await byId(id);
  expect(reads).toBe(3);
  await byId(1); // a hit: 1 becomes the most recently used
  expect(reads).toBe(3);
  await byId(4); // over the bound: 2, the least recently used, goes
  expect(reads).toBe(4);
  await byId(1);
  await byId(3);
  expect(reads).toBe(4);
  await byId(2); // was evicted: read again
  expect(reads).toBe(5);
  clock += 1_001; // too old: read again
  expect((await byId(2)).read).toBe(6);
  // Many distinct ids never grow it past the bound.
  for (let id = 100; id < 200; id++) await byId(id);
  const before = reads;
  for (let id = 197; id < 200; id++) await byId(id);
  expect(reads).toBe(before);
});
