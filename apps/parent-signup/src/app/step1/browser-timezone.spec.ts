import { browserTimezone } from './browser-timezone';

describe('the visitor’s own timezone', () => {
  it('comes from Temporal where the browser has it, without building an Intl formatter', () => {
    const intl = jest.fn(() => 'Europe/Madrid');
    expect(browserTimezone({ temporal: { Now: { timeZoneId: () => 'America/Chicago' } }, intl })).toBe(
      'America/Chicago',
    );
    expect(intl).not.toHaveBeenCalled();
  });

  it('comes from Intl where there is no Temporal, or Temporal fails', () => {
    expect(browserTimezone({ intl: () => 'Europe/Madrid' })).toBe('Europe/Madrid');
    const failing = {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    };
    expect(browserTimezone({ temporal: failing, intl: () => 'Europe/Madrid' })).toBe('Europe/Madrid');
  });

  it('is unknown when neither can tell', () => {
    expect(
      browserTimezone({
        intl: () => {
          throw new Error('no Intl');
        },
      }),
    ).toBeUndefined();
    expect(browserTimezone({ intl: () => '' })).toBeUndefined();
  });

  it('is a real zone name in this runtime', () => {
    expect(browserTimezone()).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$|^UTC$/);
  });
});
