import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Pins the rule "raw SQL only in repositories" (docs/CONTRACTS.md, Where a rule lives): services,
// routes, the gateways and the mail outbox reach tables only through src/repositories. The
// database layer (src/db: engines, migrations) and the tests' own set-up are the exceptions.
const src = path.resolve(__dirname, '..');
const allowed = ['repositories', 'db', 'test'].map((dir) => path.join(src, dir) + path.sep);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [full] : [];
  });
}

const sqlText = /['"`]\s*(select\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|create\s+(table|schema|index)\s)/i;
const queryCall = /\.query\s*(<[^>]*>)?\s*\(/;

function offenders(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ line, at: i + 1 }))
    .filter(({ line }) => !line.trim().startsWith('//') && (sqlText.test(line) || queryCall.test(line)))
    .map(({ line, at }) => `${path.relative(src, file)}:${at}: ${line.trim().slice(0, 100)}`);
}

describe('raw SQL only in repositories', () => {
  it('finds no query call or SQL text outside src/repositories and src/db', () => {
    const found = sourceFiles(src)
      .filter((file) => !allowed.some((dir) => file.startsWith(dir)))
      .flatMap(offenders);
    expect(found).toEqual([]);
  });

  it('recognises the SQL it is looking for (a check that cannot miss)', () => {
    expect(sqlText.test(`await tx.query("delete from idempotency_keys where scope = $1")`)).toBe(true);
    expect(queryCall.test('db.query<{ v: string }>(')).toBe(true);
    expect(sqlText.test('request.query.country')).toBe(false);
    expect(queryCall.test('rangeQuery.safeParse(request.query)')).toBe(false);
  });
});
