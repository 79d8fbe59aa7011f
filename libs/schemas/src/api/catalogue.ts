// spec §3 Package, §7 pricing group lookup, package-and-country check, available coupons.
import { z } from 'zod';
import { callingCodeSchema, countryIsoSchema, currencyCodeSchema } from './common';
import { shortText } from './fields';
import { couponSchema } from './coupon';

export const pricingGroupNameSchema = z.enum(['P0', 'P2', 'P3']);
export type PricingGroupName = z.infer<typeof pricingGroupNameSchema>;

/** spec §2 /alacarte and §9: build-your-own options; MYFILES and CALLSBASIC are free. */
export const serviceCodeSchema = z.enum([
  'SUB1YEAR',
  'SUB2YEAR',
  'MYFILES',
  'CALLSBASIC',
  'TONEMETER',
  'UNLIMITEDPAYMENTS',
]);
export type ServiceCode = z.infer<typeof serviceCodeSchema>;

export const buildYourOwnOptionSchema = z.object({
  code: serviceCodeSchema,
  displayName: z.string(),
  price: z.number(),
  priceFormatted: z.string(),
  free: z.boolean(),
});
export type BuildYourOwnOption = z.infer<typeof buildYourOwnOptionSchema>;

export const packageSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  packageName: z.string(),
  subDurationInYears: z.union([z.literal(1), z.literal(2)]),
  displayName: z.string(),
  receiptText: z.string(),
  buildYourOwn: z.boolean(),
  country: z.string(),
  pricingGroup: pricingGroupNameSchema,
  totalPrice: z.number(),
  totalPriceFormatted: z.string(),
  currencyCode: currencyCodeSchema,
  currencySymbol: z.string(),
  /** spec §9: 2061 and 2063 price VAT in; vatAmount is the part of totalPrice that is VAT. */
  vatInclusive: z.boolean(),
  vatAmount: z.number(),
  vatAmountFormatted: z.string(),
  analyticsPackage: z.string(),
  features: z.array(z.string()),
  /** spec §9 hide flags per package. */
  hide: z.object({
    amex: z.boolean(),
    discover: z.boolean(),
    applePay: z.boolean(),
    googlePay: z.boolean(),
    payPal: z.boolean(),
    venmo: z.boolean(),
  }),
  buildYourOwnOptions: z.array(buildYourOwnOptionSchema).optional(),
});
export type Package = z.infer<typeof packageSchema>;

/** POST /api/pricing/group: spec §7 pricing group lookup. */
export const pricingGroupRequestSchema = z.object({
  country: countryIsoSchema,
  countryCode: callingCodeSchema,
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, 'validation:phoneLength')
    .optional(),
});
export type PricingGroupRequest = z.input<typeof pricingGroupRequestSchema>;

export const pricingGroupResponseSchema = z.object({
  pricingGroup: pricingGroupNameSchema,
  country: z.string(),
  packageIds: z.array(z.number().int()),
  packages: z.array(packageSchema),
});
export type PricingGroupResponse = z.infer<typeof pricingGroupResponseSchema>;

export const packageListResponseSchema = z.object({ packages: z.array(packageSchema) });
export type PackageListResponse = z.infer<typeof packageListResponseSchema>;

/** spec §7 package and country check (and its invite-token variant). */
export const packageCheckRequestSchema = z.object({
  packageId: z.number().int().positive(),
  countryCriteria: z.object({
    countryCode: callingCodeSchema,
    phoneNumber: z
      .string()
      .trim()
      .regex(/^\d{0,15}$/, 'validation:phoneLength')
      .nullish(),
    country: countryIsoSchema,
  }),
});
export type PackageCheckRequest = z.input<typeof packageCheckRequestSchema>;

export const packageCheckResponseSchema = z.object({ fits: z.literal(true), packageCountry: z.string() });
export type PackageCheckResponse = z.infer<typeof packageCheckResponseSchema>;

export const couponListResponseSchema = z.object({ coupons: z.array(couponSchema) });
export type CouponListResponse = z.infer<typeof couponListResponseSchema>;

export const promoCodeSchema = shortText(40).regex(/^[A-Za-z0-9_-]*$/, 'validation:required');
