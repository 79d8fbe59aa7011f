// Generators of request bodies that break a schema: arbitrary JSON values, valid bodies with one
// field replaced or removed, and text that is not JSON at all.
import fc from 'fast-check';
import type { z } from 'zod';

type Json = unknown;

function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

function mutate(valid: Json, pathIndex: number, replacement: Json, drop: boolean): Json {
  const copy = structuredClone(valid) as Record<string | number, unknown>;
  const all = paths(copy).filter((p) => p.length > 0);
  if (!all.length) return replacement;
  const path = all[pathIndex % all.length];
  let parent: any = copy;
  for (const key of path.slice(0, -1)) parent = parent[key];
  const last = path[path.length - 1];
  if (drop && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

export interface BadBody {
  /** The exact text sent. */
  raw: string;
  /** Content type it is sent with; application/json unless the case is a wrong content type. */
  contentType?: string;
}

// CONTRACTS#trust 6: text with control and invisible format characters, numbers far out of range,
// nesting deeper than any contract, and bodies sent under the wrong content type.
const hiddenText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom(
      '\u0000',
      '\u0007',
      '\t',
      '\n',
      '\r',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u200b',
      '\u200e',
      '\u202e',
      '\u2066',
      '\ufeff',
      '\u2028',
    ),
    fc.string({ maxLength: 8 }),
  )
  .map(([a, c, b]) => `${a}${c}${b}`);
const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 63),
  9007199254740993,
  1e21,
  4294967296,
  -2147483649,
  0.1 + 0.2,
);
const deep = fc.integer({ min: 20, max: 400 }).map((depth) => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});

/** `count` bodies the schema refuses after a JSON round trip (what the server really receives). */
export function badBodies(schema: z.ZodType, valid: Json, count: number, seed: number): BadBody[] {
  // Small values keep generation cheap; depth and size do not find more bugs in a schema check.
  const small = fc.oneof(
    fc.constant(null),
    fc.constant(''),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.string({ maxLength: 40 }),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), {
      maxKeys: 3,
    }),
  );
  const value = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.oneof(
        { weight: 4, arbitrary: small },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
      ),
    },
    {
      weight: 6,
      arbitrary: fc.tuple(fc.nat(), small, fc.boolean()).map(([i, r, d]) => mutate(valid, i, r, d)),
    },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constant('{'),
          fc.constant('{"a":'),
          fc.constant('[1,'),
          fc.string().map((s) => `{${s}`),
        )
        .map((raw) => ({ __raw: raw })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.nat(), fc.oneof(hiddenText, hugeNumber, deep), fc.constant(false))
        .map(([i, r, d]) => mutate(valid, i, r, d)),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/csp-report',
        )
        .map((type) => ({ __raw: JSON.stringify(valid), __type: type })),
    },
  );
  const out: BadBody[] = [];
  // Drawn in small batches until there are enough: most candidates are bad, a few are not.
  for (let batch = 0; out.length < count && batch < 50; batch++) {
    for (const candidate of fc.sample(value, { numRuns: 250, seed: seed * 100 + batch })) {
      if (out.length >= count) break;
      if (candidate && typeof candidate === 'object' && '__raw' in (candidate as object)) {
        const { __raw, __type } = candidate as { __raw: string; __type?: string };
        out.push({ raw: __raw, ...(__type ? { contentType: __type } : {}) });
        continue;
      }
      const raw = JSON.stringify(candidate);
      if (raw === undefined) continue;
      if (schema.safeParse(JSON.parse(raw)).success) continue;
      out.push({ raw });
    }
  }
  return out;
}
