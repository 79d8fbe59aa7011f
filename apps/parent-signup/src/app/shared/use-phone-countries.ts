// The calling-code select of /step1 and /step2 (spec §3 countryCode): one list, named by the
// `countries` texts so the server and the browser render the same options.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callingCodeOptions, countryOptions, once } from '../flow/phone-countries';

/** The calling codes ('+1 United States/Canada and 23 more') and the countries, in the page's language. */
export function usePhoneCountries() {
  const { t, i18n } = useTranslation('parent');
  const { t: translateCountry } = useTranslation('countries');
  // Both lists name the same countries: each name is looked up once.
  const countryName = useMemo(() => once((code) => translateCountry(code)), [translateCountry]);
  const callingCodes = useMemo(() => callingCodeOptions(i18n.language, countryName, (count) => t('step1.moreCountries', { count })), [i18n.language, t, countryName]);
  const countries = useMemo(() => countryOptions(i18n.language, countryName), [i18n.language, countryName]);
  return { callingCodes, countries };
}
