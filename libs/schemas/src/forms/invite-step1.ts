// spec §5 Invite step1: 'contact form validated by a schema that is not shown'. The invited
// co-parent sends the same parent fields as Parent A (spec §7 Invited-parent registration
// update: firstName, lastName, email, phoneCountryCode, phoneNumber), so it gets the same rules.
import { z } from 'zod';
import { countryCodeField, emailField, nameField, phoneField } from './fields';

export const inviteStep1Schema = z.object({
  firstName: nameField(),
  lastName: nameField(),
  email: emailField(),
  countryCode: countryCodeField(),
  phoneNumber: phoneField(),
});

export type InviteStep1Values = z.infer<typeof inviteStep1Schema>;
