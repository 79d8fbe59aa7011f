// The calling-code select of /step1 and /step2 (spec §3 countryCode): one list, named by the
// `countries` texts so the server and the browser render the same options.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callingCodeOptions, countryOptions, once } from '../flow/phone-countries';

type Lists = { callingCodes: ReturnType<typeof callingCodeOptions>; countries: ReturnType<typeof countryOptions> };

// The lists of the last language, kept while its texts are the same objects: /step2 (after /step1)
// and every remount then reuse them instead of naming and sorting some 450 options again, which
// was part of the Continue from /step1 (issue 14 point 9).
let last: { language: string; countries: unknown; parent: unknown; lists: Lists } | undefined;

/** The calling codes ('+1 United States/Canada and 23 more') and the countries, in the page's language. */
export function usePhoneCountries(): Lists {
  const { t, i18n } = useTranslation('parent');
  const { t: translateCountry } = useTranslation('countries');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const texts = i18n.getResourceBundle(language, 'countries') as Record<string, unknown> | undefined;
    const parent = i18n.getResourceBundle(language, 'parent') as unknown;
    if (texts && last?.language === i18n.language && last.countries === texts && last.parent === parent) return last.lists;
    // Each name is looked up once, read from the language's texts in one go (a t() call per
    // country parsed its key each time: i18next was the top of /step1's profile). A name missing
    // there still goes through t() and its fallback language.
    const countryName = once((code) => {
      const text = texts?.[code];
      return typeof text === 'string' ? text : translateCountry(code);
    });
    const lists = {
      callingCodes: callingCodeOptions(i18n.language, countryName, (count) => t('step1.moreCountries', { count })),
      countries: countryOptions(i18n.language, countryName),
    };
    last = { language: i18n.language, countries: texts, parent, lists };
    return lists;
  }, [i18n, language, t, translateCountry]);
}
