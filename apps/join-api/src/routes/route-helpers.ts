// Small helpers so every route declares its request and its responses per status code.
import type { FastifyInstance } from 'fastify';
import { apiHeaders, errorBodySchema } from '@join/schemas';
import { z } from 'zod';

type ErrorSchemas<E extends number> = { [K in E | 500]: typeof errorBodySchema };

/**
 * The success schemas plus the contract's error body for each listed failure status. A 429 comes
 * from the limits on the shared store, which refuse with 503 when they cannot count (fail closed).
 */
export function responses<S extends Record<number, z.ZodType>, E extends number = 400>(
  success: S,
  errors: readonly E[] = [400 as E],
): S & ErrorSchemas<E> {
  const out: Record<number, z.ZodType> = { ...success };
  for (const status of [...errors, ...(errors.includes(429 as E) ? [503] : []), 500])
    out[status] = errorBodySchema;
  return out as S & ErrorSchemas<E>;
}

/**
 * Bodies of this content type are parsed as JSON in the calling plugin's scope, 400 when they are
 * not JSON. Beacons need it: navigator.sendBeacon posts a string as text/plain (a JSON content type
 * would need a CORS preflight), and browsers post CSP reports with their own types.
 */
export function parseAsJson(app: FastifyInstance, contentType: string, bodyLimit?: number) {
  if (app.hasContentTypeParser(contentType)) app.removeContentTypeParser(contentType);
  app.addContentTypeParser(
    contentType,
    { parseAs: 'string', ...(bodyLimit === undefined ? {} : { bodyLimit }) },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body.toString()));
      } catch {
        const error = Object.assign(new Error('Body is not JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        });
        done(error, undefined);
      }
    },
  );
}

/** Headers keep every other header (zod would otherwise strip them from the request). */
export const headers = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);

export const tokenHeader = z.string().trim().min(1).max(300);
export const optionalTokenHeader = tokenHeader.optional();

/** The auth and retry headers, described once for the OpenAPI document (spec §6, §7). */
export const authHeaders = {
  registrationKey: {
    [apiHeaders.registrationKey]: optionalTokenHeader.describe(
      'The registration key returned on create (spec §7).',
    ),
  },
  // A value that is not a token we signed is ignored, not refused: an old link must not stop a sign-up.
  referrerKey: {
    [apiHeaders.referrerKey]: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .describe(
        "The discount link's signed token (spec §3 Discount data); a bare referrer name gives nothing.",
      ),
  },
  inviteToken: {
    [apiHeaders.inviteToken]: optionalTokenHeader.describe("The invited co-parent's token (spec §6)."),
  },
  bearer: {
    authorization: optionalTokenHeader.describe('Bearer token: the credentials token or a login session.'),
  },
  idempotencyKey: {
    [apiHeaders.idempotencyKey]: z
      .string()
      .trim()
      .min(8)
      .max(200)
      .optional()
      .describe(
        'One key per payment attempt: a retry with the same key is answered from the first attempt, never charged twice.',
      ),
  },
};

const isDeclared = <R extends Record<number, z.ZodType>>(
  declared: R,
  status: number,
): status is Extract<keyof R, number> => Object.hasOwn(declared, status);

/**
 * An answer decided before the route saw it (a payment replayed from its idempotency record),
 * checked against the statuses and bodies the route declares: an undeclared status is a bug.
 */
export function declaredAnswer<R extends Record<number, z.ZodType>>(
  declared: R,
  answer: { status: number; body: unknown },
) {
  const { status } = answer;
  if (!isDeclared(declared, status)) throw new Error(`Status ${status} is not declared by this route`);
  const body: z.output<R[typeof status]> = declared[status].parse(answer.body);
  return { status, body };
}
