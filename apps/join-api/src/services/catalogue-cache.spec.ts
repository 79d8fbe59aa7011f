// The catalogue version read is shared between concurrent callers without ever answering a
// caller with a read that started before its call (issue 18 point 3).
import type { Queryable } from '../db/database';
import { catalogueVersion } from './catalogue-cache';

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
