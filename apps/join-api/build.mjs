#!/usr/bin/env node
// Bundles the join API to dist/apps/join-api/main.mjs with esbuild: our code and the workspace
// libs in one file, node_modules left external (installed beside it). Run: node dist/apps/join-api/main.mjs
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';

// `--outdir DIR` builds elsewhere (the crash tests run the bundle as real child processes).
const flag = process.argv.indexOf('--outdir');
const outdir = flag > 0 ? process.argv[flag + 1] : 'dist/apps/join-api';
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

await build({
  entryPoints: { main: 'apps/join-api/src/main.ts' },
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
  // The sources are written for CommonJS conventions (__dirname, require) as Jest runs them.
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
// PGlite runs on a worker thread from this plain-JS file (see src/db/pglite-database.ts).
copyFileSync('apps/join-api/src/db/pglite-worker.mjs', `${outdir}/pglite-worker.mjs`);
console.log(`join-api built to ${outdir}/main.mjs`);
