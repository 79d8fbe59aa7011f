// spec §3 Payment payload and Registration response (pay), §7 client token, register and pay,
// invite payment; plus the local sandbox's card form (ARCHITECTURE.md: card data never
// reaches our database, only nonces, last four digits and the card type).
import { z } from 'zod';
import {
  addressSchema,
  countryIsoSchema,
  currencyCodeSchema,
  paymentTypeSchema,
  userIdSchema,
} from './common';
import { promoCodeSchema } from './catalogue';
import { orderDetailSchema, paymentCodeDetailSchema, pricingTotalsSchema } from './pricing';
import { shortText } from './fields';

export const paymentProviderSchema = z.enum(['sandbox', 'braintree']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** GET /api/payments/client-token?country=XX */
export const clientTokenQuerySchema = z.object({ country: countryIsoSchema });
export const clientTokenResponseSchema = z.object({
  clientToken: z.string(),
  provider: paymentProviderSchema,
  environment: z.enum(['sandbox', 'production']),
  currencyCode: currencyCodeSchema,
});
export type ClientTokenResponse = z.infer<typeof clientTokenResponseSchema>;

/** POST /api/payments/sandbox/tokenize: the sandbox card form posts the card fields here. */
export const sandboxTokenizeRequestSchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^[\d ]{12,23}$/, 'validation:cardNumberInvalid'),
  expirationDate: z
    .string()
    .trim()
    .regex(/^\d{2}\s*\/\s*(\d{2}|\d{4})$/, 'validation:cardExpiryInvalid'),
  cvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'validation:cardCvvInvalid'),
  cardholderName: shortText(60).nullish(),
  postalCode: shortText(30).nullish(),
});
export type SandboxTokenizeRequest = z.input<typeof sandboxTokenizeRequestSchema>;

export const cardTypeSchema = z.enum([
  'Visa',
  'MasterCard',
  'American Express',
  'Discover',
  'JCB',
  'Maestro',
  'UnionPay',
  'Unknown',
]);
export const sandboxTokenizeResponseSchema = z.object({
  nonce: z.string(),
  lastFour: z.string(),
  cardType: cardTypeSchema,
  expirationMonth: z.string(),
  expirationYear: z.string(),
  /** The first six digits, as Braintree's tokenize payload gives them (3-D Secure's verifyCard wants them). */
  bin: z.string().optional(),
});
export type SandboxTokenizeResponse = z.infer<typeof sandboxTokenizeResponseSchema>;

/** POST /api/payments/sandbox/authorize: the sandbox stand-in for PayPal, Venmo, Apple Pay and Google Pay. */
export const sandboxAuthorizeRequestSchema = z.object({
  method: z.enum(['PAYPAL', 'VENMO', 'APPLE_PAY', 'GOOGLE_PAY']),
  outcome: z.enum(['approve', 'decline']).optional(),
});
export const sandboxAuthorizeResponseSchema = z.object({
  nonce: z.string(),
  paymentType: paymentTypeSchema,
  details: z.object({
    email: z.string().nullable(),
    username: z.string().nullable(),
    billingAddress: addressSchema.nullable(),
  }),
});
export type SandboxAuthorizeResponse = z.infer<typeof sandboxAuthorizeResponseSchema>;

/**
 * POST /api/payments/sandbox/three-d-secure (spec §7, GB): the sandbox's 3-D Secure 2 server. Without
 * `challenge` it is the lookup (frictionless result, or a challenge to show); with it, the
 * visitor's answer to the challenge. A final result comes with a new nonce, as Braintree's
 * verifyCard gives one (the nonce passed in is spent).
 */
export const sandboxThreeDSecureRequestSchema = z.object({
  nonce: z.string().min(1).max(200),
  amount: z.number().positive().max(1_000_000),
  challenge: z.enum(['approve', 'fail']).optional(),
});
export const sandboxThreeDSecureResponseSchema = z.object({
  nonce: z.string(),
  challengeRequired: z.boolean(),
  status: z.string(),
  liabilityShifted: z.boolean(),
  liabilityShiftPossible: z.boolean(),
});
export type SandboxThreeDSecureResponse = z.infer<typeof sandboxThreeDSecureResponseSchema>;

/** spec §3 Payment payload. */
export const paymentPayloadSchema = z
  .object({
    amountDisplayed: z.number().nonnegative().max(1_000_000),
    cardHolderName: shortText(60).nullish(),
    deviceData: z.string().max(4000).nullish(),
    nonce: z.string().trim().max(200).nullish(),
    paymentType: paymentTypeSchema,
    pricingLocale: shortText(10).nullish(),
    storePaymentOnFile: z.boolean().optional(),
    taxAmountDisplayed: z.number().nonnegative().max(1_000_000).nullish(),
    taxId: shortText(64).nullish(),
    bankAccountNumber: z.null().optional(),
    bankRoutingNumber: z.null().optional(),
  })
  .superRefine((payment, ctx) => {
    // A payment with something to pay carries the method's nonce: only activation codes that cover
    // the whole price (amountDisplayed 0, which the server checks against its own total) pay without one.
    if (payment.amountDisplayed > 0 && !payment.nonce)
      ctx.addIssue({ code: 'custom', path: ['nonce'], message: 'validation:paymentMethodIncomplete' });
  });
export type PaymentPayload = z.input<typeof paymentPayloadSchema>;

const commonPayFields = {
  marketingOptIn: z.boolean().optional(),
  agreedToTerms: z.boolean().optional(),
  order: orderDetailSchema,
  payment: paymentPayloadSchema,
  promoCodes: z.array(promoCodeSchema).max(5).optional(),
  /** Pre-purchased activation codes (spec §1), redeemed once, at payment. */
  paymentCodes: z.array(z.string().trim().min(1).max(40)).max(5).optional(),
  address: addressSchema.nullish(),
  segmentAnonymousId: shortText(100).nullish(),
};

/** POST /api/registrations/:signupId/pay (spec §7 register and pay), Idempotency-Key header. */
export const registerAndPayRequestSchema = z.object({
  ...commonPayFields,
  parentDuplicateConfirmed: z.boolean().optional(),
  coParentDuplicateConfirmed: z.boolean().optional(),
  payForCoparent: z.boolean().optional(),
});
export type RegisterAndPayRequest = z.input<typeof registerAndPayRequestSchema>;

/** POST /api/invites/:userId/pay (spec §7 invite payment), Idempotency-Key header. */
export const invitePayRequestSchema = z.object({
  ...commonPayFields,
  deviceData: z.string().max(4000).nullish(),
});
export type InvitePayRequest = z.input<typeof invitePayRequestSchema>;

export const receiptSchema = z.object({
  orderId: z.string(),
  transactionId: z.string(),
  cardLastFour: z.string().nullable(),
  cardType: z.string().nullable(),
  paymentType: paymentTypeSchema,
  payForCoParent: z.boolean(),
  currencyCode: currencyCodeSchema,
  packageDisplayName: z.string(),
  totals: pricingTotalsSchema,
  transactionDateTime: z.string(),
  renewalDate: z.string(),
  paymentCodeDetails: z.array(paymentCodeDetailSchema),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** spec §3 Registration response (pay). */
export const payResponseSchema = z.object({
  gaPayloadBase64: z.string(),
  receipt: receiptSchema,
  registration: z.object({
    order: z.object({ packageId: z.number().int() }),
    parent: z.object({
      userId: z.string(),
      email: z.string(),
      familyId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
    }),
    coParent: z
      .object({ email: z.string().nullable(), phoneNumberWithCountryCode: z.string().nullable() })
      .nullable(),
    promoCodes: z.array(z.string()),
  }),
  subscription: z.object({
    status: z.literal('current'),
    renewsAt: z.string(),
    coParentCurrent: z.boolean(),
  }),
  clickToJoinToken: z.string(),
  /** Bearer token for username and password creation (spec §6). */
  credentialsToken: z.string(),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

export const invitePayParamsSchema = z.object({ userId: userIdSchema });

/** spec §8 payment refusals: the texts the API sends in validationErrors when the card provider
 *  says why it refused (apps/join-api/src/gateway/decline-messages.ts chooses one). */
export const PAYMENT_REFUSAL_KEYS = {
  declined: 'validation:paymentDeclined',
  expiry: 'validation:paymentExpiryInvalid',
  cardNumber: 'validation:paymentCardNumberInvalid',
  postalCode: 'validation:paymentPostalCodeInvalid',
  apoFpo: 'validation:paymentApoFpo',
  /** spec §7 (GB): a GB card under UKPayment whose 3-D Secure verification did not shift the liability. */
  authentication: 'validation:paymentAuthenticationFailed',
} as const;
