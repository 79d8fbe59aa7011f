// Small helpers so every route declares its request and its responses per status code.
import { errorBodySchema } from '@join/schemas';
import { z } from 'zod';

type Schemas = Record<number, z.ZodType>;

/** The success schemas plus the contract's error body for each listed failure status. */
export function responses(success: Schemas, errors: number[] = [400]): Schemas {
  const out: Schemas = { ...success };
  for (const status of [...errors, 500]) out[status] = errorBodySchema;
  return out;
}

/** Headers keep every other header (zod would otherwise strip them from the request). */
export const headers = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);

export const tokenHeader = z.string().trim().min(1).max(300);
export const optionalTokenHeader = tokenHeader.optional();
