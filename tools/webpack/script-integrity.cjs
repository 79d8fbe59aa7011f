// Subresource Integrity for what a build loads at run time (docs/security.md, "Integrity of the
// remotes' scripts"). Two parts:
// - every chunk webpack's runtime loads with a <script> asks the page for that file's SHA-384
//   (`self.__joinScriptIntegrity(url)`, set by the shell from the page server's integrity map) and,
//   when given one, carries it with `crossorigin="anonymous"`: the browser refuses a changed byte;
// - a remote's browser build writes integrity.json beside its mf-manifest.json: each file's
//   SHA-384 when it was built (@join/release-integrity), which the page server hands the browser,
//   so a file changed after the build no longer matches.
const path = require('node:path');
const { writeFileSync } = require('node:fs');
const webpack = require('webpack');

/** The file the build writes its hashes to, relative to its output folder. */
const INTEGRITY_FILE = 'integrity.json';

// Runs inside webpack's script loader, after `script.src` is set (LoadScriptRuntimeModule).
const LOOKUP = [
  "var joinIntegrity = typeof self.__joinScriptIntegrity === 'function' ? self.__joinScriptIntegrity(script.src) : undefined;",
  'if (joinIntegrity) {',
  '  script.integrity = joinIntegrity;',
  "  script.crossOrigin = 'anonymous';",
  '}',
].join('\n');

class ScriptIntegrityPlugin {
  /** @param {{ writeHashes: boolean }} options */
  constructor(options) {
    this.writeHashes = options.writeHashes;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ScriptIntegrityPlugin', (compilation) => {
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'ScriptIntegrityPlugin',
        (source) => `${source}\n${LOOKUP}`,
      );
    });
    if (!this.writeHashes) return;
    compiler.hooks.afterEmit.tap('ScriptIntegrityPlugin', (compilation) => {
      // The workspace lib is TypeScript; tsx loads it here as Jest and the bundles do elsewhere.
      const { hashBuildFiles } = require('tsx/cjs/api').require(
        '../../libs/release-integrity/src/index.ts',
        __filename,
      );
      const out = compilation.outputOptions.path;
      const hashes = Object.fromEntries(
        Object.entries(hashBuildFiles(out)).filter(
          ([file]) => file !== INTEGRITY_FILE && !file.startsWith('server/'),
        ),
      );
      writeFileSync(path.join(out, INTEGRITY_FILE), `${JSON.stringify(hashes, null, 1)}\n`);
    });
  }
}

module.exports = { ScriptIntegrityPlugin, INTEGRITY_FILE };
