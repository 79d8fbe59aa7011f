// Field rules used by several forms (spec §5 Parent step 1, Co-parent, Children, Billing).
// Each rule reports at most one message per field, the first that applies, so a screen never
// has to choose between 'required' and 'invalid' for the same empty box.
import { z } from 'zod';
import { LIMITS, containsEmoji, normaliseName } from '@join/domain';
import { MESSAGES as M } from './messages';

/** 'Basic address pattern' of spec §5: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared trimmed and case-insensitively: mail providers ignore case. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = (a ?? '').trim().toLowerCase();
  const y = (b ?? '').trim().toLowerCase();
  return x !== '' && x === y;
}

/** Separators people type in phone numbers; anything else left over is not a digit. */
export function stripPhoneSeparators(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/**
 * CONTRACTS#trust 6: control characters (C0, C1, DEL) and invisible format characters (zero-width
 * spaces, direction overrides, the BOM) have no place in a name, address, email or username;
 * the database refuses NUL outright. Tab and line breaks count too: no field is multi-line.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
export function hasHiddenCharacters(value: string): boolean {
  return HIDDEN.test(value);
}

/** A string schema whose single rule returns a message key, or undefined when valid. */
export function ruled(rule: (value: string) => string | undefined, normalise?: (value: string) => string) {
  const base = z.string({ error: M.required });
  const normalised = normalise ? base.overwrite(normalise) : base;
  return normalised.superRefine((value, ctx) => {
    const message = hasHiddenCharacters(value) ? M.hiddenCharacters : rule(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });
}

export function nameError(value: string): string | undefined {
  if (value.length < LIMITS.nameMin) return M.required;
  if (value.length > LIMITS.nameMax) return M.nameLength;
  if (containsEmoji(value)) return M.nameEmoji;
  return undefined;
}

export function emailError(value: string): string | undefined {
  if (value === '') return M.required;
  return EMAIL_PATTERN.test(value) ? undefined : M.emailInvalid;
}

/** Optional phone: empty passes; otherwise digits only and 8 to 15 of them. */
export function phoneFormatError(value: string): string | undefined {
  if (value === '') return undefined;
  if (!/^\d+$/.test(value)) return M.digitsOnly;
  if (value.length < LIMITS.phoneDigitsMin || value.length > LIMITS.phoneDigitsMax) return M.phoneLength;
  return undefined;
}

export function phoneError(value: string): string | undefined {
  return value === '' ? M.required : phoneFormatError(value);
}

/** Required name: trimmed, curly quotes straightened, 1 to 20 characters, no emoji. */
export const nameField = () => ruled(nameError, normaliseName);

/** Required email, trimmed, basic pattern. */
export const emailField = () => ruled(emailError, (v) => v.trim());

/** Required phone number: separators removed, 8 to 15 digits. */
export const phoneField = () => ruled(phoneError, stripPhoneSeparators);

/** Optional phone number (may be empty): separators removed, 8 to 15 digits when given. */
export const optionalPhoneField = () => ruled(phoneFormatError, stripPhoneSeparators);

/** '+1', '+44': a plus and one to four digits. */
export const countryCodeField = () =>
  ruled(
    (v) => (v === '' ? M.required : /^\+\d{1,4}$/.test(v) ? undefined : M.countryCodeInvalid),
    (v) => v.trim(),
  );

/** Any required text, trimmed. */
export const requiredText = (message: string = M.required) =>
  ruled(
    (v) => (v === '' ? message : undefined),
    (v) => v.trim(),
  );

/** Optional text, trimmed, empty allowed. */
export const optionalText = () => z.string().trim().optional();
