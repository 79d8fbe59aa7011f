// Per-response CSP nonces (CONTRACTS#trust 1): an HTML answer puts this response's nonce on each of
// its scripts and the Content-Security-Policy header names the same one. 128 random bits, made on
// first use and kept for that one response.
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

/** The nonce of this response, for every script of its document. */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/** The CSP source expression for the response's nonce (used by the header). */
export function nonceSource(res: ServerResponse): string {
  return `'nonce-${nonceOf(res)}'`;
}
