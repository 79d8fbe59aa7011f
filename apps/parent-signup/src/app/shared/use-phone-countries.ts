// The calling-code select of /step1 and /step2 (spec §3 countryCode): one list, named by the
// `countries` texts so the server and the browser render the same options.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callingCodeOptions, countryOptions, once } from '../flow/phone-countries';

/** The calling codes ('+1 United States/Canada and 23 more') and the countries, in the page's language. */
export function usePhoneCountries() {
  const { t, i18n } = useTranslation('parent');
  const { t: translateCountry } = useTranslation('countries');
  // Both lists name the same countries: each name is looked up once, read from the language's
  // texts in one go (a t() call per country parsed its key each time: i18next was the top of
  // /step1's profile). A name missing there still goes through t() and its fallback language.
  const language = i18n.resolvedLanguage ?? i18n.language;
  const countryName = useMemo(() => {
    const texts = i18n.getResourceBundle(language, 'countries') as Record<string, unknown> | undefined;
    return once((code) => {
      const text = texts?.[code];
      return typeof text === 'string' ? text : translateCountry(code);
    });
  }, [i18n, language, translateCountry]);
  const callingCodes = useMemo(() => callingCodeOptions(i18n.language, countryName, (count) => t('step1.moreCountries', { count })), [i18n.language, t, countryName]);
  const countries = useMemo(() => countryOptions(i18n.language, countryName), [i18n.language, countryName]);
  return { callingCodes, countries };
}
