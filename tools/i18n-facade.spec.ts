import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Pins the contract of tools/webpack/shared/react-i18next.ts: in the browser every app's
// react-i18next import resolves to that facade, so a name it does not re-export (Trans among them,
// which comes from @join/ui) would be undefined at run time. This fails first.
const root = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [full] : [];
  });
}

function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-i18next'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('react-i18next facade', () => {
  const facade = readFileSync(path.join(root, 'tools/webpack/shared/react-i18next.ts'), 'utf8');
  const list = facade.match(/export \{([^}]+)\} from 'react-i18next-package'/);
  const exported = new Set(
    (list?.[1] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

  it('re-exports every react-i18next name the apps and libs import', () => {
    const files = [...sourceFiles(path.join(root, 'apps')), ...sourceFiles(path.join(root, 'libs'))];
    const missing = files.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'))
        .filter((n) => !exported.has(n))
        .map((n) => `${path.relative(root, file)}: ${n}`),
    );
    expect(missing).toEqual([]);
    expect(exported.has('useTranslation')).toBe(true);
  });

  it('is shared under a key of its own; the shell offers the whole package under the package key', () => {
    // A remote built before the facade asks the share scope for 'react-i18next' and uses Trans.
    type Share = { shareKey?: string; import?: string; singleton?: boolean };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { sharedModules } = require('./webpack/federation.cjs') as {
      sharedModules: (host: boolean) => Record<string, Share>;
    };
    const remote = sharedModules(false);
    const shell = sharedModules(true);
    expect(remote['react-i18next']).toMatchObject({ shareKey: 'react-i18next-hooks', singleton: true });
    expect(Object.values(remote).filter((s) => s.shareKey === 'react-i18next')).toEqual([]);
    const whole = Object.values(shell).filter((s) => s.shareKey === 'react-i18next');
    expect(whole).toHaveLength(1);
    expect(whole[0].import).toMatch(/shared[\\/]react-i18next-whole\.ts$/);
  });

  it('knows a name it does not re-export', () => {
    expect(
      importedNames("import { Trans, useTranslation } from 'react-i18next';").filter((n) => !exported.has(n)),
    ).toEqual(['Trans']);
  });
});
