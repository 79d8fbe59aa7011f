// The plan a payment row keeps (payments.plan, jsonb): what the charge is for and who is charged,
// written at claim time and read back by whichever copy charges or completes the payment. It is
// parsed, not trusted: rows outlive the code that wrote them. Keys this code does not read are
// kept as they were, so what reaches the gateway and the order is what was stored.
import { z } from 'zod';
import type { invitePayRequestSchema, registerAndPayRequestSchema } from '@join/schemas';
import type { PricingResult } from '../pricing-service';

export type SubscriptionBody =
  z.output<typeof registerAndPayRequestSchema> | z.output<typeof invitePayRequestSchema>;

const text = z.string().nullish();
const locale = z.enum(['en', 'es']);

const billingSchema = z.looseObject({
  line1: text,
  line2: text,
  city: text,
  region: text,
  postalCode: text,
  country: text,
  type: z.string().optional(),
});

/** The parts of a price the payment reads; the rest of the pricing answer is kept as priced. */
const pricingShape = z.looseObject({
  pkg: z.looseObject({ id: z.number(), country: z.string(), currency: z.string() }),
  years: z.union([z.literal(1), z.literal(2)]),
  services: z.array(z.string()),
  totalMinor: z.number().int(),
  response: z.looseObject({ payForCoParent: z.boolean() }),
});
const pricingSchema = z.custom<PricingResult>((v) => pricingShape.safeParse(v).success, 'stored pricing');

/** The Pay request as its route parsed it. */
const bodyShape = z.looseObject({
  order: z.looseObject({ packageId: z.number() }),
  payment: z.looseObject({}),
  promoCodes: z.array(z.string()).nullish(),
});
const bodySchema = z.custom<SubscriptionBody>((v) => bodyShape.safeParse(v).success, 'stored request');

/** What the gateway is sent besides the amount and the nonce. */
const chargeSchema = z.looseObject({
  customer: z.looseObject({ firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
  billing: billingSchema.nullish(),
  deviceData: text,
  /** Payments claimed before the 3-D Secure decision moved to charge time carry it here. */
  threeDSecureRequired: z.boolean().optional(),
});

export const subscriptionPlanSchema = z.looseObject({
  pricing: pricingSchema,
  locale,
  billing: billingSchema.nullable(),
  body: bodySchema,
});
export type SubscriptionPlan = z.output<typeof subscriptionPlanSchema>;

export const codesPlanSchema = z.looseObject({
  packageId: z.number(),
  count: z.number().int().positive(),
  unitMinor: z.number().int(),
  packageName: z.string(),
  locale,
  billing: z.null(),
});
export type CodesPlan = z.output<typeof codesPlanSchema>;

export type PaymentPlan = SubscriptionPlan | CodesPlan;

/** What a charge needs of the plan: the gateway's extra fields and the market (3-D Secure). */
const chargePlanSchema = z.looseObject({
  /** The package's country; plans written before it was stored have it in their pricing. */
  market: z.string().optional(),
  pricing: z.looseObject({ pkg: z.looseObject({ country: z.string().optional() }).optional() }).optional(),
  charge: chargeSchema,
});
export type ChargePlan = z.output<typeof chargePlanSchema> & { market: string };

export const subscriptionPlanOf = (payment: { plan: unknown }) => subscriptionPlanSchema.parse(payment.plan);
export const codesPlanOf = (payment: { plan: unknown }) => codesPlanSchema.parse(payment.plan);
export function chargePlanOf(payment: { plan: unknown }): ChargePlan {
  const plan = chargePlanSchema.parse(payment.plan);
  return { ...plan, market: plan.market ?? plan.pricing?.pkg?.country ?? '' };
}
