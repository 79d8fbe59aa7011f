// spec §3 (country, countryCode) and §9 (default phone country code +1, default country US).
// Deliberately free of the timezone data package: the phone-code dropdown on /step1 needs only
// this file, and the timezone data (about 10 KB gzip) belongs to the billing screens.
import { CALLING_CODES } from './calling-codes';

export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_PHONE_COUNTRY_CODE = '+1';

export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** Name in the requested locale (Intl), falling back to the code. */
  name: string;
  /** '+1', '+44'... */
  callingCode: string;
}

/** ISO codes of every country we know, in code order. */
export const COUNTRY_CODES: readonly string[] = Object.keys(CALLING_CODES).sort();

export function isKnownCountry(code: string | undefined | null): boolean {
  return !!code && Object.prototype.hasOwnProperty.call(CALLING_CODES, code.toUpperCase());
}

/** '+1' for US; undefined for an unknown country. */
export function callingCodeFor(country: string): string | undefined {
  const digits = CALLING_CODES[country.toUpperCase()];
  return digits ? `+${digits}` : undefined;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** Country names come from Intl so Spanish readers get Spanish names without a second table. */
export function countryName(code: string, locale = 'en'): string {
  const upper = code.toUpperCase();
  try {
    let names = displayNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      displayNames.set(locale, names);
    }
    const name = names.of(upper);
    if (name) return name;
  } catch {
    // An engine without region display names (or an odd locale tag) shows the code instead.
  }
  return upper;
}

/** Every country with its calling code, sorted by name as the locale sorts. */
export function getCountries(locale = 'en'): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({
    code,
    name: countryName(code, locale),
    callingCode: `+${CALLING_CODES[code]}`,
  })).sort((a, b) => collator.compare(a.name, b.name));
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

/** '+1' -> '1': the pricing-group lookup sends the country code without its plus (spec §7). */
export function callingCodeDigits(callingCode: string): string {
  return callingCode.trim().replace(/^\+/, '');
}
