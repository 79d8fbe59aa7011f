// spec §5 Subscription code: trimmed; Apply disabled when empty; invalid when a code was
// entered and the pricing response's paymentCodeDetails does not contain the first entered
// code ('Invalid activation code').
import { z } from 'zod';
import { ruled } from './fields';
import { MESSAGES as M } from './messages';

export const subscriptionCodeSchema = z.object({
  code: ruled(
    (v) => (v === '' ? M.activationCodeRequired : undefined),
    (v) => v.trim(),
  ),
});
export type SubscriptionCodeValues = z.infer<typeof subscriptionCodeSchema>;

export function isApplyCodeDisabled(code: string | null | undefined): boolean {
  return (code ?? '').trim() === '';
}

/** Codes compare trimmed and case-insensitively: people retype them from paper. */
export function isSubscriptionCodeInvalid(
  enteredCodes: readonly string[],
  paymentCodeDetails: readonly { code: string }[] | null | undefined,
): boolean {
  const first = enteredCodes.map((c) => c.trim()).find((c) => c !== '');
  if (!first) return false;
  const wanted = first.toUpperCase();
  return !(paymentCodeDetails ?? []).some((d) => d.code.trim().toUpperCase() === wanted);
}
