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
export function callingCodeOptions(
  language: string,
  countryNames: CountryName,
  more: (count: number) => string = (count) => ` +${count}`,
): { value: string; label: string }[] {
  const names = once(countryNames);
  const keys = sortKeys(language);
  const unique = [...new Set(Object.values(CALLING_CODES))];
  return unique
    .map((digits) => {
      const countries = countriesForCode(`+${digits}`).sort(
        (a, b) => rank(a) - rank(b) || byKey(keys(names(a)), names(a), keys(names(b)), names(b)),
      );
      const shown = countries.slice(0, 2).map(names).join('/');
      const rest = countries.length > 2 ? more(countries.length - 2) : '';
      // The code comes first: a narrow select (a phone, or the code column beside the number)
      // cuts the end of its text, and the end was the code itself (CONTRACTS#both-languages, Spanish at 375 px).
      const sortText = `${shown}${rest}`;
      return { value: `+${digits}`, label: `+${digits} ${sortText}`, sortText, key: keys(sortText) };
    })
    .sort((a, b) => byKey(a.key, a.sortText, b.key, b.sortText))
    .map(({ value, label }) => ({ value, label }));
}

/**
 * A text's place in the alphabetical order of the page's language, as a string that plain `<`
 * compares: letters without their accents, in lower case, and in Spanish ñ after n. For these
 * lists it gives the order of Intl.Collator (phone-countries.spec.ts checks every name in both
 * languages), at a fraction of the cost: a collator call per comparison, a few thousand of them
 * for the two lists, was 80 ms of /step1's load at 4x CPU (ARCHITECTURE.md Budgets).
 */
export function sortKeys(language: string): (text: string) => string {
  const spanish = language.startsWith('es');
  const known = new Map<string, string>();
  return (text) => {
    let key = known.get(text);
    if (key === undefined) {
      const letters = spanish ? text.replace(/ñ/g, 'n\uffff').replace(/Ñ/g, 'N\uffff') : text;
      key = letters
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      known.set(text, key);
    }
    return key;
  };
}

/** By sort key; texts that differ only in accents or case keep one fixed order, on the server and in the browser. */
const byKey = (keyA: string, a: string, keyB: string, b: string) =>
  keyA < keyB ? -1 : keyA > keyB ? 1 : a < b ? -1 : a > b ? 1 : 0;

const rank = (country: string) => {
  const at = PREFERRED.indexOf(country);
  return at === -1 ? PREFERRED.length : at;
};

export function countryOptions(
  language: string,
  countryNames: CountryName,
): { value: string; label: string }[] {
  const names = once(countryNames);
  const keys = sortKeys(language);
  return Object.keys(CALLING_CODES)
    .map((code) => ({ value: code, label: names(code), key: keys(names(code)) }))
    .sort((a, b) => byKey(a.key, a.label, b.key, b.label))
    .map(({ value, label }) => ({ value, label }));
}
