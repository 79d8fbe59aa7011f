// spec §3 Professional user, §7 professional validator and create, and the lookup lists.
import { z } from 'zod';
import { userIdSchema } from './common';

/**
 * POST /api/v2/professional/users/validator?step=1|2|3: the body is that wizard step's fields
 * (spec §7). Field rules are the pro form schemas'; this shape only bounds what may arrive.
 */
const anyField = z.union([z.string().max(500), z.array(z.string().max(100)).max(20), z.null()]);
export const proValidatorQuerySchema = z.object({ step: z.enum(['1', '2', '3']) });
export const proValidatorRequestSchema = z.record(z.string().max(60), anyField);
export type ProValidatorRequest = z.input<typeof proValidatorRequestSchema>;
export const proValidatorResponseSchema = z.object({ valid: z.literal(true) });

/** POST /api/v2/professional/users: the three steps' values mapped into one body. */
export const proCreateRequestSchema = z.record(z.string().max(60), anyField);
export type ProCreateRequest = z.input<typeof proCreateRequestSchema>;

export const proCreateResponseSchema = z.object({
  userId: userIdSchema,
  name: z.object({ firstName: z.string(), lastName: z.string() }),
  title: z.string().nullable(),
  email: z.string(),
  practiceName: z.string(),
  country: z.string(),
  /** Session for the professional's own calls (activation-code purchase). */
  auth: z.string(),
});
export type ProCreateResponse = z.infer<typeof proCreateResponseSchema>;

export const lookupOptionSchema = z.object({ value: z.string(), label: z.string() });
export type LookupOption = z.infer<typeof lookupOptionSchema>;
export const lookupListResponseSchema = z.object({ items: z.array(lookupOptionSchema) });
export type LookupListResponse = z.infer<typeof lookupListResponseSchema>;

export const lookupNameSchema = z.enum([
  'titles',
  'bench-officers',
  'colleagues',
  'countries',
  'country-codes',
  'referrals',
  'professional-roles',
  'parent-referrals',
]);
export type LookupName = z.infer<typeof lookupNameSchema>;
/** The lookups of the professional's first step: the server renders /pro with them in the page
 *  (CONTRACTS#first-screen-from-the-server), so the form is there before any script runs. */
export const PRO_STEP_ONE_LOOKUPS = [
  'titles',
  'country-codes',
  'referrals',
  'bench-officers',
  'colleagues',
] as const satisfies readonly LookupName[];
export { lookupListKey } from './lookup-keys';

export const regionsQuerySchema = z.object({
  countryId: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});
export const timezonesQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  region: z.string().trim().max(10).optional(),
});
