// spec §7 Create professional account: the body is the three steps together, so the server
// checks them with one schema that applies every step's rules.
import { z } from 'zod';
import { isObjectPayload } from './pro-fields';
import { checkProReferral, proStep1Shape } from './pro-step1';
import { proStep2Shape } from './pro-step2';
import { checkSecurityCodeConfirmation, proStep3Shape } from './pro-step3';

export const proSignupSchema = z.object({ ...proStep1Shape, ...proStep2Shape, ...proStep3Shape }).superRefine(
  (values, ctx) => {
    checkProReferral(values, ctx);
    checkSecurityCodeConfirmation(values, ctx);
  },
  { when: isObjectPayload },
);

export type ProSignupValues = z.infer<typeof proSignupSchema>;
