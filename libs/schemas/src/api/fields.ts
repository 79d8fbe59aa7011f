// Field rules the server enforces on API bodies: the form schemas' own rules (spec §5), so a
// server answer carries the same message keys as the screen's check.
import { z } from 'zod';
import { emailField, MESSAGES, nameField, optionalPhoneField, phoneField } from '../forms';

export const personNameSchema = nameField();

/** Emails are stored lower-cased: providers ignore case and duplicates are found by email. */
export const emailSchema = emailField().transform((v) => v.toLowerCase());

export const optionalEmailSchema = z
  .union([z.literal(''), emailSchema])
  .nullish()
  .transform((v) => (v ? v : null));

export const phoneNumberSchema = phoneField();

export const optionalPhoneSchema = optionalPhoneField()
  .nullish()
  .transform((v) => (v ? v : null));

export const shortText = (max: number) => z.string().trim().max(max, MESSAGES.required);
