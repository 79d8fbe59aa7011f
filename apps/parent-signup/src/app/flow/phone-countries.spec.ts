import { callingCodeOptions, countryForCallingCode, countryOptions, countriesForCode } from './phone-countries';

describe('phone countries (spec §3 countryCode default +1)', () => {
  it('prefers the markets we sell in when a calling code is shared', () => {
    expect(countriesForCode('+1')).toEqual(expect.arrayContaining(['US', 'CA']));
    expect(countryForCallingCode('+1')).toBe('US');
    expect(countryForCallingCode('+1', 'CA')).toBe('CA');
    expect(countryForCallingCode('+44')).toBe('GB');
    expect(countryForCallingCode('+52')).toBe('MX');
  });

  it('lists each calling code once, in numeric order', () => {
    const codes = callingCodeOptions().map((o) => o.value);
    expect(codes[0]).toBe('+1');
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.indexOf('+44')).toBeLessThan(codes.indexOf('+52'));
  });

  it('names countries in the visitor language', () => {
    expect(countryOptions('es').find((o) => o.value === 'US')?.label).toBe('Estados Unidos');
    expect(countryOptions('en').find((o) => o.value === 'US')?.label).toBe('United States');
  });
});
