// spec §8 payment errors: a duplicate parent goes to /duplicate with name and email; a lost
// session resets and goes to /step1; other validationErrors show as text joined by commas; any
// other failure shows the generic payment error. Invite payments: 403 or 112 reset and go to
// /invite/request; a duplicate goes to /duplicate; otherwise 'Something went wrong...'.
// spec §2: a package that does not suit the billing or phone country, found only at Pay (the
// server holds the rule there too), opens the same mismatch modal as the pricing call does.
import type { ApiFailure } from '@join/api-client';
import { ROUTES } from '@join/routes';

export type PayFailureAction =
  | { kind: 'duplicate' }
  | { kind: 'restart'; to: typeof ROUTES.step1 | typeof ROUTES.inviteRequest }
  /** The provider refused the payment method: its nonce is spent, so the visitor picks again.
   *  `reason`: the server's message keys, which say why (spec §7 GB 3-D Secure not passed). */
  | { kind: 'declined'; message: string; reason: string }
  /** The server is still checking the payment with the gateway: Pay again retries the same attempt. */
  | { kind: 'checking' }
  /** Too many declined cards on this sign-up, address or device: wait `minutes` (null: unknown). */
  | { kind: 'coolDown'; minutes: number | null }
  /** Card payments are paused product-wide (declines spiked); nothing was charged. */
  | { kind: 'paused' }
  | { kind: 'mismatch' }
  | { kind: 'message'; message: string | null };

/** The server's message for a package that does not suit the billing or phone country. */
export const MISMATCH = 'package.country.mismatch';

export function payFailureAction(failure: ApiFailure, invite: boolean): PayFailureAction {
  if (failure.kind === 'duplicate') return { kind: 'duplicate' };
  if (failure.kind === 'checking') return { kind: 'checking' };
  if (failure.message === 'payment.declines.limited')
    return { kind: 'coolDown', minutes: failure.retryAfter ? Math.ceil(failure.retryAfter / 60) : null };
  if (failure.message === 'payment.paused') return { kind: 'paused' };
  if (failure.kind === 'mismatch' || failure.message === MISMATCH) return { kind: 'mismatch' };
  if (invite) {
    if (
      failure.kind === 'inviteAuth' ||
      failure.status === 403 ||
      failure.bodyStatus === 112 ||
      failure.bodyStatus === 403
    )
      return { kind: 'restart', to: ROUTES.inviteRequest };
  } else if (failure.kind === 'expired' || failure.kind === 'notFound') {
    return { kind: 'restart', to: ROUTES.step1 };
  }
  const texts = (failure.fieldErrors ?? []).map((e) => e.text).filter(Boolean);
  if (texts.length) {
    const message = texts.join(', ');
    // The gateway's refusal names the payment itself ('payment', 'payment.nonce'); other payment
    // fields (a changed amount) are shown but do not spend the method.
    const paymentField = (failure.fieldErrors ?? []).some(
      (e) => e.field === 'payment' || e.field === 'payment.nonce',
    );
    const reason = (failure.fieldErrors ?? []).map((e) => e.key ?? e.text).join(',');
    return paymentField ? { kind: 'declined', message, reason } : { kind: 'message', message };
  }
  // null: the screen shows its generic text (different wording for parents and invitees).
  return { kind: 'message', message: null };
}
