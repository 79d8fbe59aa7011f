// What the page server asks of the shell's Node build and what the page carries for the browser.
import type { PageLanguage } from './language';

export interface ListOption {
  value: string;
  label: string;
}

/** Remote name to a value (the remotes the route table knows: parentSignup, checkout, invite, proSignup). */
export type ByRemote<T> = Partial<Record<string, T>>;

export interface RenderPageInput<Config = unknown> {
  /** The request's path and query, e.g. `/app/join/step1?discount=1`. */
  url: string;
  lang: PageLanguage;
  config: Config;
  /** Remote name to the absolute URL of its Node build's remoteEntry.js (remotes manifest). */
  serverEntries: ByRemote<string>;
  /** How long the route's remote may take to load before the browser is left to render it. */
  remoteTimeoutMs: number;
  /** After this long, what is still loading is left to the browser (the stream ends). */
  renderTimeoutMs: number;
  /** The CSP nonce for React's inline scripts. */
  nonce?: string;
  /** Lists the first screen shows (by `lookupListKey`), which the page carries for the browser too. */
  lists?: Record<string, ListOption[]>;
  /**
   * The pages each remote's live release declares (full paths, remote name to paths), which the
   * route table adds to the spec's (@join/route-table composeRouteTable); absent: the spec's alone.
   */
  routes?: ByRemote<readonly string[]>;
  /** Failures are reported here; none of them stops the page. */
  onError: (message: string, error: unknown) => void;
}

export type RenderPageResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'html';
      status: 200 | 404;
      /** The route's remote, when the page belongs to one. */
      remote?: string;
      /** False when the remote could not be rendered here (the browser renders it). */
      remoteRendered: boolean;
      /** Pipes the HTML of #root into the destination; resolves when it has all been written. */
      pipe: (destination: NodeJS.WritableStream) => Promise<void>;
      /** The texts the render used, by namespace, for the browser to hydrate with. */
      texts: () => Record<string, Record<string, unknown>>;
    };

export interface WarmRemotesInput {
  serverEntries: ByRemote<string>;
  onError: (message: string, error: unknown) => void;
}

/** The exports of the shell's Node build (dist/apps/shell/server/main.js). */
export interface ShellServerBuild {
  renderPage: (input: RenderPageInput) => Promise<RenderPageResult>;
  warmRemotes?: (input: WarmRemotesInput) => Promise<ByRemote<number>>;
}

/** The JSON the page carries in `<script id="join-ssr">` beside the HTML it rendered. */
export interface ServerState<Config = unknown> {
  lang: PageLanguage;
  config: Config;
  /** Remote name to its browser build's mf-manifest.json. */
  remotes: Record<string, string>;
  texts: Record<string, Record<string, unknown>>;
  remoteRendered: boolean;
  lists?: Record<string, ListOption[]>;
}

/**
 * The shell's browser build as the page loads it (dist/apps/shell/page-assets.json, written by
 * the build): its scripts in order and its stylesheets, as public paths.
 */
export interface ShellAssets {
  js: string[];
  css: string[];
}
