// The calling-code select of /step1 and /step2 (spec §3 countryCode) and /step1's country select:
// one list each, named by the `countries` texts so the server and the browser render the same options.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { callingCodeOptions, countryOptions, once, type CountryName } from '../flow/phone-countries';

type Options = { value: string; label: string }[];

// The lists of the last language, kept while its texts are the same objects: /step2 (after /step1)
// and every remount then reuse them instead of naming and sorting some 450 options again, which
// was part of the Continue from /step1 (ARCHITECTURE.md Budgets).
const last: Partial<
  Record<
    'callingCodes' | 'countries',
    { language: string; countries: unknown; parent: unknown; list: Options }
  >
> = {};

function useList(
  which: 'callingCodes' | 'countries',
  build: (language: string, countryName: CountryName, t: TFunction<'parent'>) => Options,
): Options {
  const { t, i18n } = useTranslation('parent');
  const { t: translateCountry } = useTranslation('countries');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const texts = i18n.getResourceBundle(language, 'countries') as Record<string, unknown> | undefined;
    const parent = i18n.getResourceBundle(language, 'parent') as unknown;
    const kept = last[which];
    if (texts && kept?.language === i18n.language && kept.countries === texts && kept.parent === parent)
      return kept.list;
    // Each name is looked up once, read from the language's texts in one go (a t() call per
    // country parsed its key each time: i18next was the top of /step1's profile). A name missing
    // there still goes through t() and its fallback language.
    const countryName = once((code) => {
      const text = texts?.[code];
      return typeof text === 'string' ? text : translateCountry(code);
    });
    const list = build(i18n.language, countryName, t);
    last[which] = { language: i18n.language, countries: texts, parent, list };
    return list;
  }, [i18n, language, t, translateCountry, which, build]);
}

const buildCallingCodes = (language: string, countryName: CountryName, t: TFunction<'parent'>) =>
  callingCodeOptions(language, countryName, (count) => t('step1.moreCountries', { count }));
const buildCountries = (language: string, countryName: CountryName) => countryOptions(language, countryName);

/** The calling codes ('+1 United States/Canada and 23 more'), in the page's language. */
export function useCallingCodeOptions(): Options {
  return useList('callingCodes', buildCallingCodes);
}

/** The countries, in the page's language. */
export function useCountryOptions(): Options {
  return useList('countries', buildCountries);
}
