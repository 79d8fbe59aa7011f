// spec §3 (country, countryCode) and §9 (default phone country code +1, default country US).
import { getAllCountries } from 'countries-and-timezones';
import { CALLING_CODES } from './calling-codes';

export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_PHONE_COUNTRY_CODE = '+1';

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** Name in the requested locale (Intl), falling back to the English data name. */
  name: string;
  /** '+1', '+44'... */
  callingCode: string;
}

const englishNames: Record<string, string> = Object.fromEntries(
  Object.values(getAllCountries()).map((c) => [c.id, c.name]),
);

/** ISO codes of every country we know, in code order. */
export const COUNTRY_CODES: readonly string[] = Object.keys(englishNames).sort();

export function isKnownCountry(code: string | undefined | null): boolean {
  return !!code && Object.prototype.hasOwnProperty.call(englishNames, code.toUpperCase());
}

/** '+1' for US; undefined for an unknown country. */
export function callingCodeFor(country: string): string | undefined {
  const digits = CALLING_CODES[country.toUpperCase()];
  return digits ? `+${digits}` : undefined;
}

/** Country names come from Intl so Spanish readers get Spanish names without a second table. */
export function countryName(code: string, locale = 'en'): string {
  const upper = code.toUpperCase();
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(upper);
    if (name) return name;
  } catch {
    // An engine without region display names still gets the English data name below.
  }
  return englishNames[upper] ?? upper;
}

/** Every country with its calling code, sorted by name as the locale sorts. */
export function getCountries(locale = 'en'): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.filter((code) => CALLING_CODES[code])
    .map((code) => ({ code, name: countryName(code, locale), callingCode: `+${CALLING_CODES[code]}` }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Distinct calling codes ('+1', '+44'...) in numeric order, for a phone-code dropdown. */
export function getCallingCodes(): string[] {
  const unique = new Set(Object.values(CALLING_CODES));
  return [...unique].sort((a, b) => Number(a) - Number(b)).map((d) => `+${d}`);
}

/** Countries sharing a calling code ('+1' -> US, CA, ...), used to check a phone's country. */
export function countriesForCallingCode(callingCode: string): string[] {
  const digits = callingCode.replace(/^\+/, '');
  return COUNTRY_CODES.filter((code) => CALLING_CODES[code] === digits);
}
