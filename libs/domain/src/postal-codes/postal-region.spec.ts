import { postalCodeFitsRegion } from './postal-region';

describe('postal code against the state or province (spec §8)', () => {
  it.each([
    ['78701', 'TX'],
    ['10001', 'NY'],
    ['90210', 'CA'],
    ['02108', 'MA'],
    ['05501', 'MA'],
    ['20500', 'DC'],
    ['99501-1234', 'AK'],
    ['00901', 'PR'],
  ])('accepts the US ZIP %s in %s', (zip, state) =>
    expect(postalCodeFitsRegion(zip, 'US', state)).toBe(true),
  );

  it.each([
    ['10001', 'TX'],
    ['78701', 'CA'],
    ['90210', 'NY'],
    ['02108', 'CT'],
  ])('refuses the US ZIP %s for %s', (zip, state) => {
    // Pins a bug: a ZIP code of another state passed, and nothing raised 'Postal code not valid for the state'.
    expect(postalCodeFitsRegion(zip, 'US', state)).toBe(false);
  });

  it('knows the Canadian provinces by the first letter', () => {
    expect(postalCodeFitsRegion('K1A 0A9', 'CA', 'ON')).toBe(true);
    expect(postalCodeFitsRegion('h2x 1y4', 'CA', 'QC')).toBe(true);
    expect(postalCodeFitsRegion('K1A 0A9', 'CA', 'BC')).toBe(false);
    expect(postalCodeFitsRegion('V6B 1A1', 'CA', 'BC')).toBe(true);
  });

  it('lets through what it cannot judge: other countries, unknown regions, malformed codes', () => {
    expect(postalCodeFitsRegion('NW1 6XE', 'GB', 'ENG')).toBe(true);
    expect(postalCodeFitsRegion('10001', 'US', '')).toBe(true);
    expect(postalCodeFitsRegion('1000', 'US', 'TX')).toBe(true);
  });
});
