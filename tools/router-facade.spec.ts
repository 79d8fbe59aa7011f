import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importedNames, namesMissingFrom, root } from './facade-imports';

// Pins the contract of tools/webpack/shared/react-router-dom.ts: in the browser every app's
// react-router-dom import resolves to that facade, so a name it does not re-export would be
// undefined at run time. This fails first.

describe('router facade', () => {
  const facade = readFileSync(path.join(root, 'tools/webpack/shared/react-router-dom.ts'), 'utf8');
  const valueBlock = facade.slice(facade.indexOf('export {'), facade.indexOf("} from 'react-router';"));
  const exported = new Set(
    valueBlock
      .replace('export {', '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

  it('re-exports every router name the apps and libs import', () => {
    const missing = namesMissingFrom('react-router-dom', exported);
    expect(missing).toEqual([]);
    expect(exported.has('Routes')).toBe(true);
  });

  it('knows a name it does not re-export', () => {
    expect(
      importedNames(
        "import { createBrowserRouter, Link } from 'react-router-dom';",
        'react-router-dom',
      ).filter((n) => !exported.has(n)),
    ).toEqual(['createBrowserRouter']);
  });
});
