// spec §4 Parent flow and §8 error catalogue: what a failed registration call does.
// - 403/404, expired session or key error: reset state and return to /step1;
// - a '.duplicate' validation error: /duplicate, carrying name and email;
// - other validation errors: shown on their fields (or as a list when no field matches);
// - anything else: the generic error toast, nothing typed is cleared.
import type { ApiFailure } from '@join/api-client';
import type { ValidationError } from '@join/schemas';

export type FailureAction =
  | { kind: 'expired' }
  | { kind: 'duplicate' }
  | { kind: 'fields'; errors: ValidationError[] }
  | { kind: 'generic' };

export function failureAction(failure: ApiFailure): FailureAction {
  if (failure.kind === 'expired' || failure.kind === 'notFound') return { kind: 'expired' };
  if (failure.kind === 'duplicate') return { kind: 'duplicate' };
  if (failure.fieldErrors?.length) return { kind: 'fields', errors: failure.fieldErrors };
  return { kind: 'generic' };
}

/** Splits server errors into those a form field can show and the rest (for a list). */
export function splitFieldErrors(errors: ValidationError[], toField: (serverField: string) => string | null) {
  const onFields: { name: string; text: string }[] = [];
  const rest: string[] = [];
  for (const error of errors) {
    const name = toField(error.field);
    if (name) onFields.push({ name, text: error.text });
    else rest.push(error.text);
  }
  return { onFields, rest };
}

/** Server texts are words; a text that is still a message key ('validation:required') is
 *  translated like a client error instead of being shown as it is. */
export function serverErrorType(text: string): 'server' | 'validate' {
  return /^[a-z]+:[A-Za-z_]+$/.test(text) ? 'validate' : 'server';
}
