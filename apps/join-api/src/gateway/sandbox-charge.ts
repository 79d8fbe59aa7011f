// The sandbox's charge itself, run inside one database transaction (sandbox-gateway.ts): the
// nonce is spent and the charge recorded together, as Braintree does both in one step on its side.
import type { PaymentType } from '@join/schemas';
import { newId } from '../lib/ids';
import { sandboxRepo } from '../repositories/sandbox-repo';
import type { ChargeRequest, ChargeResult } from './gateway';
import { amountRule, fakeNonces } from './sandbox-cards';
import { faultNonces, type SandboxFault } from './sandbox-faults';

type SandboxRepo = ReturnType<typeof sandboxRepo>;

/** Fake nonces are reusable; tokenised ones are spent by their first charge, as in Braintree. */
async function resolveNonce(nonce: string, within: SandboxRepo) {
  const fake = fakeNonces[nonce] ?? (faultNonces[nonce] ? fakeNonces['fake-valid-visa-nonce'] : undefined);
  if (fake) return fake;
  const row = await within.consumeNonce(nonce);
  if (!row) return undefined;
  return {
    paymentType: row.payment_type,
    cardType: row.card_type,
    lastFour: row.last_four,
    outcome: row.outcome as 'approve' | 'processor_declined',
  };
}

export async function recordCharge(
  within: SandboxRepo,
  id: string,
  request: ChargeRequest,
  status: string,
  method: { lastFour: string | null; cardType: string | null; paymentType: PaymentType },
) {
  await within.insertCharge({
    id,
    orderId: request.orderId,
    amountMinor: request.amountMinor,
    currency: request.currency,
    status,
    paymentType: method.paymentType,
    lastFour: method.lastFour,
    cardType: method.cardType,
  });
}

export async function chargeOnce(
  within: SandboxRepo,
  request: ChargeRequest,
  fault: SandboxFault | undefined,
): Promise<ChargeResult> {
  const method = await resolveNonce(request.nonce, within);
  if (!method)
    return {
      ok: false,
      reason: 'invalid_payment_method',
      code: '91565',
      text: 'Unknown or expired payment_method_nonce.',
      transactionId: null,
    };
  const id = newId('sbtxn');
  const details = {
    cardLastFour: method.lastFour,
    cardType: method.cardType,
    paymentType: method.paymentType,
  };
  if (method.outcome === 'processor_declined') {
    await recordCharge(within, id, request, 'processor_declined', method);
    return {
      ok: false,
      reason: 'processor_declined',
      code: '2000',
      text: 'Do Not Honor',
      transactionId: id,
      ...details,
    };
  }
  const rule = amountRule(request.amountMinor);
  if (rule) {
    await recordCharge(
      within,
      id,
      request,
      rule.reason === 'processor_declined' ? 'processor_declined' : 'gateway_error',
      method,
    );
    return {
      ok: false,
      reason: rule.reason,
      code: rule.code,
      text: rule.text,
      transactionId: id,
      ...details,
    };
  }
  await recordCharge(within, id, request, 'submitted_for_settlement', method);
  if (fault === 'duplicate-after-charge')
    await recordCharge(within, newId('sbtxn'), request, 'submitted_for_settlement', method);
  return { ok: true, transactionId: id, ...details };
}
