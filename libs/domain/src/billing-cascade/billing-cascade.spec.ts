import { afterCountryChange, afterRegionChange, timezoneAfterReload, timezoneQuery } from './billing-cascade';

describe('billing cascade (spec §4 Billing field changes)', () => {
  it('a country change clears the region and the timezone, unless the country has one timezone', () => {
    expect(afterCountryChange('US')).toEqual({ country: 'US', region: '', timezone: '' });
    expect(afterCountryChange('GB')).toEqual({ country: 'GB', region: '', timezone: 'Europe/London' });
  });
  it('a region change picks the timezone again; US and CA timezones follow the region', () => {
    expect(afterRegionChange('US', 'HI')).toEqual({
      country: 'US',
      region: 'HI',
      timezone: 'Pacific/Honolulu',
    });
    expect(afterRegionChange('US', 'TX').timezone).toBe('');
    expect(afterRegionChange('GB', 'ENG').timezone).toBe('Europe/London');
  });
  it('asks for US and CA timezones only once a region is chosen', () => {
    expect(timezoneQuery('', '')).toBeNull();
    expect(timezoneQuery('US', '')).toBeNull();
    expect(timezoneQuery('CA', 'ON')).toEqual({ country: 'CA', region: 'ON' });
    expect(timezoneQuery('GB', 'ENG')).toEqual({ country: 'GB' });
  });
  it('keeps a still-offered timezone after a reload, takes a single option, else clears', () => {
    expect(
      timezoneAfterReload('America/Chicago', [{ value: 'America/Chicago' }, { value: 'America/Denver' }]),
    ).toBe('America/Chicago');
    expect(timezoneAfterReload('America/Chicago', [{ value: 'Europe/London' }])).toBe('Europe/London');
    expect(
      timezoneAfterReload('America/Chicago', [{ value: 'America/New_York' }, { value: 'America/Detroit' }]),
    ).toBe('');
  });
});

// Moved with the rule from the professional wizard's practice location.
describe('timezone list and reload (spec §4 professional wizard)', () => {
  it('waits for a region before loading US and Canadian timezones', () => {
    expect(timezoneQuery('US', '')).toBeNull();
    expect(timezoneQuery('CA', '')).toBeNull();
    expect(timezoneQuery('US', 'CA')).toEqual({ country: 'US', region: 'CA' });
    expect(timezoneQuery('CA', 'BC')).toEqual({ country: 'CA', region: 'BC' });
  });

  it('loads other countries by country alone, whatever the region', () => {
    expect(timezoneQuery('GB', '')).toEqual({ country: 'GB' });
    expect(timezoneQuery('GB', 'ENG')).toEqual({ country: 'GB' });
    expect(timezoneQuery('', '')).toBeNull();
  });

  it('selects the only timezone on offer', () => {
    expect(timezoneAfterReload('', [{ value: 'Europe/London' }])).toBe('Europe/London');
    expect(timezoneAfterReload('America/Chicago', [{ value: 'America/New_York' }])).toBe('America/New_York');
  });

  it('keeps a choice that is still offered and drops one that is not', () => {
    const options = [{ value: 'America/Chicago' }, { value: 'America/Denver' }];
    expect(timezoneAfterReload('America/Denver', options)).toBe('America/Denver');
    expect(timezoneAfterReload('America/New_York', options)).toBe('');
  });
});
