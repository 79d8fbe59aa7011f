// spec §3 Invite context, Family member, User terms record; §7 invite calls.
import { z } from 'zod';
import { couponSchema } from './coupon';

export const familyMemberSchema = z.object({
  color: z.string(),
  displayInitials: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userId: z.string(),
});
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** GET /api/invites/:userId with the X-Invite-Token header. */
export const inviteContextSchema = z.object({
  inviteToken: z.string(),
  userId: z.string(),
  isSubscriptionCurrent: z.boolean(),
  billingAddressComplete: z.boolean(),
  requireCredentials: z.boolean(),
  coparentPackageId: z.number().int().nullable(),
  userCreatedByPro: z.boolean(),
  proFirstName: z.string().nullable(),
  proLastName: z.string().nullable(),
  languageLocale: z.string(),
  familyMembers: z.array(familyMemberSchema),
  availableCoupons: z.array(couponSchema),
  /** Prefill for /invite/step1. */
  invitee: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phoneCountryCode: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    country: z.string().nullable(),
  }),
  /** Set when the subscription is current: lets the credentials screen run (spec §2 /invite). */
  credentialsToken: z.string().nullable(),
});
export type InviteContext = z.infer<typeof inviteContextSchema>;

/** POST /api/invites/request-link (X-Invite-Token): success body; failure is status 111. */
export const requestLinkResponseSchema = z.object({ status: z.literal(0), message: z.string() });
export type RequestLinkResponse = z.infer<typeof requestLinkResponseSchema>;

/** POST /api/accounts/email-confirmation: the token of the link mailed to the new address. */
export const emailConfirmationRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const emailConfirmationResponseSchema = z.object({ email: z.string() });
export type EmailConfirmationResponse = z.infer<typeof emailConfirmationResponseSchema>;

/** GET /api/invites/:userId/terms */
export const userTermsSchema = z.object({
  agreedToTerms: z.boolean(),
  address: z.object({ country: z.string().nullable() }),
});
export type UserTerms = z.infer<typeof userTermsSchema>;

/** PUT /api/users/:userId/marketing-opt-in: spec §7 "data true". */
export const marketingOptInRequestSchema = z.object({ data: z.boolean() });
export type MarketingOptInRequest = z.infer<typeof marketingOptInRequestSchema>;
