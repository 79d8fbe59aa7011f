import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// What the apps and libs import by name from a package the page shares through a facade
// (tools/webpack/shared): the facade specs check each such name is one the facade re-exports.
export const root = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The value names (not types) `source` imports from `pkg`. */
export function importedNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  const from = new RegExp(
    `import\\s+(type\\s+)?\\{([^}]+)\\}\\s+from\\s+'${pkg.replace(/[/.-]/g, '\\$&')}'`,
    'g',
  );
  for (const match of source.matchAll(from)) {
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

/** Each `file: name` in apps/ and libs/ importing from `pkg` a name `exported` lacks. */
export function namesMissingFrom(pkg: string, exported: Set<string>): string[] {
  const files = [...sourceFiles(path.join(root, 'apps')), ...sourceFiles(path.join(root, 'libs'))];
  return files.flatMap((file) =>
    importedNames(readFileSync(file, 'utf8'), pkg)
      .filter((n) => !exported.has(n))
      .map((n) => `${path.relative(root, file)}: ${n}`),
  );
}
