import { practiceAfterCountryChange } from './practice-location';

describe('practice location rules (spec §4 professional wizard)', () => {
  it('clears timezone, region and roles when the country changes', () => {
    const before = {
      practiceName: 'Kim Law',
      country: 'US',
      region: 'MA',
      timezone: 'America/New_York',
      roles: ['ATTORNEY'],
    };
    expect(practiceAfterCountryChange(before, 'GB')).toEqual({
      practiceName: 'Kim Law',
      country: 'GB',
      region: '',
      timezone: '',
      roles: [],
    });
  });
});
