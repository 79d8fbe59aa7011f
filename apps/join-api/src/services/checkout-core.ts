// What both payments share (spec §7 register and pay, invite payment): the price the visitor
// saw is checked, activation codes are held, the gateway is charged, and every attempt,
// declined ones included, is recorded as a transaction.
import type { PaymentPayload } from '@join/schemas';
import type { z } from 'zod';
import type { paymentPayloadSchema } from '@join/schemas';
import { ApiError, badRequest, conflict } from '../lib/api-error';
import { newId } from '../lib/ids';
import type { ChargeRequest, PaymentGateway } from '../gateway/gateway';
import type { ActivationCodesRepo } from '../repositories/activation-codes-repo';
import type { OrdersRepo } from '../repositories/orders-repo';
import type { PricingInput, PricingResult, PricingService } from './pricing-service';

export type Payment = z.output<typeof paymentPayloadSchema>;
export type { PaymentPayload };

export interface Charged {
  pricing: PricingResult;
  transactionId: string;
  gatewayTransactionId: string | null;
  paymentType: Payment['paymentType'];
  cardLastFour: string | null;
  cardType: string | null;
}

export const declined = (text = 'Payment method declined') =>
  new ApiError(402, { status: 402, message: 'payment.declined', validationErrors: [{ field: 'payment', text }] });

export function checkoutCore(deps: { pricing: PricingService; codes: ActivationCodesRepo; orders: OrdersRepo; gateway: PaymentGateway }) {
  return {
    /** Prices, holds codes for `holder` and charges. Throws an ApiError when nothing was charged. */
    async priceAndCharge(args: {
      scope: string;
      holder: string;
      pricing: PricingInput;
      payment: Payment;
      customer: ChargeRequest['customer'];
      billing: ChargeRequest['billing'];
    }): Promise<Charged> {
      const pricing = await deps.pricing.price({ ...args.pricing, codeHolder: args.holder });
      // The visitor pays what the review step showed, or nothing (spec §3 amountDisplayed).
      if (Math.abs(args.payment.amountDisplayed * 100 - pricing.totalMinor) >= 1) {
        throw conflict('pricing.changed', [{ field: 'payment.amountDisplayed', text: 'Unable to calculate pricing. Please verify your billing information and try again.' }]);
      }
      // spec §8 'Invalid promo code': every promo code sent with a payment must be the one applied.
      const promos = (args.pricing.promoCodes ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean);
      if (promos.some((code) => code !== pricing.coupon?.code.toUpperCase())) {
        throw badRequest([{ field: 'promoCodes', text: 'Invalid promo code' }], 'promo.code.invalid');
      }
      const wanted = (args.pricing.paymentCodes ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean);
      if (wanted.length && pricing.codes.length < wanted.length) {
        throw badRequest([{ field: 'paymentCodes', text: 'validation:activationCodeInvalid' }], 'activation.code.invalid');
      }
      const held = await deps.codes.reserve(pricing.codes, args.holder);
      if (held.length < pricing.codes.length) {
        await deps.codes.release(args.holder);
        throw badRequest([{ field: 'paymentCodes', text: 'validation:activationCodeInvalid' }], 'activation.code.invalid');
      }
      const currency = pricing.pkg.currency;
      const transactionId = newId('txn');
      if (pricing.totalMinor === 0) {
        // Fully covered by activation codes: nothing to charge.
        await deps.orders.recordTransaction({ id: transactionId, orderId: null, scope: args.scope, gateway: 'none', gatewayId: null, status: 'submitted_for_settlement', amountMinor: 0, currency, paymentType: 'ACTIVATION_CODE', cardLastFour: null, cardType: null });
        return { pricing, transactionId, gatewayTransactionId: null, paymentType: 'ACTIVATION_CODE', cardLastFour: null, cardType: null };
      }
      if (!args.payment.nonce) {
        await deps.codes.release(args.holder);
        throw badRequest([{ field: 'payment.nonce', text: 'validation:paymentMethodIncomplete' }], 'payment.method.missing');
      }
      const result = await deps.gateway.charge({
        amountMinor: pricing.totalMinor,
        currency,
        nonce: args.payment.nonce,
        deviceData: args.payment.deviceData,
        orderId: transactionId,
        customer: args.customer,
        billing: args.billing,
        storeInVault: true,
      });
      const base = { id: transactionId, orderId: null, scope: args.scope, gateway: deps.gateway.provider, amountMinor: pricing.totalMinor, currency };
      if (!result.ok) {
        await deps.codes.release(args.holder);
        await deps.orders.recordTransaction({
          ...base, gatewayId: result.transactionId, status: result.reason === 'error' ? 'failed' : 'declined',
          paymentType: result.paymentType ?? args.payment.paymentType, cardLastFour: result.cardLastFour ?? null, cardType: result.cardType ?? null,
          processorCode: result.code, processorText: result.text,
        });
        if (result.reason === 'error') throw new ApiError(502, { status: 502, message: 'Unexpected error' });
        throw declined();
      }
      await deps.orders.recordTransaction({ ...base, gatewayId: result.transactionId, status: 'submitted_for_settlement', paymentType: result.paymentType, cardLastFour: result.cardLastFour, cardType: result.cardType });
      return { pricing, transactionId, gatewayTransactionId: result.transactionId, paymentType: result.paymentType, cardLastFour: result.cardLastFour, cardType: result.cardType };
    },

    /** Our side failed after the charge: cancel it so the visitor is not charged for nothing. */
    async undo(charged: Charged, holder: string, db: { query: (sql: string, p?: unknown[]) => Promise<unknown> }) {
      await deps.codes.release(holder);
      if (charged.gatewayTransactionId) await deps.gateway.void(charged.gatewayTransactionId);
      await db.query("update transactions set status = 'voided' where id = $1", [charged.transactionId]);
    },
  };
}
export type CheckoutCore = ReturnType<typeof checkoutCore>;

export function addYears(date: Date, years: number): Date {
  const d = new Date(date);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}
