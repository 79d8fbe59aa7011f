// spec §3 (timezone) and §4 (a single timezone is selected by itself), from the timezone database
// bundled with the remote. Only the fallback of timezone-options.ts: the page asks the join API
// for its lists, and loads this chunk (the heaviest data of /step1) only when the API cannot answer.
import { getTimezones } from '@join/domain';

export function timezoneOptions(country: string, lang = 'en'): { value: string; label: string }[] {
  return country ? getTimezones(country, null, lang).map((tz) => ({ value: tz.id, label: tz.label })) : [];
}
