import { getRegions, hasRegionList, isRegionOf, regionKind, regionName } from './regions';

describe('regions', () => {
  it.each([
    ['US', 52],
    ['CA', 13],
    ['MX', 32],
    ['AU', 8],
    ['NZ', 17],
    ['GB', 4],
    ['UK', 4],
  ])('%s has %i regions with unique codes', (country, count) => {
    const regions = getRegions(country);
    expect(regions).toHaveLength(count);
    expect(new Set(regions.map((r) => r.code)).size).toBe(count);
  });

  it('defaults to US regions, as spec §9 says for region lookups', () => {
    expect(getRegions()).toBe(getRegions('US'));
  });

  it('returns no regions for a country without a list', () => {
    expect(getRegions('DE')).toEqual([]);
    expect(hasRegionList('DE')).toBe(false);
    expect(hasRegionList('ca')).toBe(true);
  });

  it('tells whether a region belongs to a country', () => {
    expect(isRegionOf('US', 'tx')).toBe(true);
    expect(isRegionOf('CA', 'TX')).toBe(false);
    expect(isRegionOf('CA', 'QC')).toBe(true);
    expect(isRegionOf('MX', 'CMX')).toBe(true);
  });

  it('names a region from its code, keeping a free-text region as typed', () => {
    expect(regionName('US', 'TX')).toBe('Texas');
    expect(regionName('MX', 'cmx')).toBe('Ciudad de México');
    expect(regionName('FR', 'Bretagne')).toBe('Bretagne');
  });

  it('calls Mexican, US and Australian regions states, Canadian ones provinces', () => {
    expect(['US', 'MX', 'AU', 'CA', 'NZ'].map(regionKind)).toEqual([
      'state',
      'state',
      'state',
      'province',
      'province',
    ]);
  });
});
