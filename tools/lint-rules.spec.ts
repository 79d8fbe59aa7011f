import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The architecture rules that live in eslint.config.mjs, run on small sources placed where the
// rule applies and where it does not: each rule catches what it is for, and only there.
const root = path.resolve(__dirname, '..');

interface Sample {
  file: string;
  code: string;
}

/** The rule ids ESLint reports for each sample, linted as if it were at `file`. */
function ruleIds(samples: Sample[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    const samples = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const s of samples) {
        const [result] = await eslint.lintText(s.code, { filePath: s.file });
        out.push(result.messages.map((m) => m.ruleId ?? m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const run = spawnSync(process.execPath, ['-e', script, JSON.stringify(samples)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

describe('the architecture rules in eslint.config.mjs', () => {
  it('hold journeys to the CSP-checking test, SQL to repositories and the long lists to their selects', () => {
    const samples: Sample[] = [
      // Journeys: Playwright only through e2e/support/test.ts.
      {
        file: 'e2e/a-journey.spec.ts',
        code: "import { test } from '@playwright/test';\ntest('x', () => undefined);\n",
      },
      {
        file: 'e2e/a-journey.spec.ts',
        code: "import type { Page } from '@playwright/test';\nexport const p: Page | null = null;\n",
      },
      {
        file: 'e2e/a-journey.spec.ts',
        code: "import { test } from './support/test';\ntest('x', () => undefined);\n",
      },
      {
        file: 'e2e/support/helper.ts',
        code: "import { expect } from '@playwright/test';\nexport const e = expect;\n",
      },
      // Raw SQL: only in repositories and the database layer.
      {
        file: 'apps/join-api/src/services/a-service.ts',
        code: "export const q = (tx: { query(s: string): void }) => tx.query('x');\n",
      },
      {
        file: 'apps/join-api/src/services/a-service.ts',
        code: 'export const s = "delete from idempotency_keys where scope = $1";\n',
      },
      {
        file: 'apps/join-api/src/routes/a-route.ts',
        code: 'export const s = (t: string) => `\n  SELECT * FROM ${t}`;\n',
      },
      {
        file: 'apps/join-api/src/routes/a-route.ts',
        code: 'export const c = (r: { query: { country: string } }) => r.query.country;\n',
      },
      {
        file: 'apps/join-api/src/repositories/a-repo.ts',
        code: "export const q = (tx: { query(s: string): void }) => tx.query('select 1');\n",
      },
      // The long lists: a page uses the selects, never the list hooks or builders.
      {
        file: 'apps/parent-signup/src/app/step1/a-page.tsx',
        code: "import { useCountryOptions } from '../shared/use-phone-countries';\nexport const u = useCountryOptions;\n",
      },
      {
        file: 'apps/parent-signup/src/app/step1/a-page.tsx',
        code: "import { countryOptions } from '../flow/phone-countries';\nexport const c = countryOptions;\n",
      },
      {
        file: 'apps/parent-signup/src/app/step1/a-page.tsx',
        code: "import { countryForCallingCode } from '../flow/phone-countries';\nexport const c = countryForCallingCode;\n",
      },
      {
        file: 'apps/parent-signup/src/app/step1/a-page.tsx',
        code: "import { makeRegistration } from '@join/testing';\nexport const m = makeRegistration;\n",
      },
    ];
    expect(ruleIds(samples)).toEqual([
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      [],
      [],
      ['no-restricted-syntax'],
      ['no-restricted-syntax'],
      ['no-restricted-syntax'],
      [],
      [],
      ['no-restricted-imports'],
      ['no-restricted-imports'],
      [],
      ['no-restricted-imports'],
    ]);
  });
});
