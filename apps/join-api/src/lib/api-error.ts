// Errors a handler throws to answer 4xx in the contract's shape (docs/CONTRACTS.md Errors).
import type { ValidationError } from '@join/schemas';

export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly body: { status?: number; message?: string; validationErrors?: ValidationError[] },
    /** Seconds for a Retry-After header (429). */
    readonly retryAfter?: number,
  ) {
    super(body.message ?? `HTTP ${httpStatus}`);
  }
}

export const badRequest = (validationErrors: ValidationError[], message = 'validation.failed') =>
  new ApiError(400, { status: 400, message, validationErrors });
export const notFound = (message: string) => new ApiError(404, { status: 404, message });
export const forbidden = (message: string) => new ApiError(403, { status: 403, message });
export const conflict = (message: string, validationErrors?: ValidationError[]) =>
  new ApiError(409, { status: 409, message, validationErrors });
export const unauthorized = (message = 'auth.fail.message') => new ApiError(401, { status: 401, message });
/** spec §7: an invite token that fails answers status 112 and 'auth.fail.message'. */
export const inviteAuthFailed = () => new ApiError(401, { status: 112, message: 'auth.fail.message' });
/** CONTRACTS#trust 4: the screens show the translated `common:rateLimited` from validationErrors. */
export const tooManyRequests = (retryAfterSeconds = 60) =>
  new ApiError(
    429,
    {
      status: 429,
      message: 'rate.limited',
      validationErrors: [{ field: 'form', text: 'common:rateLimited' }],
    },
    retryAfterSeconds,
  );
