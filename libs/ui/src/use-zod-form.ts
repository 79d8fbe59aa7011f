import { useCallback } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FORM_BEHAVIOUR } from './form-behaviour';
import type { SummaryItem } from './error-summary';
import { useErrorText } from './use-translated-error';

/**
 * The one form helper (CONVENTIONS.md Forms): react-hook-form with the shared zod schema as
 * resolver and the GOV.UK behaviour of FORM_BEHAVIOUR (validate on submit, then on change).
 */
export function useZodForm<S extends z.ZodType<any, any>>(
  schema: S,
  options: Omit<
    UseFormProps<z.input<S>, any, z.output<S>>,
    'resolver' | 'mode' | 'reValidateMode' | 'shouldFocusError'
  > = {},
): UseFormReturn<z.input<S>, any, z.output<S>> {
  return useForm<z.input<S>, any, z.output<S>>({
    ...FORM_BEHAVIOUR,
    ...options,
    resolver: zodResolver(schema as any) as any,
  });
}

export interface ServerFieldError {
  field: string;
  text: string;
}

/**
 * The one way server validationErrors reach a form (CONVENTIONS.md): each error whose field the
 * form has is set on it with setError, so server and client errors look the same; the texts of
 * the rest are returned for the error summary. `toField` maps a server field ('address.city')
 * to the form's name, or null.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, any, any>, 'setError'>,
  errors: readonly ServerFieldError[] | undefined,
  toField: (serverField: string) => string | null | undefined,
): string[] {
  const rest: string[] = [];
  for (const error of errors ?? []) {
    const name = toField(error.field);
    if (name) form.setError(name as Path<T>, { type: 'server', message: error.text }, { shouldFocus: false });
    else rest.push(error.text);
  }
  return rest;
}

/** applyServerErrors with a name map and a list of the form's fields (the last part of the
 *  server's dotted field name is tried when the map has no entry). */
export function useServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, any, any>,
  fieldMap: Record<string, Path<T>> = {},
) {
  return useCallback(
    (errors: ServerFieldError[] | undefined, knownFields: readonly string[]) =>
      applyServerErrors(form, errors, (field) => {
        const name = fieldMap[field] ?? field.split('.').pop() ?? field;
        return knownFields.includes(name) ? name : null;
      }),
    [form, fieldMap],
  );
}

function flatten(
  errors: FieldErrors,
  prefix = '',
  out: { name: string; error: { type: string; message?: unknown } }[] = [],
) {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref' || key === 'root') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (
      typeof value === 'object' &&
      'message' in value &&
      typeof (value as { type?: unknown }).type === 'string'
    )
      out.push({ name, error: value as { type: string; message?: unknown } });
    else if (typeof value === 'object') flatten(value as FieldErrors, name, out);
  }
  return out;
}

/** The form's current errors as error-summary links, in the order the fields stand on the page. */
export function useErrorSummaryItems(errors: FieldErrors): SummaryItem[] {
  const errorText = useErrorText();
  const items = flatten(errors)
    .map(({ name, error }) => ({
      name,
      text: errorText({ type: error.type, message: error.message as string | undefined }) ?? '',
    }))
    .filter((item) => item.text);
  return inPageOrder(items);
}

function inPageOrder(items: SummaryItem[]): SummaryItem[] {
  if (typeof document === 'undefined') return items;
  const at = (name: string) => document.getElementsByName(name)[0];
  return [...items].sort((a, b) => {
    const x = at(a.name);
    const y = at(b.name);
    if (!x || !y || x === y) return 0;
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}
