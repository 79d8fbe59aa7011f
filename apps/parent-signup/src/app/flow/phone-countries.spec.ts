import { resources } from '@join/i18n';
import {
  callingCodeOptions,
  countryForCallingCode,
  countryOptions,
  countriesForCode,
  sortKeys,
} from './phone-countries';

const names = (lang: 'en' | 'es') => (code: string) =>
  (resources[lang].countries as Record<string, string>)[code] ?? code;

describe('phone countries (spec §3 countryCode default +1)', () => {
  it('prefers the markets we sell in when a calling code is shared', () => {
    expect(countriesForCode('+1')).toEqual(expect.arrayContaining(['US', 'CA']));
    expect(countryForCallingCode('+1')).toBe('US');
    expect(countryForCallingCode('+1', 'CA')).toBe('CA');
    expect(countryForCallingCode('+44')).toBe('GB');
    expect(countryForCallingCode('+52')).toBe('MX');
  });

  it('lists each calling code once, named by its countries (CONTRACTS#a-sign-up-people-finish), in name order', () => {
    const options = callingCodeOptions('en', names('en'), (count) => ` and ${count} more`);
    const codes = options.map((o) => o.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(options.find((o) => o.value === '+44')?.label).toMatch(
      /^\+44 United Kingdom\/Guernsey and 2 more$/,
    );
    expect(options.find((o) => o.value === '+1')?.label).toMatch(/^\+1 United States\/Canada and \d+ more$/);
    expect(callingCodeOptions('es', names('es')).find((o) => o.value === '+52')?.label).toBe('+52 México');
    const labels = options.map((o) => o.label);
    expect(labels.indexOf('+52 Mexico')).toBeLessThan(labels.findIndex((l) => l.startsWith('+44 ')));
  });

  // Pins the order of both lists now that they are sorted by key, not by a collator call per comparison (80 ms of /step1 at 4x CPU).
  it.each([
    ['en', 'en-US', (count: number) => ` and ${count} more`],
    ['es', 'es-MX', (count: number) => ` y ${count} más`],
  ] as const)('orders every %s name as the language sorts it alphabetically', (language, locale, more) => {
    const collator = new Intl.Collator(locale);
    const countries = countryOptions(language, names(language)).map((o) => o.label);
    expect(countries).toHaveLength(new Set(countries).size);
    expect(countries).toEqual([...countries].sort(collator.compare));
    const codes = callingCodeOptions(language, names(language), more).map((o) =>
      o.label.replace(/^\+\d+ /, ''),
    );
    expect(codes).toEqual([...codes].sort(collator.compare));
  });

  it('puts ñ after n in Spanish, and accents after the plain letter in both languages', () => {
    const made = { AA: 'Ñandú', AB: 'Nueva', AC: 'Émile', AD: 'Ezra', AE: 'Eme' } as Record<string, string>;
    const keyed = (language: string) =>
      [...Object.values(made)].sort((a, b) => (sortKeys(language)(a) < sortKeys(language)(b) ? -1 : 1));
    expect(keyed('es')).toEqual(['Eme', 'Émile', 'Ezra', 'Nueva', 'Ñandú']);
    expect(keyed('en')).toEqual(['Eme', 'Émile', 'Ezra', 'Ñandú', 'Nueva']);
  });

  it('names countries in the visitor language', () => {
    expect(countryOptions('es', names('es')).find((o) => o.value === 'US')?.label).toBe('Estados Unidos');
    expect(countryOptions('en', names('en')).find((o) => o.value === 'US')?.label).toBe('United States');
  });

  // Pins React #418 on a server-rendered /step1: Node's Intl said 'Hong Kong SAR China' where Chromium says 'Hong Kong'.
  it('takes every name from the texts it is given, never from the run time', () => {
    const options = countryOptions('en', (code) => `name of ${code}`);
    expect(options.find((o) => o.value === 'HK')?.label).toBe('name of HK');
    expect(callingCodeOptions('en', (code) => `name of ${code}`).find((o) => o.value === '+852')?.label).toBe(
      '+852 name of HK',
    );
  });
});
