// CONTRACTS#money-under-faults, step 2 of a payment (README.md): charge, once, with a time limit,
// for a payment whose lease this copy holds. A decline or a refusal ends it unpaid and releases
// the key; an answer that never came (time limit, reset, 5xx, a dead process) leaves it 'unknown'
// with its key kept, to be settled by order id (settle.ts).
import { PAYMENT_REFUSAL_KEYS } from '@join/schemas';
import { declineMessage } from '../../gateway/decline-messages';
import type { NonceDetails } from '../../gateway/gateway';
import { GatewayTimeout, threeDSecurePassed } from '../../gateway/gateway';
import { ApiError } from '../../lib/api-error';
import type { PaymentRow } from '../../repositories/payments-repo';
import { chargePlanOf, type ChargePlan } from './plan';
import { complete, endUnpaid, settle } from './settle';
import { declined } from './subscription-price';
import { checkingResponse, type PaymentDeps, type StoredResponse } from './types';

/**
 * spec §7 "for GB an extra server-side step exists" (flag UKPayment): Strong Customer
 * Authentication. With UKPayment on Treatment, a card charge in the GB market needs a nonce that
 * passed 3-D Secure 2; other markets, other methods and Control are unchanged. What the nonce is
 * (a card or a wallet) and where its card was issued are the gateway's facts about the nonce,
 * never the request's `paymentType`: a card issued outside the UK is out of scope of SCA, and a
 * card whose issuer the gateway does not know is treated as a UK one.
 */
export function needsThreeDSecure(
  rule: { ukPayment: boolean },
  payment: { market: string; amountMinor: number; nonce: string | null },
  nonce: Pick<NonceDetails, 'paymentType' | 'cardCountry'> | null,
): boolean {
  if (!rule.ukPayment || payment.market.toUpperCase() !== 'GB' || payment.amountMinor <= 0 || !payment.nonce)
    return false;
  // A nonce the gateway does not know is refused at the sale anyway; without 3-D Secure it is never charged.
  if (!nonce) return true;
  return nonce.paymentType === 'CREDIT_CARD' && (nonce.cardCountry === null || nonce.cardCountry === 'GB');
}

/** Calls the gateway once for this payment (whose lease we hold) and acts on what it says. */
export async function charge(deps: PaymentDeps, payment: PaymentRow): Promise<StoredResponse> {
  const { repos, gateway, settings } = deps;
  if (payment.amount_minor === 0 || !payment.nonce) {
    // Activation codes cover it all: nothing to charge.
    return complete(deps, payment, {
      gatewayTransactionId: null,
      paymentType: 'ACTIVATION_CODE',
      cardLastFour: null,
      cardType: null,
    });
  }
  const plan = chargePlanOf(payment);
  const threeDSecureRequired = await threeDSecureGate(deps, payment, payment.nonce, plan);
  await repos.payments.countAttempt(payment.id);
  let result;
  try {
    result = await gateway.charge({
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      nonce: payment.nonce,
      orderId: payment.id,
      storeInVault: true,
      ...plan.charge,
      threeDSecureRequired,
    });
  } catch (error) {
    const timedOut = error instanceof GatewayTimeout;
    // No answer: the charge may or may not have happened. A timeout may still land, so the
    // gateway is asked only after a grace period; an answered failure (5xx) is asked at once.
    await repos.payments.markUnknown(
      payment.id,
      String((error as Error).message),
      timedOut ? settings.unknownGraceMs : 0,
    );
    deps.log.warn(
      { err: error, paymentId: payment.id },
      'payment outcome unknown; it will be settled by order id',
    );
    if (timedOut) return checkingResponse();
    const mine = await repos.payments.takeOver(payment.id, settings.leaseMs);
    return mine ? settle(deps, mine, 'visitor') : checkingResponse();
  }
  if (!result.ok) {
    const state = result.reason === 'error' ? 'failed' : 'declined';
    await endUnpaid(deps, payment, state, {
      code: result.code,
      text: result.text,
      gatewayId: result.transactionId,
      cardLastFour: result.cardLastFour,
      cardType: result.cardType,
      paymentType: result.paymentType,
    });
    if (state === 'failed') throw new ApiError(502, { status: 502, message: 'payment.gateway.failed' });
    // spec §8: the provider's code says why (expiry, card number, postal code), else 'declined'.
    throw declined(declineMessage(result.code));
  }
  return complete(deps, payment, {
    gatewayTransactionId: result.transactionId,
    paymentType: result.paymentType,
    cardLastFour: result.cardLastFour,
    cardType: result.cardType,
  });
}

/**
 * spec §7 (GB): before a GB card charge under UKPayment, the gateway is asked what the nonce is
 * (method, card country, 3-D Secure result). When 3-D Secure is needed its result is written on
 * the payment row, and without a liability shift the payment is refused (declined, key released)
 * before the gateway's sale is ever called. Answers whether the sale must require 3-D Secure.
 */
async function threeDSecureGate(
  deps: PaymentDeps,
  payment: PaymentRow,
  nonce: string,
  plan: ChargePlan,
): Promise<boolean> {
  const ukPayment = deps.threeDSecure?.ukPayment ?? false;
  const asked = { market: plan.market, amountMinor: payment.amount_minor, nonce };
  // Only a GB charge under UKPayment can need it: the others cost no extra gateway call.
  if (!plan.charge.threeDSecureRequired && !needsThreeDSecure({ ukPayment }, asked, null)) return false;
  let details: NonceDetails | null;
  try {
    details = await deps.gateway.nonceDetails(nonce);
  } catch (error) {
    // Nothing was charged: the payment fails and the visitor may try again.
    await endUnpaid(deps, payment, 'failed', {
      text: `3-D Secure lookup failed: ${String((error as Error)?.message ?? error)}`,
    });
    deps.log.warn(
      { err: error, paymentId: payment.id },
      '3-D Secure result could not be read; nothing was charged',
    );
    throw new ApiError(502, { status: 502, message: 'payment.gateway.failed' });
  }
  if (!plan.charge.threeDSecureRequired && !needsThreeDSecure({ ukPayment }, asked, details)) return false;
  const result = details?.threeDSecure ?? null;
  await deps.repos.payments.recordThreeDSecure(payment.id, result);
  if (threeDSecurePassed(result)) return true;
  await endUnpaid(deps, payment, 'declined', {
    code: 'three_d_secure',
    text: `3-D Secure not passed: ${result?.status ?? 'none'}`,
  });
  deps.log.info(
    { paymentId: payment.id, threeDSecureStatus: result?.status ?? null },
    'GB card refused: no successful 3-D Secure',
  );
  throw declined(PAYMENT_REFUSAL_KEYS.authentication);
}
