// spec §1: professionals pre-purchase activation codes that a parent redeems at checkout.
import { z } from 'zod';
import { paymentPayloadSchema } from './payments';

/** POST /api/v2/professional/activation-codes (Bearer: the professional's auth). */
export const purchaseCodesRequestSchema = z.object({
  packageId: z.number().int().positive(),
  count: z.number().int().min(1).max(100),
  payment: paymentPayloadSchema,
});
export type PurchaseCodesRequest = z.input<typeof purchaseCodesRequestSchema>;

export const activationCodeSchema = z.object({
  code: z.string(),
  packageId: z.number().int(),
  amount: z.number(),
  amountFormatted: z.string(),
});
export const purchaseCodesResponseSchema = z.object({
  orderId: z.string().nullable(),
  codes: z.array(activationCodeSchema),
});
export type PurchaseCodesResponse = z.infer<typeof purchaseCodesResponseSchema>;
