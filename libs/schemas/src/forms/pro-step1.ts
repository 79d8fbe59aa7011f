// spec §5 Professional step 1 and §3 Professional user: contact details and how the
// professional heard about us, with referral fields asked only for the matching answer.
import { z } from 'zod';
import { HEAR_ABOUT_US, LIMITS } from '@join/domain';
import { MESSAGES as M, proFieldErrorKey } from './messages';
import {
  isObjectPayload,
  proChoice,
  proDigits,
  proEmail,
  proOptionalText,
  proText,
  trimmedString,
} from './pro-fields';

const [BENCH_OFFICER, COLLEAGUE, , , , OTHER] = HEAR_ABOUT_US;

export const proStep1Shape = {
  title: proOptionalText(),
  firstName: proText('firstName'),
  lastName: proText('lastName'),
  credentials: proOptionalText(),
  email: proEmail(),
  phoneCountryCode: proChoice(),
  phoneNumber: proDigits('phoneNumber', true),
  phoneExtension: proDigits('phoneExtension', false).optional(),
  hearAboutUs: proChoice(),
  referralBenchOfficerName: proOptionalText(),
  referralBenchOfficerPosition: proOptionalText(),
  referralColleagueName: proOptionalText(),
  referralColleagueRole: proOptionalText(),
  referralOtherExplanation: proOptionalText(),
};

/** Bench officer name and position, colleague name and role, or an explanation up to 200. */
export function checkProReferral(values: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const add = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input: values[path] });
  const choice = trimmedString(values.hearAboutUs);
  if (choice === BENCH_OFFICER) {
    if (!trimmedString(values.referralBenchOfficerName))
      add('referralBenchOfficerName', proFieldErrorKey('referralBenchOfficerName'));
    if (!trimmedString(values.referralBenchOfficerPosition))
      add('referralBenchOfficerPosition', M.signup_dropdown_error);
  }
  if (choice === COLLEAGUE) {
    if (!trimmedString(values.referralColleagueName))
      add('referralColleagueName', proFieldErrorKey('referralColleagueName'));
    if (!trimmedString(values.referralColleagueRole)) add('referralColleagueRole', M.signup_dropdown_error);
  }
  if (choice === OTHER) {
    const other = trimmedString(values.referralOtherExplanation);
    if (!other) add('referralOtherExplanation', proFieldErrorKey('referralOtherExplanation'));
    else if (other.length > LIMITS.otherExplanationMax)
      add('referralOtherExplanation', M.signup_max200_error);
  }
}

export const proStep1Schema = z
  .object(proStep1Shape)
  .superRefine(checkProReferral, { when: isObjectPayload });
export type ProStep1Values = z.infer<typeof proStep1Schema>;
