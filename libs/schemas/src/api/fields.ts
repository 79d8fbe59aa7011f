// Field rules the server enforces on API bodies (spec §5). Messages are i18n keys of the
// `validation` namespace, like the form schemas, so server errors read like client ones.
import { z } from 'zod';

const emoji = /\p{Extended_Pictographic}/u;

/** spec §5: names are trimmed and curly quotes straightened before they are checked. */
export const normaliseName = (value: string): string =>
  value.trim().replace(/[\u2018\u2019\u201B\u2032]/g, "'").replace(/[\u201C\u201D\u201F\u2033]/g, '"');

export const personNameSchema = z
  .string({ error: 'validation:required' })
  .transform(normaliseName)
  .pipe(
    z
      .string()
      .min(1, 'validation:required')
      .max(20, 'validation:nameLength')
      .refine((v) => !emoji.test(v), 'validation:nameEmoji'),
  );

export const emailSchema = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, 'validation:required')
  .max(254, 'validation:email')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation:email')
  .transform((v) => v.toLowerCase());

export const optionalEmailSchema = z
  .union([z.literal(''), emailSchema])
  .nullish()
  .transform((v) => (v ? v : null));

export const phoneNumberSchema = z
  .string({ error: 'validation:required' })
  .trim()
  .regex(/^\d{8,15}$/, 'validation:phoneLength');

export const optionalPhoneSchema = z
  .union([z.literal(''), phoneNumberSchema])
  .nullish()
  .transform((v) => (v ? v : null));

export const shortText = (max: number) => z.string().trim().max(max, 'validation:tooLong');
