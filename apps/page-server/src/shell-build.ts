// The shell's builds as the page server uses them: its browser build's scripts and stylesheets
// (page-assets.json, written by the build) with their integrity, and its Node build, which renders
// the page tree. Each is read again when its file changes, so a new build needs no restart.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { Module } from 'node:module';
import { dirname, join } from 'node:path';
import type { ShellAssets, ShellServerBuild } from '@join/page-contract';

const PUBLIC_BASE = '/app/join/';

/** A script of the shell as the document loads it. */
export interface ShellScript {
  src: string;
  integrity?: string;
}

/** A stylesheet of the page: its text when it can go in the page, else its address. */
// `dataHref` is the key the remote's CSS loading (mini-css-extract) looks for before it adds a sheet:
// its file name, which a root-relative `href` is not.
export type PageStyle =
  { kind: 'inline'; dataHref: string; css: string } | { kind: 'link'; href: string; dataHref?: string };

export interface ShellBrowserBuild {
  scripts: ShellScript[];
  styles: PageStyle[];
}

/**
 * Whether a stylesheet can be put in the page as a <style> element: one that refers to other files
 * (url(), @import) would resolve them against the page instead of itself, and one holding
 * "</style" would end its element.
 */
export function canInline(css: string): boolean {
  return !/url\(|@import|<\/style/i.test(css);
}

function fileOf(root: string, publicPath: string): string | undefined {
  if (!publicPath.startsWith(PUBLIC_BASE) || publicPath.includes('..')) return undefined;
  const file = join(root, publicPath.slice(PUBLIC_BASE.length));
  return existsSync(file) ? file : undefined;
}

/** Reads dist/apps/shell/page-assets.json; undefined when the shell has not been built. */
export function shellBrowserBuild(shellRoot: string): () => ShellBrowserBuild | undefined {
  let cached: { mtimeMs: number; build: ShellBrowserBuild } | undefined;
  return () => {
    const manifest = join(shellRoot, 'page-assets.json');
    if (!existsSync(manifest)) return undefined;
    const { mtimeMs } = statSync(manifest);
    if (cached?.mtimeMs === mtimeMs) return cached.build;
    const assets = JSON.parse(readFileSync(manifest, 'utf8')) as ShellAssets;
    // Subresource Integrity for each script the shell ships (CONTRACTS#trust 1): a changed byte on
    // disk or on a CDN is refused by the browser.
    const scripts = assets.js.map((src) => {
      const file = fileOf(shellRoot, src);
      return file
        ? { src, integrity: `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}` }
        : { src };
    });
    const styles = assets.css.map((href): PageStyle => {
      const file = fileOf(shellRoot, href);
      const css = file ? readFileSync(file, 'utf8') : undefined;
      return css !== undefined && canInline(css)
        ? { kind: 'inline', dataHref: href, css }
        : { kind: 'link', href };
    });
    cached = { mtimeMs, build: { scripts, styles } };
    return cached.build;
  };
}

/** Loads a built CommonJS file afresh (a rebuilt shell replaces the one loaded before). */
function loadBuilt(file: string): unknown {
  const internal = Module as unknown as { _nodeModulePaths(dir: string): string[] };
  const loaded = new Module(file) as Module & { _compile(source: string, filename: string): void };
  loaded.filename = file;
  loaded.paths = internal._nodeModulePaths(dirname(file));
  loaded._compile(readFileSync(file, 'utf8'), file);
  return loaded.exports;
}

/**
 * What a shell build leaves in the process's globals: the Module Federation runtime keeps its
 * instances, share scopes and manifests in `__FEDERATION__` (defined once per process, not
 * deletable) and each remote's loaded container under a global of its own. A rebuilt shell must not
 * find them: it would take the old build's shared modules (React, react-router) as its singletons
 * and the old containers, initialised with them, and render with two Reacts. The containers go and
 * the runtime's state is emptied as its own reset does; a render already running keeps the objects
 * it holds.
 */
function forgetBuildGlobals(before: ReadonlySet<string>): void {
  const global = globalThis as unknown as Record<string, unknown>;
  for (const key of Object.keys(global)) {
    if (before.has(key)) continue;
    const property = Object.getOwnPropertyDescriptor(global, key);
    if (property?.configurable) delete global[key];
  }
  const federation = global.__FEDERATION__ as Record<string, unknown> | undefined;
  if (federation) {
    Object.assign(federation, {
      __GLOBAL_PLUGIN__: [],
      __INSTANCES__: [],
      moduleInfo: {},
      __SHARE__: {},
      __MANIFEST_LOADING__: {},
      __PRELOADED_MAP__: new Map(),
      __PRELOADED_ASSETS__: new Set(),
    });
  }
  const loading = global.__GLOBAL_LOADING_REMOTE_ENTRY__ as Record<string, unknown> | undefined;
  if (loading) for (const key of Object.keys(loading)) delete loading[key];
}

/** The shell's Node build, or undefined when it is missing or broken (the browser renders). */
export function shellServerBuild(shellRoot: string, onError: (err: unknown, file: string) => void) {
  let loaded: { mtimeMs: number; module: ShellServerBuild } | undefined;
  const globalsBefore = new Set(Object.keys(globalThis));
  const current = (): ShellServerBuild | undefined => {
    const file = join(shellRoot, 'server', 'main.js');
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs === mtimeMs) return loaded.module;
    try {
      if (loaded) forgetBuildGlobals(globalsBefore);
      const module = loadBuilt(file) as ShellServerBuild;
      if (typeof module.renderPage !== 'function')
        throw new Error('the shell server build exports no renderPage');
      loaded = { mtimeMs, module };
      return module;
    } catch (err) {
      onError(err, file);
      return undefined;
    }
  };
  return { current, version: () => loaded?.mtimeMs };
}
