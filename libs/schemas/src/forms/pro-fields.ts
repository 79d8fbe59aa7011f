// Field rules of the professional sign-up (spec §5 Professional steps, error keys
// signup_{field}_error, signup_onlyNumbers_error, signup_only4_error, signup_dropdown_error,
// signup_max200_error). Text fields report their own signup_{field}_error when empty; selects
// report signup_dropdown_error.
import { z } from 'zod';
import { LIMITS } from '@join/domain';
import { EMAIL_PATTERN, ruled } from './fields';
import { MESSAGES as M, type ProField, proFieldErrorKey } from './messages';

const trim = (v: string) => v.trim();

/** Required text field whose empty message is signup_{field}_error. */
export const proText = (field: ProField) =>
  ruled((v) => (v === '' ? proFieldErrorKey(field) : undefined), trim);

/** Required choice (a select): signup_dropdown_error when nothing is chosen. */
export const proChoice = () => ruled((v) => (v === '' ? M.signup_dropdown_error : undefined), trim);

export const proOptionalText = () => z.string().trim().optional();

export const proEmail = () =>
  ruled((v) => (v === '' || !EMAIL_PATTERN.test(v) ? proFieldErrorKey('email') : undefined), trim);

/** Digits only; empty allowed unless required, then signup_{field}_error. */
export function proDigitsError(value: string, field: ProField, required: boolean): string | undefined {
  if (value === '') return required ? proFieldErrorKey(field) : undefined;
  return /^\d+$/.test(value) ? undefined : M.signup_onlyNumbers_error;
}

/** Security code and its confirmation: required, digits only, exactly 4. */
export function securityCodeError(
  value: string,
  field: 'securityCode' | 'securityCodeConfirm',
): string | undefined {
  const digits = proDigitsError(value, field, true);
  if (digits) return digits;
  return value.length === LIMITS.securityCodeLength ? undefined : M.signup_only4_error;
}

export const proDigits = (field: ProField, required: boolean) =>
  ruled((v) => proDigitsError(v, field, required), trim);

export const trimmedString = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** For cross-field checks that should run even when a single field already failed. */
export const isObjectPayload = (payload: { value: unknown }): boolean =>
  typeof payload.value === 'object' && payload.value !== null;
