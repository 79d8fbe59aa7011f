import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Pins the contract of tools/webpack/shared/react-router-dom.ts: in the browser every app's
// react-router-dom import resolves to that facade, so a name it does not re-export would be
// undefined at run time. This fails first.
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
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name && !part.trim().startsWith('type ')) names.push(name);
    }
  }
  return names;
}

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
    const files = [...sourceFiles(path.join(root, 'apps')), ...sourceFiles(path.join(root, 'libs'))];
    const missing = files.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'))
        .filter((n) => !exported.has(n))
        .map((n) => `${path.relative(root, file)}: ${n}`),
    );
    expect(missing).toEqual([]);
    expect(exported.has('Routes')).toBe(true);
  });

  it('knows a name it does not re-export', () => {
    expect(
      importedNames("import { createBrowserRouter, Link } from 'react-router-dom';").filter(
        (n) => !exported.has(n),
      ),
    ).toEqual(['createBrowserRouter']);
  });
});
