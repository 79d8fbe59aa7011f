import { afterCountryChange, timezoneAfterReload, timezoneQuery } from './practice-location';

describe('practice location rules (spec §4 professional wizard)', () => {
  it('clears timezone, region and roles when the country changes', () => {
    const before = { practiceName: 'Kim Law', country: 'US', region: 'MA', timezone: 'America/New_York', roles: ['ATTORNEY'] };
    expect(afterCountryChange(before, 'GB')).toEqual({ practiceName: 'Kim Law', country: 'GB', region: '', timezone: '', roles: [] });
  });

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
