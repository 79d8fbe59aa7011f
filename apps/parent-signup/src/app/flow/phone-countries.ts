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

export function callingCodeOptions(): { value: string; label: string }[] {
  const unique = [...new Set(Object.values(CALLING_CODES))].sort((a, b) => Number(a) - Number(b));
  return unique.map((digits) => ({ value: `+${digits}`, label: `+${digits}` }));
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
