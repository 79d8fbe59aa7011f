// CONVENTIONS.md Data: calls return outcomes, never throw; `kind` names what the screens react to.
import type { ValidationError } from '@join/schemas';

export type FailureKind =
  | 'validation'
  | 'duplicate'
  | 'expired'
  | 'inviteAuth'
  | 'mismatch'
  | 'network'
  | 'server'
  | 'notFound'
  | 'conflict'
  /** 202: accepted but not finished (a payment the server is still checking with the gateway). */
  | 'checking';

export interface ApiFailure {
  ok: false;
  kind: FailureKind;
  /** HTTP status, absent for network failures. */
  status?: number;
  /** The legacy body status (111 new-link failure, 112 invite auth failure). */
  bodyStatus?: number;
  /** The server's validationErrors: `key` as sent, `text` its words in the page's language. */
  fieldErrors?: (ValidationError & { key?: string })[];
  message?: string;
  /** Seconds the server asks to wait before trying again (Retry-After of a 429 or 503). */
  retryAfter?: number;
}

export interface ApiSuccess<T> {
  ok: true;
  data: T;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
