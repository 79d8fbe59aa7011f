// spec §3 Parent sign-up values: countryCode defaults to '+1'; the country follows the phone's
// calling code unless the visitor picked one. The timezone default comes with the timezone
// lists (step1/timezone-options.ts), after the first paint.
import type { z } from 'zod';
import type { StepOneValues } from '@join/state';
import type { stepOneSchema } from '../step1/step1-schema';
import { countryForCallingCode, DEFAULT_CALLING_CODE } from './phone-countries';

/** The /step1 form: every field of the schema's input, each held as text while typing. */
export type StepOneForm = Required<z.input<typeof stepOneSchema>>;

export function initialStepOne(
  saved: StepOneValues | null,
  draft: Partial<StepOneForm> | undefined,
  visitorCountry: string | null,
): StepOneForm {
  const countryCode = draft?.countryCode ?? saved?.countryCode ?? DEFAULT_CALLING_CODE;
  const country = draft?.country ?? saved?.country ?? countryForCallingCode(countryCode, visitorCountry);
  return {
    firstName: draft?.firstName ?? saved?.firstName ?? '',
    lastName: draft?.lastName ?? saved?.lastName ?? '',
    email: draft?.email ?? saved?.email ?? '',
    countryCode,
    phoneNumber: draft?.phoneNumber ?? saved?.phoneNumber ?? '',
    country,
    timezone: draft?.timezone ?? saved?.timezone ?? '',
    referral: draft?.referral ?? saved?.referral ?? '',
    referralOther: draft?.referralOther ?? saved?.referralOther ?? '',
  };
}

/** How the parent heard about us (spec §3 'referral selection'); OTHER opens a text box. */
export const PARENT_REFERRALS = [
  'SEARCH_ENGINE',
  'ATTORNEY',
  'COURT',
  'THERAPIST',
  'FRIEND_RELATIVE',
  'SOCIAL_MEDIA',
  'NEWS_STORY',
  'OTHER',
] as const;
