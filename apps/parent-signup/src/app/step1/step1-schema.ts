// spec §5 Parent step 1, plus the timezone and referral text of §3. Its own chunk: zod arrives
// when the visitor first focuses the form, not with the page.
import { z } from 'zod';
import { optionalText, parentStep1Schema } from '@join/schemas';

export const stepOneSchema = parentStep1Schema.extend({
  timezone: optionalText(),
  referralOther: z.string().trim().max(200).optional(),
});
