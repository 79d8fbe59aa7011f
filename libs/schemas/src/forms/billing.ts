// spec §5 Billing: name and email required (read-only on screen), address 3 to 50, apartment
// up to 50, city 3 to 30, country, region and timezone required, postal code 2 to 30 and
// matching the country's pattern. The postal check needs the country, so it runs on the object.
import { z } from 'zod';
import { LIMITS, isValidPostalCode, normalisePostalCode, postalCodeFitsRegion } from '@join/domain';
import { emailField, requiredText, ruled } from './fields';
import { MESSAGES as M } from './messages';

const between = (min: number, max: number, message: string) => (v: string) =>
  v === '' ? M.required : v.length < min || v.length > max ? message : undefined;

const trim = (v: string) => v.trim();

export function postalCodeError(postalCode: string, country: string, region = ''): string | undefined {
  const code = normalisePostalCode(postalCode);
  if (code === '') return M.required;
  if (code.length < LIMITS.postalCodeMin || code.length > LIMITS.postalCodeMax) return M.postalCodeLength;
  // Without a country the pattern is unknown; the country field reports its own error.
  if (country && !isValidPostalCode(code, country)) return M.postalCodeInvalid;
  // spec §8: a US ZIP or Canadian postal code of another state or province than the chosen one.
  if (country && region && !postalCodeFitsRegion(code, country, region)) return M.postalCodeState;
  return undefined;
}

export const billingSchema = z
  .object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: emailField(),
    billingAddress: ruled(
      between(LIMITS.billingAddressMin, LIMITS.billingAddressMax, M.billingAddressLength),
      trim,
    ),
    billingAddress2: ruled(
      (v) => (v.length > LIMITS.billingAddress2Max ? M.billingAddress2Length : undefined),
      trim,
    ).optional(),
    city: ruled(between(LIMITS.cityMin, LIMITS.cityMax, M.cityLength), trim),
    country: ruled(
      (v) => (v === '' ? M.required : undefined),
      (v) => v.trim().toUpperCase(),
    ),
    region: requiredText(),
    postalCode: z.string({ error: M.required }).overwrite(normalisePostalCode),
    timezone: requiredText(),
  })
  .superRefine(
    (values, ctx) => {
      const postal = typeof values.postalCode === 'string' ? values.postalCode : '';
      const country = typeof values.country === 'string' ? values.country : '';
      const region = typeof values.region === 'string' ? values.region : '';
      const message = postalCodeError(postal, country, region);
      if (message) ctx.addIssue({ code: 'custom', path: ['postalCode'], message, input: postal });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type BillingInput = z.input<typeof billingSchema>;
export type BillingValues = z.infer<typeof billingSchema>;
