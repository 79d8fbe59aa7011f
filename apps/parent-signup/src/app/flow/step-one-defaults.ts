// spec §3 Parent sign-up values: countryCode defaults to '+1'; the country follows the phone's
// calling code unless the visitor picked one; a single timezone is selected by itself (§4).
import { autoSelectedTimezone, countriesForCallingCode, DEFAULT_PHONE_COUNTRY_CODE, getTimezones } from '@join/domain';
import type { StepOneValues } from '@join/state';

export type StepOneForm = {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  country: string;
  timezone: string;
  referral: string;
  referralOther: string;
};

/** Markets the product sells in come first when a calling code is shared (+1: US before CA). */
const PREFERRED = ['US', 'GB', 'MX', 'CA', 'AU', 'NZ'];

export function countryForCallingCode(callingCode: string, visitorCountry?: string | null): string {
  const candidates = countriesForCallingCode(callingCode);
  if (visitorCountry && candidates.includes(visitorCountry)) return visitorCountry;
  return PREFERRED.find((c) => candidates.includes(c)) ?? candidates[0] ?? '';
}

/** The browser's own timezone when it belongs to the country, else the only one, else none. */
export function defaultTimezone(country: string, browserTimezone?: string): string {
  if (!country) return '';
  const options = getTimezones(country);
  if (browserTimezone && options.some((o) => o.id === browserTimezone)) return browserTimezone;
  return autoSelectedTimezone(options) ?? '';
}

export function initialStepOne(
  saved: StepOneValues | null,
  draft: Partial<StepOneForm> | undefined,
  visitorCountry: string | null,
  browserTimezone?: string,
): StepOneForm {
  const countryCode = draft?.countryCode ?? saved?.countryCode ?? DEFAULT_PHONE_COUNTRY_CODE;
  const country = draft?.country ?? saved?.country ?? countryForCallingCode(countryCode, visitorCountry);
  return {
    firstName: draft?.firstName ?? saved?.firstName ?? '',
    lastName: draft?.lastName ?? saved?.lastName ?? '',
    email: draft?.email ?? saved?.email ?? '',
    countryCode,
    phoneNumber: draft?.phoneNumber ?? saved?.phoneNumber ?? '',
    country,
    timezone: draft?.timezone ?? saved?.timezone ?? defaultTimezone(country, browserTimezone),
    referral: draft?.referral ?? saved?.referral ?? '',
    referralOther: draft?.referralOther ?? saved?.referralOther ?? '',
  };
}

/** How the parent heard about us (spec §3 'referral selection'); OTHER opens a text box. */
export const PARENT_REFERRALS = ['SEARCH_ENGINE', 'ATTORNEY', 'COURT', 'THERAPIST', 'FRIEND_RELATIVE', 'SOCIAL_MEDIA', 'NEWS_STORY', 'OTHER'] as const;
