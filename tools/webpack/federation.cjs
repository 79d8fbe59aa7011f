// One webpack configuration for the shell (host) and every remote, so that what is shared,
// how files are named and how they are compressed cannot drift between teams.
// ARCHITECTURE.md: remotes are found at run time from remotes.json, never baked into the host.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const rootPkg = require('../../package.json');
const { ScriptIntegrityPlugin } = require('./script-integrity.cjs');
const zodJsonSchemaOff = require('./zod-json-schema-off.cjs');
const { zopfliGzip } = require('./zopfli-gzip.cjs');

const zodJsonSchemaOffLoader = path.join(__dirname, 'zod-json-schema-off.cjs');

const root = path.resolve(__dirname, '../..');
// The federation runtime's semver module, which the build replaces with semver-memo.mjs (a test
// checks that the installed runtime still has it where this says).
/** The share key of the react-i18next facade (shared/react-i18next.ts). */
const REACT_I18NEXT_FACADE_KEY = 'react-i18next-hooks';
const RUNTIME_SEMVER_MODULE = /[\\/]runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/;
const libs = [
  'schemas',
  'domain',
  'i18n',
  'api-client',
  'state',
  'ui',
  'payments',
  'analytics',
  'routes',
  'route-table',
  'packages',
  'billing-address',
  'finish-later',
  'page-contract',
];

// One instance in the page, whichever bundle loads first. @join/i18n holds no state (the
// i18next instance is shared), so each app bundles only the part of it that it uses. Everything else is bundled by the
// app that uses it, so a page only pays for what it renders.
function sharedModules(host) {
  const pkg = (name) => ({ singleton: true, requiredVersion: rootPkg.dependencies[name] });
  const workspaceLib = (name) => ({
    singleton: true,
    version: '1.0.0',
    requiredVersion: '^1.0.0',
    import: path.join(root, 'libs', name, 'src/index.ts'),
  });
  return {
    react: pkg('react'),
    'react/jsx-runtime': { singleton: true, requiredVersion: rootPkg.dependencies.react },
    'react-dom': pkg('react-dom'),
    'react-dom/client': { singleton: true, requiredVersion: rootPkg.dependencies['react-dom'] },
    // A facade of the router's used surface, not the whole package (see shared/react-router-dom.ts).
    'react-router-dom': {
      singleton: true,
      import: path.join(__dirname, 'shared/react-router-dom.ts'),
      version: require('react-router-dom/package.json').version,
      requiredVersion: rootPkg.dependencies['react-router-dom'],
    },
    zustand: pkg('zustand'),
    i18next: pkg('i18next'),
    // A facade of the binding's used surface (see shared/react-i18next.ts), under a share key of
    // its own: a remote built before it asks the share scope for 'react-i18next' and Trans.
    'react-i18next': {
      singleton: true,
      shareKey: REACT_I18NEXT_FACADE_KEY,
      import: path.join(__dirname, 'shared/react-i18next.ts'),
      version: require('react-i18next/package.json').version,
      requiredVersion: rootPkg.dependencies['react-i18next'],
    },
    '@join/state': workspaceLib('state'),
    // The whole binding under the package's own key, offered by the shell to such older remotes.
    ...(host
      ? {
          'react-i18next-whole': {
            singleton: true,
            shareKey: 'react-i18next',
            import: path.join(__dirname, 'shared/react-i18next-whole.ts'),
            version: require('react-i18next/package.json').version,
            requiredVersion: rootPkg.dependencies['react-i18next'],
          },
        }
      : {}),
  };
}

/**
 * The commit a build is made from: JOIN_BUILD_COMMIT (a build without git, e.g. from an archive),
 * else the working copy's HEAD; undefined when neither tells.
 */
function buildCommit() {
  const given = process.env.JOIN_BUILD_COMMIT?.trim();
  if (given) return given;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Writes join-release.json beside a remote's mf-manifest.json: the pages it declares and the commit
 * it is built from, which `npm run release` records (a build released later with --from keeps it).
 */
class ReleaseInfoPlugin {
  constructor(routes) {
    this.routes = routes;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const commit = buildCommit();
          const json = `${JSON.stringify({ routes: this.routes, ...(commit ? { commit } : {}) }, null, 2)}\n`;
          compilation.emitAsset('join-release.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * @param {{ name: string, app: string, exposes?: Record<string,string>, host?: boolean, port: number, outputPath?: string, routes?: string[] }} options
 */
function federatedConfig(options) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const production = mode === 'production';
    const appRoot = path.join(root, 'apps', options.app);
    const outputPath =
      (process.env.JOIN_OUTPUT_PATH && path.resolve(root, process.env.JOIN_OUTPUT_PATH)) ||
      options.outputPath ||
      path.join(root, 'dist/apps', options.app);
    return {
      mode,
      context: appRoot,
      // A remote has no page of its own: its only entry is remoteEntry.js, added by federation.
      entry: options.host ? { main: path.join(appRoot, 'src/main.ts') } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // The host lives at a fixed path; a remote's files are found relative to its entry,
        // wherever its team deployed it.
        publicPath: options.host ? '/app/join/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: options.name,
        // The Node build lives in server/ beside the browser build (federatedServerConfig).
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: {
          ...Object.fromEntries(
            libs.map((lib) => [`@join/${lib}$`, path.join(root, 'libs', lib, 'src/index.ts')]),
          ),
          '@join/ui/styles.css$': path.join(root, 'libs/ui/src/styles.css'),
          'react-router-dom$': path.join(__dirname, 'shared/react-router-dom.ts'),
          'react-i18next$': path.join(__dirname, 'shared/react-i18next.ts'),
          'react-i18next-package$': path.join(root, 'node_modules/react-i18next/dist/es/index.js'),
          // react-router 7 names only its development build in its exports; the production build
          // beside it is the same code without the warnings it builds on every render.
          ...(production
            ? { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') }
            : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            // (tools/webpack/shared holds the router facade, compiled like app code)
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          // Workspace libs have no side effects on import, so unused exports (and the data
          // they pull in) are dropped from each bundle.
          { test: /[\\/]libs[\\/].*\.tsx?$/, sideEffects: false },
          // Styles become real stylesheets (parallel download, no script to parse). A remote's own
          // CSS is a stylesheet of its chunks too: its mf-manifest.json names it, so the server-
          // rendered page links it in its head and the remote's screen is styled at first paint
          // (it arrived with the remote's script before, and the landing moved when it did: CLS).
          {
            test: /\.css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : 'style-loader',
              { loader: 'css-loader', options: { importLoaders: 0 } },
            ],
          },
          { test: /\.(svg|png)$/, type: 'asset/resource' },
          // Zod's JSON Schema output is for the server's tools, never a page (about 5 KB gzip).
          { test: zodJsonSchemaOff.test, use: zodJsonSchemaOffLoader },
        ],
      },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          // Lets a team stamp a build so a deploy can be told apart (used by the deploy test).
          'process.env.JOIN_BUILD_LABEL': JSON.stringify(process.env.JOIN_BUILD_LABEL || ''),
        }),
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes,
          remotes: {},
          shared: sharedModules(options.host),
          manifest: true,
          dts: false,
          // One federation runtime in the page: the shell provides it, remotes use it.
          runtimePlugins: options.host ? [path.join(__dirname, 'provide-runtime-core.mjs')] : [],
          // A browser build: the runtime's Node script loading is left out (target 'web').
          experiments: options.host
            ? { optimization: { target: 'web' } }
            : { externalRuntime: true, optimization: { target: 'web' } },
        }),
        // The federation runtime's version comparisons, remembered (see semver-memo.mjs).
        // (Its imports are resolved from its own folder, not the replaced module's.)
        new webpack.NormalModuleReplacementPlugin(RUNTIME_SEMVER_MODULE, (resolveData) => {
          resolveData.createData.resource = path.join(__dirname, 'semver-memo.mjs');
          resolveData.createData.context = __dirname;
        }),
        // A remote's release names the pages of its own it serves beyond the spec's and its commit
        // (tools/release.mjs reads join-release.json beside the manifest; the route table adds the
        // pages once it is live).
        !options.host && new ReleaseInfoPlugin(options.routes ?? []),
        // Chunks load with the integrity the page gives; a remote's build records its files' hashes,
        // the shell's runtime carries its own files' hashes.
        new ScriptIntegrityPlugin({ writeHashes: production && !options.host, ownHashes: options.host }),
        production &&
          new MiniCssExtractPlugin({
            filename: '[name].[contenthash:10].css',
            chunkFilename: '[name].[contenthash:10].css',
          }),
        // index.html serves the development server only; the page server renders the document
        // itself from page-assets.json (apps/page-server/src/document.ts).
        options.host &&
          new HtmlWebpackPlugin({
            template: path.join(appRoot, 'src/index.html'),
            scriptLoading: 'defer',
            inject: 'head',
          }),
        options.host &&
          new HtmlWebpackPlugin({
            filename: 'page-assets.json',
            inject: false,
            minify: false,
            templateContent: ({ htmlWebpackPlugin }) =>
              JSON.stringify({ js: htmlWebpackPlugin.files.js, css: htmlWebpackPlugin.files.css }),
          }),
        production &&
          new CompressionPlugin({
            filename: '[path][base].gz',
            algorithm: zopfliGzip,
            compressionOptions: {},
            test: /\.(js|css|html|json|svg)$/,
            threshold: 1024,
            minRatio: 0.9,
          }),
        production &&
          new CompressionPlugin({
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            test: /\.(js|css|html|json|svg)$/,
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            threshold: 1024,
            minRatio: 0.9,
          }),
      ].filter(Boolean),
      devServer: {
        port: options.port,
        historyApiFallback: options.host ? { index: '/app/join/index.html' } : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        devMiddleware: { publicPath: options.host ? '/app/join/' : '/' },
        proxy: options.host
          ? [{ context: ['/api', '/dev'], target: `http://localhost:${process.env.API_PORT || 4300}` }]
          : undefined,
        hot: false,
        liveReload: true,
      },
    };
  };
}

/**
 * The Node build of an app, published in `server/` beside its browser build: the page server
 * renders the first screen with it. Same sources, same shared singletons, negotiated
 * at run time through Module Federation's Node runtime (@module-federation/node), which loads
 * a remote's server entry and chunks over HTTP, so a remote deployed to a CDN is rendered on
 * the server without the page server being rebuilt. Not minified and no styles: Node only renders HTML.
 * @param {{ name: string, app: string, exposes?: Record<string,string>, host?: boolean, outputPath?: string }} options
 */
function federatedServerConfig(options) {
  return (env = {}, argv = {}) => {
    const browser = federatedConfig(options)(env, argv);
    const appRoot = path.join(root, 'apps', options.app);
    return {
      mode: browser.mode,
      name: `${options.name}-server`,
      context: appRoot,
      target: 'async-node',
      entry: options.host ? { main: path.join(appRoot, 'src/server.ts') } : {},
      devtool: false,
      output: {
        path: path.join(browser.output.path, 'server'),
        // Chunks are found relative to the remote entry's URL (the Node runtime's fallback).
        publicPath: '',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        uniqueName: `${options.name}_server`,
        library: options.host ? { type: 'commonjs2' } : undefined,
        clean: true,
      },
      resolve: browser.resolve,
      module: {
        rules: [
          browser.module.rules[0],
          browser.module.rules[1],
          // Styles are the browser build's business; on the server an import of CSS is empty.
          { test: /\.css$/, use: path.join(__dirname, 'empty-module-loader.cjs') },
          { test: /\.(svg|png)$/, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
      performance: { hints: false },
      plugins: [
        // The same definitions (NODE_ENV, the build label) as the browser build.
        browser.plugins.find((plugin) => plugin instanceof webpack.DefinePlugin),
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes,
          remotes: {},
          shared: sharedModules(options.host),
          library: { type: 'commonjs-module', name: options.name },
          remoteType: 'script',
          manifest: false,
          dts: false,
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        }),
      ],
    };
  };
}

/** An app's builds: the browser build, and its Node build unless a dev server is asked for. */
function appConfigs(options) {
  return (env = {}, argv = {}) => {
    const browser = federatedConfig(options)(env, argv);
    return env.WEBPACK_SERVE ? browser : [browser, federatedServerConfig(options)(env, argv)];
  };
}

module.exports = {
  appConfigs,
  federatedConfig,
  federatedServerConfig,
  sharedModules,
  ReleaseInfoPlugin,
  RUNTIME_SEMVER_MODULE,
};
