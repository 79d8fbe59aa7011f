// Shapes shared by many calls of spec §7: errors, money, addresses, ids.
import { z } from 'zod';

/** spec §7/§8: servers answer bad input with `validationErrors [{field, text}]`. */
export const validationErrorSchema = z.object({ field: z.string(), text: z.string() });
export type ValidationError = z.infer<typeof validationErrorSchema>;

/**
 * Every non-2xx body (docs/CONTRACTS.md). `status` is the legacy body status the spec's
 * client reacts to (111 new-link failure, 112 invite auth failure, 403, 404, 409).
 */
export const errorBodySchema = z.object({
  status: z.number().int().optional(),
  message: z.string().optional(),
  validationErrors: z.array(validationErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okBodySchema = z.object({ ok: z.literal(true) });
export type OkBody = z.infer<typeof okBodySchema>;

export const countryIsoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'validation:signup_country_error')
  .transform((c) => c.toUpperCase());

/** Calling code with or without the plus sign ('+1', '1', '44'). */
export const callingCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'validation:countryCodeInvalid');

export const phoneDigitsSchema = z
  .string()
  .trim()
  .regex(/^\d{8,15}$/, 'validation:phoneLength');

export const idSchema = z.string().trim().min(1).max(100);
export const userIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation:required');

/** spec §7 pricing request `address` and §3 Address (type PRIMARY). */
export const addressSchema = z.object({
  line1: z.string().trim().max(50).nullish(),
  line2: z.string().trim().max(50).nullish(),
  city: z.string().trim().max(30).nullish(),
  region: z.string().trim().max(60).nullish(),
  postalCode: z.string().trim().max(30).nullish(),
  country: z.string().trim().max(3).nullish(),
  type: z.literal('PRIMARY').optional(),
});
export type Address = z.infer<typeof addressSchema>;

export const currencyCodeSchema = z.enum(['USD', 'CAD', 'GBP', 'AUD', 'NZD', 'MXN']);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;

export const paymentTypeSchema = z.enum([
  'CREDIT_CARD',
  'PAYPAL',
  'VENMO',
  'APPLE_PAY',
  'GOOGLE_PAY',
  'ACTIVATION_CODE',
]);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const localeSchema = z.enum(['en_US', 'es_MX', 'en_GB', 'en_AU', 'en_NZ', 'en_CA']);
export type Locale = z.infer<typeof localeSchema>;
