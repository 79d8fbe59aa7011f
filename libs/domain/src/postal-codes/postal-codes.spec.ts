import { COUNTRY_CODES } from '../countries/countries';
import { hasPostalCodePattern, isValidPostalCode, normalisePostalCode } from './postal-codes';

// Real postal codes (a government building, a landmark or a city centre in each country).
const REAL: [string, string][] = [
  ['US', '90210'],
  ['US', '20500-0003'],
  ['GB', 'SW1A 1AA'],
  ['GB', 'EH1 1YZ'],
  ['CA', 'K1A 0B1'],
  ['AU', '2000'],
  ['NZ', '6011'],
  ['MX', '06600'],
  ['IE', 'D02 X285'],
  ['DE', '10115'],
  ['FR', '75008'],
  ['ES', '28013'],
  ['IT', '00184'],
  ['NL', '1012 JS'],
  ['BE', '1000'],
  ['CH', '8001'],
  ['AT', '1010'],
  ['SE', '114 55'],
  ['NO', '0150'],
  ['DK', '1050'],
  ['FI', '00100'],
  ['PT', '1100-148'],
  ['PL', '00-950'],
  ['JP', '100-0001'],
  ['BR', '01310-100'],
  ['IN', '110001'],
  ['CN', '100000'],
  ['KR', '03187'],
  ['ZA', '8001'],
  ['AR', 'C1002AAA'],
  ['SG', '018956'],
  ['CZ', '110 00'],
  ['GR', '105 57'],
];

describe('postal codes', () => {
  it('has its own pattern for at least 150 of our countries', () => {
    const covered = COUNTRY_CODES.filter(hasPostalCodePattern);
    expect(covered.length).toBeGreaterThanOrEqual(150);
  });

  it.each(REAL)('accepts the real %s code %s', (country, code) => {
    expect(isValidPostalCode(code, country)).toBe(true);
  });

  it('accepts codes typed in lower case or with extra spaces', () => {
    expect(isValidPostalCode('  sw1a   1aa ', 'GB')).toBe(true);
    expect(isValidPostalCode('k1a0b1', 'ca')).toBe(true);
  });

  it.each([
    ['US', 'SW1A 1AA'],
    ['US', '9021'],
    ['US', '902100'],
    ['GB', '90210'],
    ['CA', '90210'],
    ['AU', '20000'],
    ['MX', '0660'],
    ['DE', '1011'],
    ['NL', '1012'],
    ['IE', '12345'],
    ['JP', '1000001x'],
  ])('rejects %s code %s', (country, code) => {
    expect(isValidPostalCode(code, country)).toBe(false);
  });

  it('uses the international fallback for a country without a pattern', () => {
    expect(hasPostalCodePattern('AE')).toBe(false);
    expect(isValidPostalCode('AB-12 3', 'AE')).toBe(true);
    expect(isValidPostalCode('12#45', 'AE')).toBe(false);
    expect(isValidPostalCode('12#45', 'ZZ')).toBe(false);
    expect(isValidPostalCode('12345', 'ZZ')).toBe(true);
  });

  it('never accepts an empty code', () => {
    expect(isValidPostalCode('   ', 'AE')).toBe(false);
    expect(isValidPostalCode('', 'US')).toBe(false);
  });

  it('normalises what it stores', () => {
    expect(normalisePostalCode('  ec1a   1bb ')).toBe('EC1A 1BB');
  });
});
