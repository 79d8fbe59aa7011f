// Finish later, anywhere: a visitor asks for a link by mail that reopens the registration on
// another device (docs/security.md Finish-later link). The link carries a random token of its own,
// never the registration key.
import { z } from 'zod';
import { addressSchema } from './common';
import { serviceCodeSchema } from './catalogue';
import {
  referralSchema,
  registrationChildSchema,
  registrationCoParentSchema,
  registrationParentSchema,
  registrationResponseSchema,
} from './registration';

/** The package chosen on /step3 or built on /alacarte, so a link asked on /payment reopens
 *  /payment: its id and options only. Payment data has no field here, and keys the schema does
 *  not name are dropped before anything is stored. */
export const finishLaterSelectionSchema = z.object({
  packageId: z.number().int().positive(),
  services: z.array(serviceCodeSchema).max(20).optional(),
});
export type FinishLaterSelection = z.infer<typeof finishLaterSelectionSchema>;

/** What the visitor typed on the steps and has not sent yet, kept with the registration (the
 *  request body's size limit bounds it). */
export const finishLaterDraftSchema = z.object({
  step1: z.record(z.string(), z.unknown()).optional(),
  step2: z.record(z.string(), z.unknown()).optional(),
  alacarte: z.record(z.string(), z.unknown()).optional(),
  selection: finishLaterSelectionSchema.optional(),
});
export type FinishLaterDraft = z.infer<typeof finishLaterDraftSchema>;

/** POST /api/registrations/:signupId/finish-later */
export const finishLaterRequestSchema = z.object({
  /** The visitor opted in to one reminder if the registration is still unpaid a day later. */
  remind: z.boolean(),
  /** The page the visitor asks from, so the link reopens it. */
  step: z.enum(['step1', 'step2', 'step3', 'alacarte', 'payment']),
  draft: finishLaterDraftSchema.nullish(),
});
export type FinishLaterRequest = z.input<typeof finishLaterRequestSchema>;

export const finishLaterResponseSchema = z.object({
  /** The address the link went to: the parent's own. */
  sentTo: z.string(),
  linkExpiresAt: z.string(),
  remind: z.boolean(),
});
export type FinishLaterResponse = z.infer<typeof finishLaterResponseSchema>;

/** POST /api/registrations/resume: the link's token, sent from the page's fragment. */
export const resumeRequestSchema = z.object({ token: z.string().trim().min(16).max(200) });

/** A registration key of the new device's own, and what the steps held. */
export const resumeResponseSchema = registrationResponseSchema.extend({
  step: finishLaterRequestSchema.shape.step,
  values: z.object({
    parent: registrationParentSchema,
    address: addressSchema.nullish(),
    referral: referralSchema.nullish(),
    coParent: registrationCoParentSchema.nullish(),
    children: z.array(registrationChildSchema).nullish(),
  }),
  draft: z.record(z.string(), z.unknown()).nullish(),
});
export type ResumeResponse = z.infer<typeof resumeResponseSchema>;
