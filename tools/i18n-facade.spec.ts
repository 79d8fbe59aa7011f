import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importedNames, namesMissingFrom, root } from './facade-imports';

// Pins the contract of tools/webpack/shared/react-i18next.ts: in the browser every app's
// react-i18next import resolves to that facade, so a name it does not re-export (Trans among them,
// which comes from @join/ui) would be undefined at run time. This fails first.

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
    const missing = namesMissingFrom('react-i18next', exported);
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
      importedNames("import { Trans, useTranslation } from 'react-i18next';", 'react-i18next').filter(
        (n) => !exported.has(n),
      ),
    ).toEqual(['Trans']);
  });
});
