// What the logs may hold (CONVENTIONS.md Server, CONTRACTS#trust 3): never a password, token, card
// number or full email, query strings included. Three layers: the request is logged by path
// only; known secret fields are redacted by pino; and any email left in a logged string (an
// SMTP error quoting its recipient, a driver message) is masked before the line is written.
import type { LoggerOptions } from 'pino';

/** Redacted wherever they appear: secret headers, bodies, driver detail and parameters, recipients. */
export const REDACT = [
  'req.headers.authorization',
  'req.headers["x-registration-key"]',
  'req.headers["x-invite-token"]',
  'req.headers["x-referrer-key"]',
  'req.headers.cookie',
  'req.body',
  'res.body',
  'body',
  '*.body',
  'err.detail',
  'err.cause.detail',
  'err.params',
  'err.parameters',
  'err.cause.params',
  'err.cause.parameters',
  'err.rejected',
  'err.accepted',
  'err.envelope',
  'err.response',
  'err.recipients',
  '*.password',
  '*.email',
  '*.token',
  '*.inviteToken',
  '*.credentialsToken',
  '*.nonce',
  '*.number',
  '*.cvv',
];

/** The request as logged: its path only. Query strings can carry tokens and emails. */
export function logRequest(request: { method: string; url: string }) {
  return {
    method: request.method,
    url: request.url.split(/[?#]/)[0],
    ...(request.url.includes('?') ? { query: '[redacted]' } : {}),
  };
}

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/** 'ann.lee@example.com' -> 'a***@example.com' inside any text. */
export const maskEmailsIn = (text: string) => text.replace(EMAIL, '$1***@$2');

export function privateLogger(
  level: string,
  stream?: { write(line: string): void },
): LoggerOptions & { stream?: { write(line: string): void } } {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: { req: logRequest },
    // The finished line, message and every field included, just before it is written.
    hooks: { streamWrite: (line: string) => (line.includes('@') ? maskEmailsIn(line) : line) },
    ...(stream ? { stream } : {}),
  };
}
