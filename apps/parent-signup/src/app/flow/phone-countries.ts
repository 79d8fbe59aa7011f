// spec §3 Parent sign-up values (country, countryCode default '+1'): the country and calling-code
// lists of /step1, from the domain's calling-code table and the `countries` texts, so the first
// screen does not download the timezone database.
import { CALLING_CODES } from '@join/domain';

export const DEFAULT_CALLING_CODE = '+1';

/** Markets the product sells in come first when a calling code is shared (+1: US before CA). */
const PREFERRED = ['US', 'GB', 'MX', 'CA', 'AU', 'NZ'];

// The countries of each calling code, built once: the lists below ask for every code, and a
// scan of the whole table per code was a long task on a phone (TBT, ARCHITECTURE.md Budgets).
let byDigits: Map<string, string[]> | undefined;
function countriesByDigits(): Map<string, string[]> {
  if (!byDigits) {
    byDigits = new Map();
    for (const code of Object.keys(CALLING_CODES).sort()) {
      const digits = CALLING_CODES[code];
      const list = byDigits.get(digits);
      if (list) list.push(code);
      else byDigits.set(digits, [code]);
    }
  }
  return byDigits;
}

export function countriesForCode(callingCode: string): string[] {
  return [...(countriesByDigits().get(callingCode.replace(/^\+/, '')) ?? [])];
}

/** Each country's name asked for once (a translation lookup is not free, and sorting asks often). */
export function once(names: CountryName): CountryName {
  const known = new Map<string, string>();
  return (code) => {
    let name = known.get(code);
    if (name === undefined) {
      name = names(code);
      known.set(code, name);
    }
    return name;
  };
}

export function countryForCallingCode(callingCode: string, visitorCountry?: string | null): string {
  const candidates = countriesForCode(callingCode);
  if (visitorCountry && candidates.includes(visitorCountry)) return visitorCountry;
  return PREFERRED.find((c) => candidates.includes(c)) ?? candidates[0] ?? '';
}

/** A country's name in the visitor's language: the `countries` texts (libs/i18n), which read the
 *  same on the server and in the browser, unlike the run time's Intl names. */
export type CountryName = (code: string) => string;

/**
 * One option per calling code, named by its countries as the professional wizard does
 * ('+1 United States/Canada'; CONTRACTS#a-sign-up-people-finish: about 200 bare numbers told nobody anything).
 * A code shared by many countries names the product's markets first and counts the rest.
 */
export function callingCodeOptions(language: string, countryNames: CountryName, more: (count: number) => string = (count) => ` +${count}`): { value: string; label: string }[] {
  const collator = new Intl.Collator(localeOf(language));
  const names = once(countryNames);
  const unique = [...new Set(Object.values(CALLING_CODES))];
  return unique
    .map((digits) => {
      const countries = countriesForCode(`+${digits}`).sort((a, b) => rank(a) - rank(b) || collator.compare(names(a), names(b)));
      const shown = countries.slice(0, 2).map(names).join('/');
      const rest = countries.length > 2 ? more(countries.length - 2) : '';
      // The code comes first: a narrow select (a phone, or the code column beside the number)
      // cuts the end of its text, and the end was the code itself (CONTRACTS#both-languages, Spanish at 375 px).
      return { value: `+${digits}`, label: `+${digits} ${shown}${rest}`, sortKey: `${shown}${rest}` };
    })
    .sort((a, b) => collator.compare(a.sortKey, b.sortKey))
    .map(({ value, label }) => ({ value, label }));
}

const localeOf = (language: string) => (language.startsWith('es') ? 'es-MX' : 'en-US');

const rank = (country: string) => {
  const at = PREFERRED.indexOf(country);
  return at === -1 ? PREFERRED.length : at;
};

export function countryOptions(language: string, countryNames: CountryName): { value: string; label: string }[] {
  const collator = new Intl.Collator(localeOf(language));
  const names = once(countryNames);
  return Object.keys(CALLING_CODES)
    .map((code) => ({ value: code, label: names(code) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
