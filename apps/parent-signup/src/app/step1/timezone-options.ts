// spec §3 (timezone) and §4 (a single timezone is selected by itself). Loaded on demand: the
// timezone database is the heaviest data on /step1 and is not needed to start typing.
import { autoSelectedTimezone, getTimezones } from '@join/domain';

export function timezoneOptions(country: string, lang = 'en'): { value: string; label: string }[] {
  return country ? getTimezones(country, null, lang).map((tz) => ({ value: tz.id, label: tz.label })) : [];
}

/** The browser's own timezone when it belongs to the country, else the only one, else none. */
export function defaultTimezone(country: string, browserTimezone?: string): string {
  if (!country) return '';
  const options = getTimezones(country);
  if (browserTimezone && options.some((o) => o.id === browserTimezone)) return browserTimezone;
  return autoSelectedTimezone(options) ?? '';
}
