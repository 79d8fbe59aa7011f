// tools/webpack/script-integrity.cjs, the shell's part: a production build's runtime loads each of
// its own lazy chunks and stylesheets with the SHA-384 of the file as emitted (after the real
// content hashes and the minifier), so a chunk changed after the build is refused by the browser.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ScriptIntegrityPlugin } = require('./webpack/script-integrity.cjs');

const sha384 = (file: string) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

let dir: string;
let out: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'join-sri-'));
  out = path.join(dir, 'dist');
  const src = path.join(dir, 'src');
  mkdirSync(src);
  writeFileSync(path.join(src, 'main.js'), "import('./later.js');\nimport('./styled.js');\n");
  writeFileSync(path.join(src, 'later.js'), "export const later = 'loaded later';\n");
  writeFileSync(path.join(src, 'styled.js'), "import './styled.css';\nexport const styled = true;\n");
  writeFileSync(path.join(src, 'styled.css'), '.styled { color: rebeccapurple; }\n');
  const compiler = webpack({
    mode: 'production',
    context: src,
    entry: { main: './main.js' },
    devtool: 'source-map',
    output: {
      path: out,
      publicPath: '/app/join/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: 'shell',
    },
    module: {
      rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }],
    },
    plugins: [
      new ScriptIntegrityPlugin({ writeHashes: false, ownHashes: true }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' }),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err || stats?.hasErrors()) reject(err ?? new Error(stats?.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the built entry in a page at /app/join/ and returns the elements its runtime added. */
function runEntry() {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://localhost:4200/app/join/step1',
    runScripts: 'outside-only',
  });
  const main = readdirSync(out).find((file) => /^main\..*\.js$/.test(file)) as string;
  dom.window.eval(readFileSync(path.join(out, main), 'utf8'));
  const scripts = [...dom.window.document.querySelectorAll('script')];
  const links = [...dom.window.document.querySelectorAll('link[rel="stylesheet"]')] as HTMLLinkElement[];
  // Nothing is fetched here: closing the page ends the loader's timers.
  dom.window.close();
  return { scripts, links };
}

const fileOf = (url: string) => path.join(out, new URL(url).pathname.replace('/app/join/', ''));

test('a lazy chunk of the build loads with the SHA-384 of its emitted bytes', () => {
  const { scripts } = runEntry();
  const later = scripts.find((s) => readFileSync(fileOf(s.src), 'utf8').includes('loaded later'));
  expect(later).toBeDefined();
  expect(later?.integrity).toBe(sha384(fileOf(later?.src as string)));
  expect(later?.crossOrigin).toBe('anonymous');
  // Every chunk the runtime starts carries a value, each its own file's.
  for (const script of scripts) expect(script.integrity).toBe(sha384(fileOf(script.src)));
});

test("a lazy chunk's stylesheet loads with the SHA-384 of its emitted bytes", () => {
  const { scripts, links } = runEntry();
  // The stylesheet is asked for with its chunk's script.
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  expect(links).toHaveLength(1);
  expect(links[0].href).toMatch(/\.css$/);
  expect(links[0].integrity).toBe(sha384(fileOf(links[0].href)));
  expect(links[0].crossOrigin).toBe('anonymous');
});
