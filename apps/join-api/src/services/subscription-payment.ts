// spec §7 Register and pay (Parent A) and Invite payment (the invited co-parent) are one use case:
// a payer buys a subscription. The checks of who may pay differ (register-and-pay.ts,
// invite-payment.ts); pricing, the charge and its lock (payments.ts) and what the charge turns
// into (fulfilment.ts) are the same, and are written once, here and there.
import type { z } from 'zod';
import type { invitePayRequestSchema, registerAndPayRequestSchema } from '@join/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../lib/api-error';
import type { MailLocale } from '../mail/templates';
import type { PaymentKind } from '../repositories/payments-repo';
import type { CheckoutCore } from './checkout-core';
import { sameIntent, type PaymentPrepared, type PaymentService, type StoredResponse } from './payments';

export type SubscriptionBody =
  z.output<typeof registerAndPayRequestSchema> | z.output<typeof invitePayRequestSchema>;

/** Who pays, as the scope's own checks found them (read again under the payment's lock). */
export interface SubscriptionPayer {
  customer: PaymentPrepared['charge']['customer'];
  /** The billing address: the one sent with the payment, else the stored one. */
  address:
    | (NonNullable<PaymentPrepared['charge']['billing']> & {
        country?: string | null;
        region?: string | null;
        type?: string;
      })
    | null;
  phoneCountryCode: string | null | undefined;
  payForCoparent: boolean;
  referrerKey?: string | null;
  /** What the pricing answer echoes of the request. */
  request: Record<string, unknown>;
  deviceData: string | null | undefined;
}

/** Every payment needs an Idempotency-Key (ARCHITECTURE.md: a retried Pay never charges twice). */
export function requireIdempotencyKey(key: string | undefined): string {
  if (!key) throw badRequest([{ field: 'idempotency-key', text: 'validation:required' }]);
  return key;
}

export function subscriptionPayment(deps: { core: CheckoutCore; payments: PaymentService }) {
  /** Prices the order for the payer; throws when nothing may be charged (checkout-core.ts). */
  async function prepare(
    scope: string,
    body: SubscriptionBody,
    locale: MailLocale,
    payer: SubscriptionPayer,
  ): Promise<PaymentPrepared> {
    const address = payer.address;
    const pricing = await deps.core.priceForPayment({
      holder: scope,
      pricing: {
        packageId: body.order.packageId,
        services: body.order.services,
        payForCoparent: payer.payForCoparent,
        country: address?.country ?? null,
        region: address?.region ?? null,
        paymentCodes: body.paymentCodes,
        promoCodes: body.promoCodes,
        ...(payer.referrerKey !== undefined ? { referrerKey: payer.referrerKey } : {}),
        request: payer.request,
      },
      payment: body.payment,
      postalCode: address?.postalCode ?? null,
      phoneCountryCode: payer.phoneCountryCode,
    });
    return {
      amountMinor: pricing.totalMinor,
      currency: pricing.pkg.currency,
      paymentType: pricing.totalMinor === 0 ? 'ACTIVATION_CODE' : body.payment.paymentType,
      nonce: pricing.totalMinor === 0 ? null : (body.payment.nonce ?? null),
      codes: pricing.codes,
      plan: { pricing, locale, billing: address, body },
      charge: { customer: payer.customer, billing: address, deviceData: payer.deviceData },
      market: pricing.pkg.country,
    };
  }

  return {
    /** Runs the payment; `payer` is asked only when the key has no answer yet (a replay never asks it). */
    pay(ask: {
      kind: Extract<PaymentKind, 'registration' | 'invite'>;
      scope: string;
      subjectId: string;
      idempotencyKey: string;
      body: SubscriptionBody;
      locale: MailLocale;
      log: FastifyBaseLogger;
      payer: () => Promise<SubscriptionPayer>;
    }): Promise<StoredResponse> {
      return deps.payments.run({
        kind: ask.kind,
        scope: ask.scope,
        subjectId: ask.subjectId,
        idempotencyKey: ask.idempotencyKey,
        request: sameIntent(ask.body),
        log: ask.log,
        prepare: async () => prepare(ask.scope, ask.body, ask.locale, await ask.payer()),
      });
    },
  };
}
export type SubscriptionPayment = ReturnType<typeof subscriptionPayment>;
