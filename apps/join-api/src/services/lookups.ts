// spec §7 lookup lists (titles, bench officers, colleagues, countries, country codes,
// referrals, regions by country, timezones by country and by region for US and CA), built
// from @join/domain. Labels use the `pro:options.<list>.<value>` i18n keys when present.
import {
  BENCH_OFFICER_POSITIONS,
  COLLEAGUE_ROLES,
  getCountries,
  getRegions,
  getTimezones,
  HEAR_ABOUT_US,
  PRO_COUNTRIES,
  PRO_PHONE_COUNTRY_CODES,
  proTitlesFor,
  countryName,
} from '@join/domain';
import { lookupListKey, PRO_STEP_ONE_LOOKUPS, type LookupName, type LookupOption } from '@join/schemas';
import type { Translator } from './messages';

const hearAboutUsLabels: Record<string, string> = {
  BENCH_OFFICER: 'Bench officer',
  COLLEAGUE: 'Referred by a colleague',
  SEARCH_ENGINE: 'Search engine',
  FRIEND_RELATIVE: 'Referred by a friend or relative',
  NEWS_STORY: 'News story',
  OTHER: 'Other',
};

/** spec §2 /pro step 2: 'the role values are not shown', so these are ours. */
export const PROFESSIONAL_ROLES = [
  'ATTORNEY',
  'JUDGE',
  'MEDIATOR',
  'THERAPIST',
  'GUARDIAN_AD_LITEM',
  'PARENTING_COORDINATOR',
  'CUSTODY_EVALUATOR',
  'OTHER',
];
const roleLabels: Record<string, string> = {
  ATTORNEY: 'Attorney',
  JUDGE: 'Judge',
  MEDIATOR: 'Mediator',
  THERAPIST: 'Therapist',
  GUARDIAN_AD_LITEM: 'Guardian ad litem',
  PARENTING_COORDINATOR: 'Parenting coordinator',
  CUSTODY_EVALUATOR: 'Custody evaluator',
  OTHER: 'Other',
};

/** spec §3 parent referral selection (its values are not shown either). */
const parentReferrals: Record<string, string> = {
  ATTORNEY: 'My attorney',
  COURT: 'A court or judge',
  SEARCH_ENGINE: 'Search engine',
  FRIEND_FAMILY: 'Friend or family',
  SOCIAL_MEDIA: 'Social media',
  OTHER: 'Other',
};

export function lookupList(name: LookupName, lang: 'en' | 'es', t: Translator): LookupOption[] {
  const label = (list: string, value: string, fallback: string) => {
    // i18next splits keys at dots, so 'Mr.' is looked up as 'Mr'.
    const key = `pro:options.${list}.${value.replace(/\./g, '')}`;
    const text = t(key);
    return text === key ? fallback : text;
  };
  const plain = (list: string, values: readonly string[], labels: Record<string, string> = {}) =>
    values.map((v) => ({ value: v, label: label(list, v, labels[v] ?? v) }));
  switch (name) {
    case 'titles':
      return plain('titles', proTitlesFor(lang));
    case 'bench-officers':
      return plain('benchOfficers', BENCH_OFFICER_POSITIONS);
    case 'colleagues':
      return plain('colleagues', COLLEAGUE_ROLES);
    case 'referrals':
      return plain('hearAboutUs', HEAR_ABOUT_US, hearAboutUsLabels);
    case 'professional-roles':
      return plain('roles', PROFESSIONAL_ROLES, roleLabels);
    case 'parent-referrals':
      return plain('parentReferrals', Object.keys(parentReferrals), parentReferrals);
    case 'countries':
      return PRO_COUNTRIES.map((c) => ({ value: c, label: countryName(c, lang) }));
    case 'country-codes':
      return PRO_PHONE_COUNTRY_CODES.map((c) => ({
        value: c.code,
        label: `${c.countries.map((x) => countryName(x, lang)).join('/')} ${c.code}`,
      }));
  }
}

export const allCountries = (lang: 'en' | 'es'): LookupOption[] =>
  getCountries(lang).map((c) => ({ value: c.code, label: c.name }));
export const regionList = (country: string): LookupOption[] =>
  getRegions(country).map((r) => ({ value: r.code, label: r.name }));
export const timezoneList = (country: string, region?: string, lang: 'en' | 'es' = 'en'): LookupOption[] =>
  getTimezones(country, region, lang).map((z) => ({ value: z.id, label: z.label }));

/**
 * The lists /pro's first step shows, in one language, named as the page's state names them: the
 * server renders the form with them and puts them in the page (CONTRACTS#first-screen-from-the-server),
 * so the browser neither fetches them nor shows a spinner first.
 */
export function proStepOneLists(lang: 'en' | 'es', t: Translator): Record<string, LookupOption[]> {
  return Object.fromEntries(
    PRO_STEP_ONE_LOOKUPS.map((name) => [lookupListKey(name, lang), lookupList(name, lang, t)]),
  );
}
