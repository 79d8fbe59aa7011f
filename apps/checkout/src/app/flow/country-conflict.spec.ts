// Pins a bug: the mismatch modal named neither country.
import { countryConflict, phoneCountry } from './country-conflict';

describe('country conflict', () => {
  it('names the phone country and the billing country', () => {
    expect(countryConflict('+1', 'US', 'GB')).toEqual({ phone: 'US', billing: 'GB' });
  });
  it('reads a shared calling code as the visitor country when it fits', () => {
    expect(phoneCountry('+1', 'CA')).toBe('CA');
    expect(phoneCountry('+44', 'US')).toBe('GB');
  });
  it('has nothing to name when both are the same country', () => {
    expect(countryConflict('+1', 'US', 'US')).toBeNull();
  });
});
