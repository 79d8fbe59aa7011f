// Builds the head script (main.ts and what it imports) into the minified text the page server
// inlines in every server-rendered page. The page server's build (apps/page-server/build.mjs)
// runs it once and puts the text in its bundle; run from the sources (Jest), head-script.ts runs
// it on first use.
const { buildSync } = require('esbuild');
const { join } = require('node:path');

/** @param {string} [workspaceRoot] @returns {string} */
function buildHeadScript(workspaceRoot = join(__dirname, '../../../..')) {
  const result = buildSync({
    entryPoints: [join(workspaceRoot, 'apps/page-server/src/head/main.ts')],
    absWorkingDir: workspaceRoot,
    tsconfig: join(workspaceRoot, 'tsconfig.base.json'),
    bundle: true,
    minify: true,
    // The browsers the pages' own scripts are built for (tools/webpack/federation.cjs).
    target: 'es2020',
    format: 'iife',
    platform: 'browser',
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
  });
  const text = result.outputFiles[0].text.trim();
  // Inlined in a <script> element: nothing in it may end the element.
  if (/<\/script/i.test(text)) throw new Error('the head script contains "</script"');
  return text;
}

module.exports = { buildHeadScript };
