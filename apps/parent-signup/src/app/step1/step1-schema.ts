// spec §5 Parent step 1, plus the timezone and referral text of §3. Its own chunk: zod arrives
// when the visitor who started on the form pauses (whenStill), not with the page.
import { z } from 'zod';
import { optionalText, parentStep1Schema } from '@join/schemas';

export const stepOneSchema = parentStep1Schema.extend({
  timezone: optionalText(),
  referralOther: z.string().trim().max(200).optional(),
});
