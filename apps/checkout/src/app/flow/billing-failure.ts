// spec §8 Billing: a billing step whose check got no answer (network, server) reports field
// 'unknown' with text 'unexpected error', and the step shows its general error 'An unexpected
// error occurred. Please try again.'; a mismatch opens the modal instead.
import type { ApiResult } from '@join/api-client';

export interface BillingFieldError {
  field: string;
  text: string;
}

export type BillingCheck =
  { kind: 'ok' } | { kind: 'mismatch' } | { kind: 'error'; errors: BillingFieldError[] };

export function billingCheckOutcome(result: ApiResult<unknown>): BillingCheck {
  if (result.ok) return { kind: 'ok' };
  if (result.kind === 'mismatch') return { kind: 'mismatch' };
  if (result.kind === 'network' || result.kind === 'server')
    return { kind: 'error', errors: [{ field: 'unknown', text: 'unexpected error' }] };
  return {
    kind: 'error',
    errors: (result.fieldErrors ?? []).length
      ? (result.fieldErrors ?? []).map((e) => ({ field: e.field, text: e.text }))
      : [{ field: 'unknown', text: 'unexpected error' }],
  };
}
