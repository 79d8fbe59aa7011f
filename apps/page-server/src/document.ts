// The whole HTML document of a page, rendered from typed parts (docs/first-screen.md): head,
// stylesheets, preloads, the head script, the CSP nonce and SRI attributes on every script, the
// page tree the shell's Node build streams into #root, the state the browser hydrates with and the
// scripts that start the shell. Nothing here edits HTML after it is written: every element is
// made by `element` from its attributes, and every value is escaped as it goes in.
import { ROUTES_ELEMENT_ID, SERVER_STATE_ID, type PageLanguage, type ServerState } from '@join/page-contract';
import { headScript } from './head-script';
import { paintFirstLoader } from './paint-first';
import type { Preload } from './remote-head';
import type { PageStyle, ShellScript } from './shell-build';

type Attributes = Record<string, string | boolean | undefined>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text or an attribute value as HTML. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** A value as JSON that a <script> element cannot be ended by (nor a line separator break). */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(value as string)}"`))
    .join('');
}

const VOID = new Set(['meta', 'link']);

/** One element; `content` is HTML already made by this module (or a script's or style's own text). */
export function element(tag: string, attrs: Attributes = {}, content = ''): string {
  return VOID.has(tag) ? `<${tag}${attributes(attrs)} />` : `<${tag}${attributes(attrs)}>${content}</${tag}>`;
}

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='11' cy='16' r='9' fill='%230b5f8a'/%3E%3Ccircle cx='21' cy='16' r='9' fill='%23f2a900'/%3E%3C/svg%3E";

export interface DocumentParts {
  lang: PageLanguage;
  nonce: string;
  /** The shell's scripts, in order, with their integrity. */
  scripts: ShellScript[];
  /** The shell's stylesheets, then the route's remote's. */
  styles: PageStyle[];
  /** The route's remote's entry, manifest and screen scripts. */
  preloads: Preload[];
  /** The message for a browser without JavaScript, in the page's language. */
  noScript: string;
  /** #root holds the server's page tree (else the browser renders the page). */
  serverRendered: boolean;
  /** This page's trace span (W3C trace context), which the browser's API calls continue; absent without tracing. */
  traceparent?: string | null;
  /** The released version (and build label) of each remote the page uses, for operators and tests. */
  releases?: Array<{ remote: string; version: string; label?: string; preview?: boolean }>;
  /** The pages the releases the page uses declare (remote name to full paths), for the shell's route table. */
  routes?: Partial<Record<string, readonly string[]>>;
}

function style(part: PageStyle): string {
  return part.kind === 'inline'
    ? element('style', { 'data-href': part.dataHref }, part.css)
    : element('link', { rel: 'stylesheet', href: part.href, 'data-href': part.dataHref });
}

function preload(part: Preload, nonce: string): string {
  return element('link', {
    rel: 'preload',
    href: part.href,
    as: part.as,
    crossorigin: part.crossOrigin,
    integrity: part.integrity,
    nonce: part.as === 'script' ? nonce : undefined,
  });
}

/** The document up to and including the opening of #root. */
export function documentStart(parts: DocumentParts): string {
  const { nonce } = parts;
  const served = parts.serverRendered
    ? [
        // Runs before the first paint: marks a tab the browser renders, and holds what is done before the page is live.
        element('script', { nonce }, headScript()),
        // The shell's scripts download at once, at their low priority, and run after the first paint (paint-first.ts).
        ...parts.scripts.map((s) =>
          element('link', {
            rel: 'preload',
            href: s.src,
            as: 'script',
            fetchpriority: 'low',
            integrity: s.integrity,
            crossorigin: 'anonymous',
            nonce,
          }),
        ),
      ]
    : [
        // Nothing rendered here: the browser asks for the configuration and the manifest at once.
        element('link', { rel: 'preload', href: '/api/config', as: 'fetch', crossorigin: 'anonymous' }),
        element('link', {
          rel: 'preload',
          href: '/app/join/remotes.json',
          as: 'fetch',
          crossorigin: 'anonymous',
        }),
        ...parts.scripts.map((s) =>
          element('script', {
            defer: true,
            src: s.src,
            integrity: s.integrity,
            crossorigin: 'anonymous',
            nonce,
          }),
        ),
      ];
  const head = [
    element('meta', { charset: 'utf-8' }),
    element('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    element('meta', {
      name: 'description',
      content:
        'Sign up for the co-parenting service: create your account, invite your co-parent and choose a plan.',
    }),
    element('meta', { name: 'theme-color', content: '#0b5f8a' }),
    parts.traceparent ? element('meta', { name: 'traceparent', content: parts.traceparent }) : '',
    element('title', {}, 'Join'),
    element('link', { rel: 'icon', href: ICON }),
    ...(parts.releases ?? []).map((r) =>
      element('meta', {
        name: 'join-release',
        content: `${r.remote}@${r.version}`,
        'data-remote': r.remote,
        'data-version': r.version,
        'data-label': r.label,
        'data-preview': r.preview,
      }),
    ),
    parts.routes && Object.keys(parts.routes).length
      ? element(
          'script',
          { id: ROUTES_ELEMENT_ID, type: 'application/json', nonce },
          scriptJson(parts.routes),
        )
      : '',
    ...parts.styles.map(style),
    ...served,
    ...parts.preloads.map((p) => preload(p, nonce)),
  ];
  return `<!doctype html><html lang="${escapeHtml(parts.lang)}"><head>${head.join('')}</head><body><div id="root">`;
}

/** The document after the page tree: the state, the message without JavaScript, the shell's start. */
export function documentEnd(parts: DocumentParts, state?: ServerState): string {
  const { nonce } = parts;
  const tail = [
    '</div>',
    element('noscript', {}, element('p', { class: 'j-noscript' }, escapeHtml(parts.noScript))),
    ...(parts.serverRendered && state
      ? [
          element('script', { id: SERVER_STATE_ID, type: 'application/json', nonce }, scriptJson(state)),
          // Last, after the state the shell reads.
          parts.scripts.length ? element('script', { nonce }, paintFirstLoader(parts.scripts)) : '',
        ]
      : []),
  ];
  return `${tail.join('')}</body></html>`;
}
