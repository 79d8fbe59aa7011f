// Subresource Integrity of a browser build: one SHA-384 per file, the form the browser checks
// (`integrity="sha384-…"`) and the form a release records at publish time.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The integrity value of some bytes: `sha384-<base64>`, as a script's `integrity` attribute takes it. */
export function sriOf(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Every file under `folder` (recursively, symbolic links not followed) mapped from its path
 * relative to `folder`, with `/` separators (the form URLs use), to its `sha384-<base64>`.
 * Keys are sorted so that two hashings of the same build serialise identically.
 */
export function hashBuildFiles(folder: string): Record<string, string> {
  const found: Array<[string, string]> = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile())
        found.push([relative(folder, path).split(sep).join('/'), sriOf(readFileSync(path))]);
    }
  };
  walk(folder);
  found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(found);
}
