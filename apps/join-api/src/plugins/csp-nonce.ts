// Per-response CSP nonces (CONTRACTS#trust 1). Anything that writes HTML with <script> tags (the
// shell's index.html today, the server renderer later) takes the nonce from here, so the
// header and the page always agree:
//
//   const html = withScriptNonce(template, cspNonce(reply));
//
// The Content-Security-Policy header (security-headers.ts) asks for the same nonce through
// `nonceSource`. A nonce is 128 random bits, made on first use and kept for that one response.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

const nonces = new WeakMap<ServerResponse, string>();

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** The nonce of this response: put it on every <script> the response's HTML contains. */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/** The CSP source expression for the response's nonce (used by the header). */
export function nonceSource(res: ServerResponse): string {
  return `'nonce-${nonceOf(res)}'`;
}

/**
 * Adds `nonce="…"` to every <script> start tag of an HTML document (replacing one already
 * there). Scripts these load are trusted through 'strict-dynamic', so webpack's chunks and
 * the federation runtime's remote entries need no nonce of their own.
 */
export function withScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b([^>]*)>/gi, (_tag, attrs: string) => `<script nonce="${nonce}"${attrs.replace(/\snonce\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')}>`);
}
