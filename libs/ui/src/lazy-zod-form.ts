import { useMemo } from 'react';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { FORM_BEHAVIOUR } from './form-behaviour';

/**
 * useZodForm's behaviour (FORM_BEHAVIOUR: validate on submit, then on change; the shared zod
 * schema as resolver) with the schema, zod and the resolver fetched on demand: `preload()` on the first
 * focus, and at the latest when validation first runs. Keeps a first screen light
 * (ARCHITECTURE.md budget: JavaScript to an interactive /step1; /pro's first step too).
 */
export function useLazySchemaForm<T extends FieldValues>(
  loadSchema: () => Promise<z.ZodType>,
  options: Omit<UseFormProps<T>, 'resolver' | 'mode' | 'reValidateMode' | 'shouldFocusError'>,
): { form: UseFormReturn<T>; preload: () => void } {
  const { resolver, preload } = useMemo(() => {
    let ready: Promise<Resolver<T>> | undefined;
    const load = () =>
      (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
        ([m, schema]) => m.zodResolver(schema as never) as unknown as Resolver<T>,
      ));
    const lazyResolver: Resolver<T> = async (values, context, opts) => (await load())(values, context, opts);
    return { resolver: lazyResolver, preload: () => void load() };
  }, [loadSchema]);
  const form = useForm<T>({ ...FORM_BEHAVIOUR, ...options, resolver });
  return { form, preload };
}
