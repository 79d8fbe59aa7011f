// spec §5 Terms: required only when the billing country is not US (new review step); in the
// old flow required when consent data says isRequired. Marketing opt-in is never required.
import { z } from 'zod';
import { MESSAGES as M } from './messages';

export interface ConsentContext {
  /** Use termsRequiredForCountry(country) from @join/domain in the new flow, consentData.isRequired in the old. */
  termsRequired: boolean;
}

export function consentSchema({ termsRequired }: ConsentContext) {
  return z.object({
    termsAndConditions: termsRequired
      ? z.boolean({ error: M.termsRequired }).refine((v) => v === true, { message: M.termsRequired })
      : z.boolean().optional(),
    marketingOptIn: z.boolean().optional(),
  });
}

export type ConsentValues = z.infer<ReturnType<typeof consentSchema>>;
