import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { saveDraft, type RegistrationDrafts } from '@join/state';

/**
 * Copies every change of a form into the registration store's drafts (persisted per tab), so
 * a reload or a failed call never loses what the visitor typed.
 */
export function useDraft<T extends FieldValues>(form: UseFormReturn<T, any, any>, key: 'step1' | 'step2') {
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(key, values as RegistrationDrafts[typeof key]));
    // What was typed into the server-rendered form before the page was hydrated is in the form
    // (react-hook-form reads the fields when they register) but fired no change seen here.
    const now = form.getValues() as Record<string, unknown>;
    const defaults = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
    if (
      Object.entries(now).some(
        ([name, value]) => typeof value === 'string' && value !== '' && value !== defaults[name],
      )
    )
      saveDraft(key, now as RegistrationDrafts[typeof key]);
    return () => subscription.unsubscribe();
  }, [form, key]);
}
