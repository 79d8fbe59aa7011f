// spec §5 Professional step 2: practice name, address, country, city, region, postal code,
// timezone and at least one role required; address line 2 optional.
import { z } from 'zod';
import { MESSAGES as M } from './messages';
import { proChoice, proOptionalText, proText } from './pro-fields';

export const proStep2Shape = {
  practiceName: proText('practiceName'),
  addressLine1: proText('addressLine1'),
  addressLine2: proOptionalText(),
  country: proChoice(),
  city: proText('city'),
  region: proChoice(),
  postalCode: proText('postalCode'),
  timezone: proChoice(),
  // Roles is a multi-select, so an empty choice reads as an unanswered dropdown.
  roles: z.array(z.string(), { error: M.signup_dropdown_error }).min(1, M.signup_dropdown_error),
};

export const proStep2Schema = z.object(proStep2Shape);
export type ProStep2Values = z.infer<typeof proStep2Schema>;
