// The error summary of one react-hook-form form: its field errors as links, in page order, any
// messages that belong to no field, focus on every failed submit (CONVENTIONS.md Forms).
import type { FieldErrors } from 'react-hook-form';
import { ErrorSummary } from './error-summary';
import { useErrorSummaryItems } from './use-zod-form';

export interface FormErrorSummaryProps {
  formState: { errors: FieldErrors<any>; submitCount: number };
  messages?: string[];
  title?: string;
}

export function FormErrorSummary({ formState, messages, title }: FormErrorSummaryProps) {
  const items = useErrorSummaryItems(formState.errors);
  return <ErrorSummary title={title} items={items} messages={messages} focusKey={formState.submitCount} />;
}

/** Whether the page title should say there is an error: after a submit, while any remains. */
export function formHasError(
  formState: { errors: FieldErrors<any>; submitCount: number },
  messages: readonly unknown[] = [],
): boolean {
  return messages.length > 0 || (formState.submitCount > 0 && Object.keys(formState.errors).length > 0);
}
