#!/usr/bin/env node
// Bundles the page server to dist/apps/page-server/main.mjs with esbuild (node_modules external).
// It holds no React: it loads the shell's Node build (dist/apps/shell/server/main.js) at run time.
import { build } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';

const flag = process.argv.indexOf('--outdir');
const outdir = flag > 0 ? process.argv[flag + 1] : 'dist/apps/page-server';
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

await build({
  entryPoints: { main: 'apps/page-server/src/main.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'tsconfig.base.json',
  sourcemap: true,
  legalComments: 'none',
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __dirnameOf } from 'node:path';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __dirnameOf(__filename);',
    ].join('\n'),
  },
  logLevel: 'warning',
});
console.log(`page-server built to ${outdir}/main.mjs`);
