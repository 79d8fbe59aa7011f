// CONVENTIONS.md Forms, the GOV.UK pattern: validate on submit, then on every change. An untouched
// empty field is never flagged on blur, so nothing moves under the pointer before the visitor
// asked for a check. Focus on a failed submit goes to the error summary, not to a field.
export const FORM_BEHAVIOUR = {
  mode: 'onSubmit',
  reValidateMode: 'onChange',
  shouldFocusError: false,
} as const;

/** The element id of a form field, from its registered name ('children.0.firstName'), so the
 *  error summary can link to the field without being told its id. */
export function fieldId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
