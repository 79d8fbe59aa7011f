// spec §5 Professional step 3: security question and answer; a 4-digit security code and its
// confirmation, digits only, confirmation equal to the code.
import { z } from 'zod';
import { ruled } from './fields';
import { MESSAGES as M } from './messages';
import { isObjectPayload, proChoice, proText, securityCodeError, trimmedString } from './pro-fields';

export const proStep3Shape = {
  securityQuestion: proChoice(),
  securityAnswer: proText('securityAnswer'),
  securityCode: ruled(
    (v) => securityCodeError(v, 'securityCode'),
    (v) => v.trim(),
  ),
  securityCodeConfirm: ruled(
    (v) => securityCodeError(v, 'securityCodeConfirm'),
    (v) => v.trim(),
  ),
};

/** Said only once both codes are well formed, so one field never carries two complaints. */
export function checkSecurityCodeConfirmation(values: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const code = trimmedString(values.securityCode);
  const confirm = trimmedString(values.securityCodeConfirm);
  if (securityCodeError(code, 'securityCode') || securityCodeError(confirm, 'securityCodeConfirm')) return;
  if (code !== confirm) {
    ctx.addIssue({
      code: 'custom',
      path: ['securityCodeConfirm'],
      message: M.signup_codeConfirm_error,
      input: confirm,
    });
  }
}

export const proStep3Schema = z
  .object(proStep3Shape)
  .superRefine(checkSecurityCodeConfirmation, { when: isObjectPayload });
export type ProStep3Values = z.infer<typeof proStep3Schema>;
