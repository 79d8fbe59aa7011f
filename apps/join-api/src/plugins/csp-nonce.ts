// Per-response CSP nonces (CONTRACTS#trust 1) for the HTML the API itself sends (the sandbox's
// mailbox and funnel pages); the Content-Security-Policy header (security-headers.ts) asks for the
// same nonce through `nonceSource`. A nonce is 128 random bits, made on first use and kept for that one response.
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
