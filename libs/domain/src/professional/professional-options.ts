// spec §3 Enumerations (professional), in the order the spec lists them; the UI shows them in
// this order. Values are what the server receives; the pro namespace translates the labels.

export const PRO_TITLES = ['Mr.', 'Ms.', 'Mrs.', 'Hon.', 'Dr.', 'Dra.'] as const;
export type ProTitle = (typeof PRO_TITLES)[number];

/** The titles offered in each language. Spanish has a feminine doctor ('Dra.') and no separate
 *  'Mrs.' (Ms. and Mrs. are both 'Sra.'); English has one 'Dr.' for everyone. */
export function proTitlesFor(lang: 'en' | 'es'): readonly ProTitle[] {
  return lang === 'es' ? ['Mr.', 'Ms.', 'Hon.', 'Dr.', 'Dra.'] : ['Mr.', 'Ms.', 'Mrs.', 'Hon.', 'Dr.'];
}

export const BENCH_OFFICER_POSITIONS = [
  'Judge',
  'Referee',
  'Pro-tem',
  'Magistrate',
  'Private Judge',
] as const;
export type BenchOfficerPosition = (typeof BENCH_OFFICER_POSITIONS)[number];

export const COLLEAGUE_ROLES = [
  'Opposing Counsel',
  'Child Attorney',
  'Bench Officer',
  'Attorney',
  'Evaluator',
  'Investigator',
  'Therapist',
  'Guardian Ad-Litem',
  'Family Court Services',
  'Continuing Education',
] as const;
export type ColleagueRole = (typeof COLLEAGUE_ROLES)[number];

/** How the professional heard about us, in spec order. The first two open referral fields. */
export const HEAR_ABOUT_US = [
  'BENCH_OFFICER',
  'COLLEAGUE',
  'SEARCH_ENGINE',
  'FRIEND_RELATIVE',
  'NEWS_STORY',
  'OTHER',
] as const;
export type HearAboutUs = (typeof HEAR_ABOUT_US)[number];

/** Phone country codes offered to professionals: US/Canada +1, United Kingdom +44, Mexico +52. */
export const PRO_PHONE_COUNTRY_CODES = [
  { code: '+1', countries: ['US', 'CA'] },
  { code: '+44', countries: ['GB'] },
  { code: '+52', countries: ['MX'] },
] as const;

/** Countries a professional practice may be in; US is the default (spec §9). */
export const PRO_COUNTRIES = ['GB', 'US'] as const;
export type ProCountry = (typeof PRO_COUNTRIES)[number];
export const DEFAULT_PRO_COUNTRY: ProCountry = 'US';
