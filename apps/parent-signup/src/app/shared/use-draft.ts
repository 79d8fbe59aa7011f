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
    return () => subscription.unsubscribe();
  }, [form, key]);
}
