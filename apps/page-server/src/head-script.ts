// The head script of a server-rendered page (docs/first-screen.md, "The head script"), inline
// before the first paint. Its code is src/head/ (main.ts), built on its own by
// head/build-head-script.cjs: the page server's bundle carries the built text (build.mjs defines
// __JOIN_HEAD_SCRIPT__); run from the sources (Jest), it is built on first use.
declare const __JOIN_HEAD_SCRIPT__: string | undefined;

let built: string | undefined = typeof __JOIN_HEAD_SCRIPT__ === 'string' ? __JOIN_HEAD_SCRIPT__ : undefined;

/** The head script's text: the same for every page (it reads the rendered language from <html lang>). */
export function headScript(): string {
  if (built === undefined) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when the sources run unbundled, so the bundle never loads esbuild
    const { buildHeadScript } = require('./head/build-head-script.cjs') as { buildHeadScript: () => string };
    built = buildHeadScript();
  }
  return built;
}
