// spec §3 Pricing response, §7 pricing calculation and invite pricing.
import { z } from 'zod';
import { addressSchema, callingCodeSchema, currencyCodeSchema, userIdSchema } from './common';
import { promoCodeSchema, serviceCodeSchema } from './catalogue';

/** spec §3 Order payload. */
export const orderDetailSchema = z.object({
  packageId: z.number().int().positive(),
  productId: z.number().int().nonnegative().nullish(),
  services: z.array(serviceCodeSchema).max(6).nullish(),
});
export type OrderDetail = z.input<typeof orderDetailSchema>;

const activationCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'validation:activationCodeInvalid');

/** POST /api/pricing (spec §7 pricing calculation). limboId is the signupId. */
export const pricingRequestSchema = z.object({
  address: addressSchema.nullish(),
  limboId: z.string().trim().max(64).nullish(),
  orderDetail: orderDetailSchema,
  payForCoparent: z.boolean().optional(),
  paymentCodes: z.array(activationCodeSchema).max(5).optional(),
  promoCodes: z.array(promoCodeSchema).max(5).optional(),
  phoneCountryCode: callingCodeSchema.nullish(),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, 'validation:phoneLength')
    .nullish(),
});
export type PricingRequest = z.input<typeof pricingRequestSchema>;

/** POST /api/invites/:userId/pricing (spec §7 invite pricing). */
export const invitePricingRequestSchema = z.object({
  userId: userIdSchema,
  orderDetail: orderDetailSchema,
  subscriptionCodes: z.array(activationCodeSchema).max(5).optional(),
  promoCodes: z.array(promoCodeSchema).max(5).optional(),
  address: addressSchema.nullish(),
});
export type InvitePricingRequest = z.input<typeof invitePricingRequestSchema>;

export const couponDetailSchema = z.object({
  couponCode: z.string(),
  description: z.string(),
  discount: z.number(),
  discountFormatted: z.string(),
  percent: z.number().int(),
});

export const paymentCodeDetailSchema = z.object({
  code: z.string(),
  amount: z.number(),
  amountFormatted: z.string(),
});
export type PaymentCodeDetail = z.infer<typeof paymentCodeDetailSchema>;

export const taxLineSchema = z.object({
  name: z.string(),
  rate: z.number(),
  amount: z.number(),
  amountFormatted: z.string(),
});

export const pricingTotalsSchema = z.object({
  total: z.number(),
  totalFormatted: z.string(),
  subTotal: z.number(),
  subTotalFormatted: z.string(),
  subTotalAfterDiscount: z.number(),
  taxAmount: z.number(),
  taxAmountFormatted: z.string(),
  selectedPackageTotal: z.number(),
  selectedPackageTotalFormatted: z.string(),
  paymentCodeTotal: z.number(),
  paymentCodeTotalFormatted: z.string(),
});
export type PricingTotals = z.infer<typeof pricingTotalsSchema>;

export const lineItemSchema = z.object({
  code: z.string(),
  description: z.string(),
  amount: z.number(),
  amountFormatted: z.string(),
});

export const pricingResponseSchema = z.object({
  packageId: z.number().int(),
  currencyCode: currencyCodeSchema,
  couponDetail: couponDetailSchema.nullable(),
  payForCoParent: z.boolean(),
  paymentCodeDetails: z.array(paymentCodeDetailSchema),
  taxes: z.array(taxLineSchema),
  totals: pricingTotalsSchema,
  lineItems: z.array(lineItemSchema),
  taxId: z.string().nullable(),
  finalPrice: z.number(),
  taxesCalculated: z.boolean(),
  request: z.record(z.string(), z.unknown()),
});
export type PricingResponse = z.infer<typeof pricingResponseSchema>;
