import {
  BENCH_OFFICER_POSITIONS,
  COLLEAGUE_ROLES,
  DEFAULT_PRO_COUNTRY,
  HEAR_ABOUT_US,
  PRO_COUNTRIES,
  PRO_PHONE_COUNTRY_CODES,
  PRO_TITLES,
  proTitlesFor,
} from './professional-options';

describe('professional enumerations (spec §3), in spec order', () => {
  it('lists titles, positions and roles as the spec does', () => {
    expect(PRO_TITLES).toEqual(['Mr.', 'Ms.', 'Mrs.', 'Hon.', 'Dr.', 'Dra.']);
    // Pins the Spanish list that lacked a feminine doctor title.
    expect(proTitlesFor('es')).toContain('Dra.');
    expect(proTitlesFor('en')).not.toContain('Dra.');
    expect(BENCH_OFFICER_POSITIONS).toEqual(['Judge', 'Referee', 'Pro-tem', 'Magistrate', 'Private Judge']);
    expect(COLLEAGUE_ROLES).toHaveLength(10);
    expect(COLLEAGUE_ROLES[0]).toBe('Opposing Counsel');
    expect(COLLEAGUE_ROLES[9]).toBe('Continuing Education');
  });

  it('asks how they heard about us with bench officer first and other last', () => {
    expect(HEAR_ABOUT_US).toEqual([
      'BENCH_OFFICER',
      'COLLEAGUE',
      'SEARCH_ENGINE',
      'FRIEND_RELATIVE',
      'NEWS_STORY',
      'OTHER',
    ]);
  });

  it('offers +1, +44 and +52 and practices in GB or US, US by default', () => {
    expect(PRO_PHONE_COUNTRY_CODES.map((p) => p.code)).toEqual(['+1', '+44', '+52']);
    expect(PRO_COUNTRIES).toEqual(['GB', 'US']);
    expect(DEFAULT_PRO_COUNTRY).toBe('US');
  });
});
