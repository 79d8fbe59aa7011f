// spec §3 Registration payload, §7 create/update parent registration, invited-parent update.
import { z } from 'zod';
import { addressSchema, callingCodeSchema, userIdSchema, validationErrorSchema } from './common';
import {
  emailSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  personNameSchema,
  phoneNumberSchema,
  shortText,
} from './fields';

export const registrationSectionSchema = z.enum(['PARENT', 'ADDRESS', 'FAMILY', 'NAME']);
export type RegistrationSection = z.infer<typeof registrationSectionSchema>;

export const registrationParentSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  phoneCountryCode: callingCodeSchema,
  phoneNumber: phoneNumberSchema,
  timeZone: shortText(64).nullish(),
  userId: userIdSchema.nullish(),
});

export const registrationCoParentSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: optionalEmailSchema,
  phoneCountryCode: callingCodeSchema.nullish(),
  phoneNumber: optionalPhoneSchema,
});

export const registrationChildSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: optionalEmailSchema,
});

export const referralSchema = z.object({
  selection: shortText(60).nullish(),
  other: shortText(200).nullish(),
});

const segmentFields = {
  segmentAnonymousId: shortText(100).nullish(),
  segmentIdentify: z.record(z.string(), z.unknown()).nullish(),
};

/** POST /api/registrations (spec §7 create parent registration). */
export const registrationCreateRequestSchema = z.object({
  parent: registrationParentSchema,
  parentDuplicateConfirmed: z.boolean().optional(),
  sections: z.array(registrationSectionSchema).min(1).max(4),
  auth: z.null().optional(),
  ...segmentFields,
});
export type RegistrationCreateRequest = z.input<typeof registrationCreateRequestSchema>;

/** PUT /api/registrations/:signupId (spec §7 update parent registration). */
export const registrationUpdateRequestSchema = z.object({
  parent: registrationParentSchema,
  parentDuplicateConfirmed: z.boolean().optional(),
  sections: z.array(registrationSectionSchema).min(1).max(4),
  address: addressSchema.nullish(),
  referral: referralSchema.nullish(),
  coParent: registrationCoParentSchema.nullish(),
  children: z.array(registrationChildSchema).max(12).nullish(),
  coParentDuplicateConfirmed: z.boolean().optional(),
  lastCompletedStep: z.number().int().min(0).max(3).optional(),
  ...segmentFields,
});
export type RegistrationUpdateRequest = z.input<typeof registrationUpdateRequestSchema>;

/** Both calls answer with the keys the client keeps (spec §3 Registration state). */
export const registrationResponseSchema = z.object({
  signupId: z.string(),
  registrationKey: z.string(),
  expiresAt: z.string(),
  lastCompletedStep: z.number().int(),
  /** spec §8 co-parent duplicate: flagged, the visitor may continue. */
  coParentPossibleDuplicate: z.boolean(),
  validationErrors: z.array(validationErrorSchema).optional(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** PUT /api/invites/:userId/registration (spec §7 invited-parent registration update). */
export const inviteRegistrationRequestSchema = z.object({
  parent: registrationParentSchema.extend({ userId: userIdSchema }),
  address: addressSchema.nullish(),
  sections: z.array(registrationSectionSchema).min(1).max(4),
  ...segmentFields,
});
export type InviteRegistrationRequest = z.input<typeof inviteRegistrationRequestSchema>;

export const inviteRegistrationResponseSchema = z.object({
  userId: z.string(),
  isSubscriptionCurrent: z.boolean(),
  billingAddressComplete: z.boolean(),
  /** A new email address was asked for: it applies once that address confirms it by mail. */
  emailConfirmationSent: z.boolean().optional(),
});
export type InviteRegistrationResponse = z.infer<typeof inviteRegistrationResponseSchema>;
