import { useMemo } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * useZodForm's behaviour (mode onTouched, focus on the first error, the shared zod schema as
 * resolver) with the schema, zod and the resolver fetched on demand: `preload()` on the first
 * focus, and at the latest when validation first runs. Keeps the first screen light
 * (ARCHITECTURE.md budget: JavaScript to an interactive /step1).
 */
export function useLazySchemaForm<T extends FieldValues>(
  loadSchema: () => Promise<z.ZodType>,
  options: Omit<UseFormProps<T>, 'resolver'>,
): { form: UseFormReturn<T>; preload: () => void } {
  const { resolver, preload } = useMemo(() => {
    let ready: Promise<Resolver<T>> | undefined;
    const load = () =>
      (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([m, schema]) => m.zodResolver(schema as never) as unknown as Resolver<T>));
    const lazyResolver: Resolver<T> = async (values, context, opts) => (await load())(values, context, opts);
    return { resolver: lazyResolver, preload: () => void load() };
  }, [loadSchema]);
  const form = useForm<T>({ mode: 'onTouched', shouldFocusError: true, ...options, resolver });
  return { form, preload };
}
