import { useCallback } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * The one form helper (CONVENTIONS.md Forms): react-hook-form with the shared zod schema as
 * resolver. Validation runs on blur first, then on every change once a field was touched, so a
 * visitor is not told off while still typing. On a failed submit focus goes to the first
 * invalid field (react-hook-form's shouldFocusError).
 */
export function useZodForm<S extends z.ZodType<any, any>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, any, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, any, z.output<S>> {
  return useForm<z.input<S>, any, z.output<S>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as any) as any,
  });
}

export interface ServerFieldError {
  field: string;
  text: string;
}

/**
 * Puts the server's validationErrors on the matching fields so they look like client errors
 * (CONVENTIONS.md). Returns the errors that match no field, for an error summary.
 */
export function useServerErrors<T extends FieldValues>(form: UseFormReturn<T, any, any>, fieldMap: Record<string, Path<T>> = {}) {
  return useCallback(
    (errors: ServerFieldError[] | undefined, knownFields: readonly string[]) => {
      const rest: string[] = [];
      let focused = false;
      for (const error of errors ?? []) {
        const name = (fieldMap[error.field] ?? error.field.split('.').pop() ?? error.field) as Path<T>;
        if (knownFields.includes(name)) {
          form.setError(name, { type: 'server', message: error.text }, { shouldFocus: !focused });
          focused = true;
        } else {
          rest.push(error.text);
        }
      }
      return rest;
    },
    [form, fieldMap],
  );
}
