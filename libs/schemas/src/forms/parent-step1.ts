// spec §5 Parent step 1 (and §3 Parent sign-up values): the parent's name, email and phone.
import { z } from 'zod';
import { countryCodeField, emailField, nameField, optionalText, phoneField } from './fields';

export const parentStep1Schema = z.object({
  firstName: nameField(),
  lastName: nameField(),
  email: emailField(),
  countryCode: countryCodeField(),
  phoneNumber: phoneField(),
  // Step 1 also carries these (spec §2 /step1); the spec gives them no rule of their own here.
  country: optionalText(),
  referral: optionalText(),
  referralOther: optionalText(),
});

export type ParentStep1Input = z.input<typeof parentStep1Schema>;
export type ParentStep1Values = z.infer<typeof parentStep1Schema>;
