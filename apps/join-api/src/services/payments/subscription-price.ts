// What every payment checks before money moves (spec §7 register and pay, invite payment): the
// price is the server's own (CONTRACTS#money-under-faults: recomputed at pay time from its rules), the visitor pays
// what the review step showed or nothing, every promo code is one this visitor may use, and the
// activation codes asked for are usable. The charge itself is the run's (run.ts).
import type { PaymentPayload } from '@join/schemas';
import type { z } from 'zod';
import type { paymentPayloadSchema } from '@join/schemas';
import { postalCodeFitsRegion } from '@join/domain';
import { PAYMENT_REFUSAL_KEYS } from '@join/schemas';
import { ApiError, badRequest, conflict } from '../../lib/api-error';
import { toMinor } from '../../lib/money';
import type { PricingInput, PricingResult, PricingService } from '../pricing-service';

export type Payment = z.output<typeof paymentPayloadSchema>;
export type { PaymentPayload };

/** A completed charge as the receipt shows it. */
export interface Charged {
  pricing: PricingResult;
  transactionId: string;
  gatewayTransactionId: string | null;
  paymentType: Payment['paymentType'];
  cardLastFour: string | null;
  cardType: string | null;
}

export const declined = (text = 'validation:paymentDeclined') =>
  new ApiError(402, {
    status: 402,
    message: 'payment.declined',
    validationErrors: [{ field: 'payment', text }],
  });

export function checkoutCore(deps: { pricing: PricingService }) {
  return {
    /** The server's price for this payment; throws an ApiError when it must not be charged. */
    async priceForPayment(args: {
      holder: string;
      pricing: PricingInput;
      payment: Payment;
      phoneCountryCode: string | null | undefined;
      postalCode?: string | null;
    }): Promise<PricingResult> {
      // spec §8 'Postal code not valid for the state': a billing ZIP or postal code of another
      // state or province is refused before anything is priced or charged (spec §8 'Postal code not valid for the state').
      const { country, region } = args.pricing;
      if (country && region && args.postalCode && !postalCodeFitsRegion(args.postalCode, country, region)) {
        throw badRequest(
          [{ field: 'address.postalCode', text: PAYMENT_REFUSAL_KEYS.postalCode }],
          'address.postalCode.region',
        );
      }
      // The payer's own phone, as the server holds it: the package must suit its country and the
      // billing country (spec §2 mismatch rule, pricing-group.ts), so a US visitor cannot pay a P0
      // price by sending its package id or another country's phone. The client shows packages again.
      const pricing = await deps.pricing.price({
        ...args.pricing,
        phoneCountryCode: args.phoneCountryCode ?? null,
        codeHolder: args.holder,
      });
      // US and Canadian sales tax depends on the state or province: no region, no charge (the
      // pricing answer says taxesCalculated: false and the billing form asks for the region).
      if (pricing.totalMinor > 0 && !pricing.response.taxesCalculated) {
        throw badRequest(
          [{ field: 'address.region', text: 'validation:required' }],
          'address.region.required',
        );
      }
      // The visitor pays what the review step showed, or nothing (spec §3 amountDisplayed).
      // Compared in whole cents: 318.72 * 100 is 31872.000000000004 in floating point, within a cent of 31873.
      if (toMinor(args.payment.amountDisplayed) !== pricing.totalMinor) {
        throw conflict('pricing.changed', [
          { field: 'payment.amountDisplayed', text: 'validation:pricingChanged' },
        ]);
      }
      // spec §8 'Invalid promo code': every promo code sent with a payment must be the one applied.
      const promos = (args.pricing.promoCodes ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean);
      if (promos.some((code) => code !== pricing.coupon?.code.toUpperCase())) {
        throw badRequest(
          [{ field: 'promoCodes', text: 'validation:promoCodeInvalid' }],
          'promo.code.invalid',
        );
      }
      const wanted = (args.pricing.paymentCodes ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean);
      if (wanted.length && pricing.codes.length < wanted.length) {
        throw badRequest(
          [{ field: 'paymentCodes', text: 'validation:activationCodeInvalid' }],
          'activation.code.invalid',
        );
      }
      if (pricing.totalMinor > 0 && !args.payment.nonce) {
        throw badRequest(
          [{ field: 'payment.nonce', text: 'validation:paymentMethodIncomplete' }],
          'payment.method.missing',
        );
      }
      return pricing;
    },
  };
}
export type CheckoutCore = ReturnType<typeof checkoutCore>;

export function addYears(date: Date, years: number): Date {
  const d = new Date(date);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}
