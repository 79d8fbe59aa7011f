import { getAllCountries } from 'countries-and-timezones';
import { CALLING_CODES } from './calling-codes';
import {
  callingCodeDigits,
  callingCodeFor,
  countriesForCallingCode,
  countryName,
  getCallingCodes,
  getCountries,
  isKnownCountry,
} from './countries';

describe('countries and calling codes', () => {
  it('has a calling code for exactly the countries the timezone data knows', () => {
    expect(Object.keys(CALLING_CODES).sort()).toEqual(Object.keys(getAllCountries()).sort());
    for (const digits of Object.values(CALLING_CODES)) expect(digits).toMatch(/^[1-9]\d{0,3}$/);
  });

  it.each([
    ['US', '+1'],
    ['CA', '+1'],
    ['GB', '+44'],
    ['MX', '+52'],
    ['AU', '+61'],
    ['NZ', '+64'],
    ['IE', '+353'],
    ['ES', '+34'],
    ['DE', '+49'],
    ['IN', '+91'],
    ['gb', '+44'],
  ])('%s dials %s', (country, code) => {
    expect(callingCodeFor(country)).toBe(code);
  });

  it('has no calling code for an unknown country', () => {
    expect(callingCodeFor('XX')).toBeUndefined();
    expect(isKnownCountry('XX')).toBe(false);
    expect(isKnownCountry('mx')).toBe(true);
  });

  it('names countries in the visitor language', () => {
    expect(countryName('MX', 'en')).toBe('Mexico');
    expect(countryName('MX', 'es')).toBe('México');
    expect(countryName('DE', 'es')).toBe('Alemania');
  });

  it('shows the code when no name is known', () => {
    expect(countryName('XX', 'en')).toBe('XX');
  });

  it('drops the plus for the pricing-group lookup', () => {
    expect(callingCodeDigits(' +44')).toBe('44');
    expect(callingCodeDigits('52')).toBe('52');
  });

  it('sorts the country list by localised name, each with its calling code', () => {
    const list = getCountries('es');
    expect(list).toHaveLength(Object.keys(CALLING_CODES).length);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(list.find((c) => c.code === 'MX')).toEqual({ code: 'MX', name: 'México', callingCode: '+52' });
  });

  it('lists each calling code once in numeric order', () => {
    const codes = getCallingCodes();
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes[0]).toBe('+1');
    expect(codes.indexOf('+44')).toBeLessThan(codes.indexOf('+52'));
  });

  it('finds the countries that share a calling code', () => {
    expect(countriesForCallingCode('+1')).toEqual(expect.arrayContaining(['US', 'CA', 'PR']));
    expect(countriesForCallingCode('+52')).toEqual(['MX']);
  });
});
