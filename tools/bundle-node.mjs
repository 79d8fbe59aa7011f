// Bundles a Node app of the workspace into one ESM file with esbuild: our code and the workspace
// libs inside, node_modules left external (installed beside it). Used by the join API's and the
// page server's build.mjs; `--outdir DIR` on their command line builds elsewhere (the crash tests
// run the API's bundle as real child processes).
import { build } from 'esbuild';
import { mkdirSync, rmSync } from 'node:fs';

/** @param {{ name: string, entry: string, defaultOutdir: string, define?: Record<string, string> }} app  @returns {Promise<string>} the folder */
export async function bundleNodeApp({ name, entry, defaultOutdir, define }) {
  const flag = process.argv.indexOf('--outdir');
  const outdir = flag > 0 ? process.argv[flag + 1] : defaultOutdir;
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: { main: entry },
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
    // Values the app's sources read as constants (the page server's built head script).
    define,
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
  console.log(`${name} built to ${outdir}/main.mjs`);
  return outdir;
}
