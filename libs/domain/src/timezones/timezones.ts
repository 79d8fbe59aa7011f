// spec §7 'timezones by country, and by country and region (US, CA)' and §4 (a single
// timezone option is auto-selected; for US and Canada choosing a region reloads timezones).
import { getTimezone, getTimezonesForCountry } from 'countries-and-timezones';
import { REGION_TIMEZONES } from './region-timezones';
import { SPANISH_CITY_NAMES } from './spanish-city-names';

export interface TimezoneOption {
  /** IANA id, the value stored and sent to the server. */
  id: string;
  /** Standard-time offset, '-05:00'. */
  utcOffset: string;
  /** '(UTC-05:00) New York', in Spanish '(UTC-05:00) Nueva York' (with its accents). */
  label: string;
}

function toOption(id: string, lang: string): TimezoneOption {
  const tz = getTimezone(id);
  const utcOffset = tz?.utcOffsetStr ?? '+00:00';
  const english = id.split('/').slice(1).join(' / ').replace(/_/g, ' ') || id;
  const city = lang.startsWith('es') ? (SPANISH_CITY_NAMES[id] ?? english) : english;
  return { id, utcOffset, label: `(UTC${utcOffset}) ${city}` };
}

function byOffsetThenName(a: TimezoneOption, b: TimezoneOption): number {
  const offset = (o: TimezoneOption) => getTimezone(o.id)?.utcOffset ?? 0;
  return offset(b) - offset(a) || a.id.localeCompare(b.id);
}

/** True for US and CA, whose timezone list depends on the chosen region. */
export function timezonesDependOnRegion(country: string): boolean {
  return country.toUpperCase() in REGION_TIMEZONES;
}

/**
 * Timezones for a country, or for a US state / Canadian province when a region is given.
 * An unknown region falls back to the whole country, so a visitor is never left with none.
 */
export function getTimezones(country: string, region?: string | null, lang = 'en'): TimezoneOption[] {
  const upper = country.toUpperCase();
  if (region && timezonesDependOnRegion(upper)) {
    const ids = REGION_TIMEZONES[upper as 'US' | 'CA'][region.toUpperCase()];
    if (ids) return ids.map((id) => toOption(id, lang));
  }
  return (getTimezonesForCountry(upper) ?? []).map((tz) => toOption(tz.name, lang)).sort(byOffsetThenName);
}

/** The id to pre-select: the only option when there is exactly one (spec §4), else none. */
export function autoSelectedTimezone(options: readonly TimezoneOption[]): string | undefined {
  return options.length === 1 ? options[0].id : undefined;
}

export function isTimezoneOf(country: string, region: string | null | undefined, timezone: string): boolean {
  return getTimezones(country, region).some((o) => o.id === timezone);
}
