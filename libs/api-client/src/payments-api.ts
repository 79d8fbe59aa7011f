// spec §7 client token, register and pay, invite payment; the sandbox's tokenize calls.
import {
  apiHeaders,
  apiPaths,
  clientTokenResponseSchema,
  payResponseSchema,
  sandboxAuthorizeResponseSchema,
  sandboxThreeDSecureResponseSchema,
  sandboxTokenizeResponseSchema,
  type InvitePayRequest,
  type RegisterAndPayRequest,
} from '@join/schemas';
import { request } from './http';
import { sessionKinds } from './registration-api';

export function getClientToken(country: string) {
  return request(apiPaths.clientToken, { query: { country }, schema: clientTokenResponseSchema });
}

/** Posts the sandbox card form's fields; answers a nonce, last four and card type. */
export function sandboxTokenizeCard(card: {
  number: string;
  expirationDate: string;
  cvv: string;
  cardholderName?: string;
  postalCode?: string;
}) {
  return request(apiPaths.sandboxTokenize, {
    method: 'POST',
    body: card,
    schema: sandboxTokenizeResponseSchema,
  });
}

export function sandboxAuthorize(body: {
  method: 'PAYPAL' | 'VENMO' | 'APPLE_PAY' | 'GOOGLE_PAY';
  outcome?: 'approve' | 'decline';
}) {
  return request(apiPaths.sandboxAuthorize, { method: 'POST', body, schema: sandboxAuthorizeResponseSchema });
}

/** Spec §7 (GB, UKPayment): the sandbox's 3-D Secure lookup (no `challenge`), or the answer to its challenge. */
export function sandboxThreeDSecure(body: { nonce: string; amount: number; challenge?: 'approve' | 'fail' }) {
  return request(apiPaths.sandboxThreeDSecure, {
    method: 'POST',
    body,
    schema: sandboxThreeDSecureResponseSchema,
  });
}

/**
 * One key per payment attempt: the same nonce (a double click, a retry after a dropped
 * connection) gives the same key, so the server charges once; a new card gives a new nonce.
 */
export function paymentIdempotencyKey(
  scope: string,
  nonce: string | null | undefined,
  packageId: number,
): string {
  const raw = `${scope}:${packageId}:${nonce ?? 'no-nonce'}`;
  return raw.replace(/[^A-Za-z0-9:_-]/g, '_').slice(0, 200);
}

export interface PayOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export function registerAndPay(
  signupId: string,
  registrationKey: string,
  body: RegisterAndPayRequest,
  opts: PayOptions = {},
) {
  const key =
    opts.idempotencyKey ?? paymentIdempotencyKey(signupId, body.payment.nonce, body.order.packageId);
  return request(apiPaths.registrationPay(signupId), {
    method: 'POST',
    body,
    headers: { [apiHeaders.registrationKey]: registrationKey, [apiHeaders.idempotencyKey]: key },
    schema: payResponseSchema,
    statusKinds: sessionKinds,
    signal: opts.signal,
  });
}

/** spec §8 invite payment: 403 and body status 112 both mean the invite failed (inviteAuth). */
export function payInvite(
  userId: string,
  inviteToken: string,
  body: InvitePayRequest,
  opts: PayOptions = {},
) {
  const key =
    opts.idempotencyKey ??
    paymentIdempotencyKey(`invite-${userId}`, body.payment.nonce, body.order.packageId);
  return request(apiPaths.invitePay(userId), {
    method: 'POST',
    body,
    headers: { [apiHeaders.inviteToken]: inviteToken, [apiHeaders.idempotencyKey]: key },
    schema: payResponseSchema,
    statusKinds: { 403: 'inviteAuth' },
    signal: opts.signal,
  });
}
