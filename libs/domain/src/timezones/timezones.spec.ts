import { getTimezone } from 'countries-and-timezones';
import { getRegions } from '../regions/regions';
import { REGION_TIMEZONES } from './region-timezones';
import { autoSelectedTimezone, getTimezones, isTimezoneOf, timezonesDependOnRegion } from './timezones';

describe('timezones', () => {
  it.each(['US', 'CA'] as const)(
    'knows the zones of every %s region, each a real zone of that country',
    (country) => {
      const table = REGION_TIMEZONES[country];
      expect(Object.keys(table).sort()).toEqual(
        getRegions(country)
          .map((r) => r.code)
          .sort(),
      );
      for (const [region, zones] of Object.entries(table)) {
        expect(zones.length).toBeGreaterThan(0);
        for (const zone of zones) {
          const tz = getTimezone(zone);
          expect(tz).toBeTruthy();
          // Puerto Rico (a US postal state) and Quebec's Blanc-Sablon use the Puerto Rico zone.
          const owner = zone === 'America/Puerto_Rico' ? 'PR' : country;
          expect({ region, zone, countries: tz?.countries.includes(owner) }).toEqual({
            region,
            zone,
            countries: true,
          });
        }
      }
    },
  );

  it('narrows US and CA timezones by region, and auto-selects a single option', () => {
    const california = getTimezones('US', 'CA');
    expect(california.map((t) => t.id)).toEqual(['America/Los_Angeles']);
    expect(autoSelectedTimezone(california)).toBe('America/Los_Angeles');
    const florida = getTimezones('US', 'FL');
    expect(florida.map((t) => t.id)).toEqual(['America/New_York', 'America/Chicago']);
    expect(autoSelectedTimezone(florida)).toBeUndefined();
  });

  it('falls back to the whole country for an unknown or missing region', () => {
    const all = getTimezones('US');
    expect(all.length).toBeGreaterThan(20);
    expect(getTimezones('US', 'ZZ')).toEqual(all);
  });

  it('lists a country by timezone, ignoring the region outside US and CA', () => {
    expect(getTimezones('GB', 'ENG').map((t) => t.id)).toEqual(['Europe/London']);
    expect(getTimezones('MX').map((t) => t.id)).toContain('America/Mexico_City');
    expect(timezonesDependOnRegion('us')).toBe(true);
    expect(timezonesDependOnRegion('MX')).toBe(false);
  });

  it('labels each zone with its standard offset, east to west', () => {
    const au = getTimezones('AU');
    expect(au.find((t) => t.id === 'Australia/Sydney')).toEqual({
      id: 'Australia/Sydney',
      utcOffset: '+10:00',
      label: '(UTC+10:00) Sydney',
    });
    const offsets = au.map((t) => getTimezone(t.id)!.utcOffset);
    expect(offsets).toEqual([...offsets].sort((a, b) => b - a));
  });

  it('names the cities in Spanish, with their accents, for a Spanish visitor', () => {
    // Pins the Spanish time-zone list that read 'Mexico City', 'Merida', 'Cancun'.
    const labels = getTimezones('MX', null, 'es').map((z) => z.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\) Ciudad de México$/),
        expect.stringMatching(/\) Mérida$/),
        expect.stringMatching(/\) Cancún$/),
        expect.stringMatching(/\) Mazatlán$/),
      ]),
    );
    expect(labels.join()).not.toMatch(/Mexico City|Merida|Cancun/);
    expect(getTimezones('US', 'NY', 'es')[0].label).toMatch(/\) Nueva York$/);
    expect(getTimezones('MX', null, 'en').map((z) => z.label)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\) Mexico City$/)]),
    );
  });

  it('checks a zone against country and region', () => {
    expect(isTimezoneOf('US', 'TX', 'America/Denver')).toBe(true);
    expect(isTimezoneOf('US', 'CA', 'America/Denver')).toBe(false);
    expect(isTimezoneOf('NZ', null, 'Pacific/Auckland')).toBe(true);
  });

  it('returns nothing for an unknown country', () => {
    expect(getTimezones('XX')).toEqual([]);
  });
});
