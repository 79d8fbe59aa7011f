// tools/webpack/semver-fast.cjs answers the federation runtime's plain version checks without its
// parser; every answer it gives must be the parser's answer.
import { existsSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fastSatisfy } = require('./webpack/semver-fast.cjs') as {
  fastSatisfy: (v: unknown, r: unknown) => boolean | undefined;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { satisfy } = require(
  path.join(__dirname, '../node_modules/@module-federation/runtime-core/dist/utils/semver/index.cjs'),
) as { satisfy: (v: string, r: string) => boolean };

const versions = [
  '0.0.0',
  '0.0.1',
  '0.0.2',
  '0.1.0',
  '0.1.5',
  '0.2.0',
  '1.0.0',
  '1.0.1',
  '1.2.0',
  '1.9.9',
  '2.0.0',
  '5.0.8',
  '5.1.0',
  '7.9.0',
  '7.18.5',
  '15.7.0',
  '15.7.4',
  '19.2.0',
  '19.3.1',
  '20.0.0',
  '25.0.0',
  '25.10.10',
];

describe('the fast version check', () => {
  it('replaces a module the installed federation runtime really has (else the build would keep the slow one, silently)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { RUNTIME_SEMVER_MODULE } = require('./webpack/federation.cjs') as {
      RUNTIME_SEMVER_MODULE: RegExp;
    };
    const original = path.join(
      __dirname,
      '../node_modules/@module-federation/runtime-core/dist/utils/semver/index.js',
    );
    expect(existsSync(original)).toBe(true);
    expect(RUNTIME_SEMVER_MODULE.test(original)).toBe(true);
    expect(RUNTIME_SEMVER_MODULE.test(`${original}?original`)).toBe(false);
  });

  it('agrees with the federation runtime on every plain caret and at-most check', () => {
    let answered = 0;
    for (const version of versions)
      for (const other of versions)
        for (const range of [`^${other}`, `<=${other}`]) {
          const fast = fastSatisfy(version, range);
          expect([version, range, fast]).toEqual([version, range, satisfy(version, range)]);
          answered += 1;
        }
    expect(answered).toBe(versions.length * versions.length * 2);
  });

  it('leaves every other check to the runtime', () => {
    for (const [version, range] of [
      ['19.3.1', '~19.3.0'],
      ['19.3.1', '>=19.0.0 <20.0.0'],
      ['19.3.1', '^18.0.0 || ^19.0.0'],
      ['19.3.1-rc.1', '^19.0.0'],
      ['19.3.1', '^19.x'],
      ['19.3.1', '*'],
      ['19.3', '^19.0.0'],
      ['1.0.0', '1.0.0 - 2.0.0'],
    ])
      expect(fastSatisfy(version, range)).toBeUndefined();
    expect(fastSatisfy(undefined, '^1.0.0')).toBeUndefined();
  });
});
