// Subresource Integrity for what a build loads at run time (docs/security.md, "Integrity of the
// remotes' scripts"). Two parts:
// - every chunk webpack's runtime loads with a <script> asks the page for that file's SHA-384
//   (`self.__joinScriptIntegrity(url)`, set by the shell from the page server's integrity map) and,
//   when given one, carries it with `crossorigin="anonymous"`: the browser refuses a changed byte;
// - a remote's browser build writes integrity.json beside its mf-manifest.json: each file's
//   SHA-384 when it was built (@join/release-integrity), which the page server hands the browser,
//   so a file changed after the build no longer matches;
// - the shell's build carries its own files' SHA-384 in its runtime (`__webpack_require__.joinSri`),
//   written once the files' bytes are final: its lazy chunks and stylesheets come from the same
//   server as the page, so a map fetched from there would prove nothing. The runtime itself is
//   checked by the page (the page server's SRI on the document's scripts), and it names the
//   other files by content hash, so what it trusts is fixed when it is built.
const path = require('node:path');
const { createHash } = require('node:crypto');
const { writeFileSync } = require('node:fs');
const webpack = require('webpack');

/** The file the build writes its hashes to, relative to its output folder. */
const INTEGRITY_FILE = 'integrity.json';

// Runs inside webpack's script loader, after `script.src` is set (LoadScriptRuntimeModule): the
// build's own value first, else the page's (a remote's file).
const LOOKUP = [
  "var joinIntegrity = typeof __webpack_require__.joinSri === 'function' ? __webpack_require__.joinSri(script.src) : undefined;",
  "if (!joinIntegrity && typeof self.__joinScriptIntegrity === 'function') joinIntegrity = self.__joinScriptIntegrity(script.src);",
  'if (joinIntegrity) {',
  '  script.integrity = joinIntegrity;',
  "  script.crossOrigin = 'anonymous';",
  '}',
].join('\n');

// Runs inside mini-css-extract's stylesheet loader, after `linkTag.href` is set.
const STYLE_LOOKUP = [
  "var joinStyleIntegrity = typeof __webpack_require__.joinSri === 'function' ? __webpack_require__.joinSri(linkTag.href) : undefined;",
  'if (joinStyleIntegrity) {',
  '  linkTag.integrity = joinStyleIntegrity;',
  "  linkTag.crossOrigin = 'anonymous';",
  '}',
].join('\n');

/** Stands in the runtime for the map of the build's files until their bytes are final. */
const OWN_HASHES_PLACEHOLDER = '__JOIN_OWN_FILE_INTEGRITY__';
/** The placeholder as a string literal, however the minifier quoted it. */
const PLACEHOLDER_LITERAL = new RegExp(`(["'\`])${OWN_HASHES_PLACEHOLDER}\\1`);
/** What the build's runtime loads later: scripts and stylesheets. */
const LOADED_LATER = /\.(js|css)$/;

/**
 * `__webpack_require__.joinSri(url)`: the SHA-384 of one of the build's own files, by its address;
 * undefined for any other address (a remote's file, which the page gives values for).
 */
class OwnIntegrityRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('join own file integrity');
  }

  generate() {
    const req = webpack.RuntimeGlobals.require;
    return webpack.Template.asString([
      // Read when first asked: the runtime also runs at build time (modules executed to extract
      // styles), before the map is written.
      `var joinOwnFiles = ${JSON.stringify(OWN_HASHES_PLACEHOLDER)};`,
      `${req}.joinSri = function (url) {`,
      '  try {',
      "    if (typeof joinOwnFiles === 'string') joinOwnFiles = JSON.parse(joinOwnFiles);",
      '    var file = new URL(url, document.baseURI);',
      `    var base = new URL(${webpack.RuntimeGlobals.publicPath}, document.baseURI);`,
      '    if (file.origin !== base.origin || file.pathname.indexOf(base.pathname) !== 0) return undefined;',
      '    var name = file.pathname.slice(base.pathname.length);',
      '    return Object.prototype.hasOwnProperty.call(joinOwnFiles, name) ? joinOwnFiles[name] : undefined;',
      '  } catch (e) {',
      '    return undefined;',
      '  }',
      '};',
    ]);
  }
}

/** Puts the SHA-384 of every script and stylesheet of the build in the runtime chunks that load them. */
function writeOwnHashes(compilation) {
  const assets = compilation.getAssets().filter((asset) => LOADED_LATER.test(asset.name));
  const withMap = [];
  const hashes = {};
  for (const asset of assets) {
    const text = asset.source.source().toString();
    if (PLACEHOLDER_LITERAL.test(text)) withMap.push(asset);
    else hashes[asset.name] = `sha384-${createHash('sha384').update(asset.source.buffer()).digest('base64')}`;
  }
  const literal = JSON.stringify(JSON.stringify(hashes));
  for (const asset of withMap) {
    const text = asset.source.source().toString();
    const found = PLACEHOLDER_LITERAL.exec(text);
    const source = new webpack.sources.ReplaceSource(asset.source);
    source.replace(found.index, found.index + found[0].length - 1, literal);
    compilation.updateAsset(asset.name, source);
  }
}

class ScriptIntegrityPlugin {
  /**
   * @param {{ writeHashes: boolean, ownHashes?: boolean }} options `ownHashes`: the runtime carries the
   *   build's own files' SHA-384 (the shell, whose files nobody else vouches for).
   */
  constructor(options) {
    this.writeHashes = options.writeHashes;
    this.ownHashes = Boolean(options.ownHashes);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ScriptIntegrityPlugin', (compilation) => {
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'ScriptIntegrityPlugin',
        (source) => `${source}\n${LOOKUP}`,
      );
      const MiniCssExtractPlugin = require('mini-css-extract-plugin');
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(
        'ScriptIntegrityPlugin',
        (source, { tag }) => (tag === 'linkTag' ? `${source}\n${STYLE_LOOKUP}` : source),
      );
      if (!this.ownHashes) return;
      compilation.hooks.additionalTreeRuntimeRequirements.tap('ScriptIntegrityPlugin', (chunk, set) => {
        set.add(webpack.RuntimeGlobals.publicPath);
        compilation.addRuntimeModule(chunk, new OwnIntegrityRuntimeModule());
      });
      // After the real content hashes are in the files' names and bytes, before compression.
      compilation.hooks.processAssets.tap(
        { name: 'ScriptIntegrityPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => writeOwnHashes(compilation),
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

module.exports = { ScriptIntegrityPlugin, INTEGRITY_FILE, OWN_HASHES_PLACEHOLDER };
