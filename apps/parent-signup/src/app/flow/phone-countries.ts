// spec §3 Parent sign-up values (country, countryCode default '+1'): the country and calling-code
// lists of /step1, from the domain's calling-code table and the browser's own country names
// (Intl), so the first screen does not download the timezone database.
import { CALLING_CODES } from '@join/domain';

export const DEFAULT_CALLING_CODE = '+1';

/** Markets the product sells in come first when a calling code is shared (+1: US before CA). */
const PREFERRED = ['US', 'GB', 'MX', 'CA', 'AU', 'NZ'];

export function countriesForCode(callingCode: string): string[] {
  const digits = callingCode.replace(/^\+/, '');
  return Object.keys(CALLING_CODES)
    .filter((code) => CALLING_CODES[code] === digits)
    .sort();
}

export function countryForCallingCode(callingCode: string, visitorCountry?: string | null): string {
  const candidates = countriesForCode(callingCode);
  if (visitorCountry && candidates.includes(visitorCountry)) return visitorCountry;
  return PREFERRED.find((c) => candidates.includes(c)) ?? candidates[0] ?? '';
}

/**
 * One option per calling code, named by its countries as the professional wizard does
 * ('+1 United States/Canada'; CONTRACTS#a-sign-up-people-finish: about 200 bare numbers told nobody anything).
 * A code shared by many countries names the product's markets first and counts the rest.
 */
export function callingCodeOptions(language = 'en', more: (count: number) => string = (count) => ` +${count}`): { value: string; label: string }[] {
  const locale = language.startsWith('es') ? 'es-MX' : 'en-US';
  const names = regionNames(locale);
  const unique = [...new Set(Object.values(CALLING_CODES))];
  const collator = new Intl.Collator(locale);
  return unique
    .map((digits) => {
      const countries = countriesForCode(`+${digits}`).sort((a, b) => rank(a) - rank(b) || collator.compare(names(a), names(b)));
      const shown = countries.slice(0, 2).map(names).join('/');
      const rest = countries.length > 2 ? more(countries.length - 2) : '';
      // The code comes first: a narrow select (a phone, or the code column beside the number)
      // cuts the end of its text, and the end was the code itself (issue 16, Spanish at 375 px).
      return { value: `+${digits}`, label: `+${digits} ${shown}${rest}`, sortKey: `${shown}${rest}` };
    })
    .sort((a, b) => collator.compare(a.sortKey, b.sortKey))
    .map(({ value, label }) => ({ value, label }));
}

const rank = (country: string) => {
  const at = PREFERRED.indexOf(country);
  return at === -1 ? PREFERRED.length : at;
};

function regionNames(locale: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

export function countryOptions(language: string): { value: string; label: string }[] {
  const locale = language.startsWith('es') ? 'es-MX' : 'en-US';
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  return Object.keys(CALLING_CODES)
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
