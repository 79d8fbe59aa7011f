// Turns an HTTP failure into the outcome kinds of spec §8. Navigation stays in the screens.
import { errorBodySchema, type ErrorBody } from '@join/schemas';
import type { ApiFailure, FailureKind } from './outcome';

/** Per-call overrides: e.g. registration calls treat 404 as an expired session (spec §8). */
export type StatusKinds = Partial<Record<number, FailureKind>>;

const INVITE_AUTH_STATUS = 112;

export function readErrorBody(raw: unknown): ErrorBody {
  const parsed = errorBodySchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export function classifyFailure(status: number, raw: unknown, overrides: StatusKinds = {}): ApiFailure {
  const body = readErrorBody(raw);
  const fieldErrors = body.validationErrors;
  const base = { ok: false as const, status, bodyStatus: body.status, fieldErrors, message: body.message };
  // spec §8: a field containing '.duplicate' means a duplicate account, whatever the status.
  if (fieldErrors?.some((e) => e.field.includes('.duplicate'))) return { ...base, kind: 'duplicate' };
  // spec §7/§8: body status 112 or 'auth.fail.message' means the invite token failed.
  if (body.status === INVITE_AUTH_STATUS || body.message === 'auth.fail.message')
    return { ...base, kind: 'inviteAuth' };
  const override = overrides[status];
  if (override) return { ...base, kind: override };
  if (status >= 500) return { ...base, kind: 'server', fieldErrors: undefined };
  if (status === 403) return { ...base, kind: 'expired' };
  if (status === 404) return { ...base, kind: 'notFound' };
  if (status === 409 || status === 429)
    return { ...base, kind: fieldErrors?.length ? 'validation' : 'conflict' };
  if (fieldErrors?.length) return { ...base, kind: 'validation' };
  return { ...base, kind: status >= 400 && status < 500 ? 'validation' : 'server' };
}
