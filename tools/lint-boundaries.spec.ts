import { execFileSync, spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import path from 'node:path';

// The lint run fails when a lib imports an app, a remote imports another remote, or code
// crosses the browser/server line (CONVENTIONS.md Shape; README 'How it fits together').
const root = path.resolve(__dirname, '..');

describe('module boundaries in the lint run', () => {
  beforeAll(() => {
    // The rule reads Nx's project graph; make sure it is computed.
    execFileSync('npx', ['nx', 'show', 'projects'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: 'ignore',
    });
  }, 120_000);

  // ESLint in one child process for the whole file (Jest cannot load the ESM config file
  // in-process): it loads the config and the project graph once, then lints each probe it is sent
  // on stdin, one JSON line per probe and per answer, with the config `npx eslint .` uses.
  let linter: ChildProcessByStdio<Writable, Readable, null>;
  type Messages = { ruleId: string | null; message: string }[];
  const answers: { resolve(messages: Messages): void; reject(error: Error): void }[] = [];
  beforeAll(() => {
    linter = spawn(
      process.execPath,
      [
        '-e',
        `const { ESLint } = require('eslint');
        const eslint = new ESLint({ cwd: process.cwd() });
        let queue = Promise.resolve();
        require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
          const probe = JSON.parse(line);
          queue = queue.then(async () => {
            const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
            process.stdout.write(JSON.stringify(result.messages) + '\\n');
          });
        });`,
      ],
      { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    linter.stdout.setEncoding('utf8');
    let buffered = '';
    linter.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        answers.shift()?.resolve(JSON.parse(line));
      }
    });
    linter.once('exit', (status) => {
      for (const answer of answers.splice(0))
        answer.reject(new Error(`the ESLint process exited (${status})`));
    });
  });
  afterAll(() => {
    linter?.stdin.end();
  });

  const lint = async (
    file: string,
    code: string,
    rule = '@nx/enforce-module-boundaries',
  ): Promise<string[]> => {
    const messages = await new Promise<Messages>((resolve, reject) => {
      answers.push({ resolve, reject });
      linter.stdin.write(`${JSON.stringify({ file: path.join(root, file), code })}\n`);
    });
    return messages.filter((m) => m.ruleId === rule).map((m) => m.message);
  };

  jest.setTimeout(60_000);

  it('rejects a lib importing an app', async () => {
    const messages = await lint(
      'libs/ui/src/probe.ts',
      "import { App } from '../../../../apps/shell/src/app/app';\nexport const probe = App;\n",
    );
    expect(messages.length).toBeGreaterThan(0);
  });

  it('rejects a remote importing another remote', async () => {
    const messages = await lint(
      'apps/invite/src/probe.ts',
      "import CheckoutRoutes from '../../checkout/src/remote-routes';\nexport const probe = CheckoutRoutes;\n",
    );
    expect(messages.length).toBeGreaterThan(0);
  });

  it('rejects a ui lib importing a data-access lib, and a remote using checkout-only payments', async () => {
    expect(
      await lint(
        'libs/ui/src/probe.ts',
        "import { useFlag } from '@join/state';\nexport const probe = useFlag;\n",
      ),
    ).not.toEqual([]);
    expect(
      await lint(
        'apps/pro-signup/src/probe.ts',
        "import * as payments from '@join/payments';\nexport const probe = payments;\n",
      ),
    ).not.toEqual([]);
  });

  it('keeps React out of the server and the server out of the browser (platform tags)', async () => {
    expect(
      await lint(
        'apps/join-api/src/probe.ts',
        "import { Button } from '@join/ui';\nexport const probe = Button;\n",
      ),
    ).not.toEqual([]);
    expect(
      await lint(
        'apps/join-api/src/probe.ts',
        "import { useState } from 'react';\nexport const probe = useState;\n",
      ),
    ).not.toEqual([]);
    expect(
      await lint(
        'libs/schemas/src/probe.ts',
        "import { useState } from 'react';\nexport const probe = useState;\n",
      ),
    ).not.toEqual([]);
    expect(
      await lint(
        'libs/domain/src/probe.ts',
        "import { ROUTES } from '@join/routes';\nexport const probe = ROUTES;\n",
      ),
    ).not.toEqual([]);
    expect(
      await lint(
        'apps/checkout/src/probe.ts',
        "import Fastify from 'fastify';\nexport const probe = Fastify;\n",
      ),
    ).not.toEqual([]);
  });

  it('keeps feature libs (@join/packages, @join/billing-address) to the browser apps: not in ui, util or the server', async () => {
    const code = "import { usePackageList } from '@join/packages';\nexport const probe = usePackageList;\n";
    expect(await lint('libs/ui/src/probe.ts', code)).not.toEqual([]);
    expect(await lint('libs/domain/src/probe.ts', code)).not.toEqual([]);
    expect(await lint('apps/join-api/src/probe.ts', code)).not.toEqual([]);
    expect(await lint('apps/invite/src/probe.ts', code)).toEqual([]);
    expect(
      await lint(
        'apps/join-api/src/probe.ts',
        "import { BillingAddressFields } from '@join/billing-address';\nexport const probe = BillingAddressFields;\n",
      ),
    ).not.toEqual([]);
  });

  it('lets the server and the browser share schemas and domain', async () => {
    expect(
      await lint(
        'apps/join-api/src/probe.ts',
        "import { billingSchema } from '@join/schemas';\nimport { LIMITS } from '@join/domain';\nexport const probe = [billingSchema, LIMITS];\n",
      ),
    ).toEqual([]);
  });

  it('accepts a remote importing shared libs', async () => {
    expect(
      await lint(
        'apps/invite/src/probe.ts',
        "import { Button } from '@join/ui';\nimport { useFlag } from '@join/state';\nexport const probe = [Button, useFlag];\n",
      ),
    ).toEqual([]);
  });

  it('keeps the test builders (@join/testing) in test files', async () => {
    const code = "import { testPackage } from '@join/testing';\nexport const probe = testPackage();\n";
    expect(await lint('apps/checkout/src/app/probe.ts', code, 'no-restricted-imports')).not.toEqual([]);
    expect(await lint('libs/state/src/probe.ts', code)).not.toEqual([]);
    expect(await lint('apps/checkout/src/app/probe.spec.ts', code, 'no-restricted-imports')).toEqual([]);
    expect(await lint('apps/checkout/src/app/probe.spec.ts', code)).toEqual([]);
  });
});
