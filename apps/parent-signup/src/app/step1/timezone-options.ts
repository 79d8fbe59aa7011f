// spec §3 (timezone) and §4 (a single timezone is selected by itself). The lists are the join
// API's (spec §7 GET /api/lookups/timezones, in the page's language), so the browser is not sent the
// timezone database (ARCHITECTURE.md budget: JavaScript to an interactive /step1). When the API
// cannot answer, the bundled list (timezone-data.ts, its own chunk) is used, so a visitor is
// never left without timezones. Loaded when the visitor starts on the form.
import { getTimezones } from '@join/api-client';
import type { SelectOption } from '@join/ui';

const lists = new Map<string, Promise<SelectOption[]>>();

async function fetchList(country: string, lang: string): Promise<SelectOption[]> {
  const result = await getTimezones(country);
  if (result.ok) return result.data.items;
  console.warn('[join] timezones from the API failed; using the bundled list', result.kind);
  lists.delete(`${country}:${lang}`);
  return (await import('./timezone-data')).timezoneOptions(country, lang);
}

export function timezoneOptions(country: string, lang = 'en'): Promise<SelectOption[]> {
  if (!country) return Promise.resolve([]);
  const key = `${country}:${lang}`;
  let list = lists.get(key);
  if (!list) {
    list = fetchList(country, lang);
    lists.set(key, list);
  }
  return list;
}

/** The browser's own timezone when it belongs to the country, else the only one, else none. */
export function defaultTimezone(options: readonly SelectOption[], browserTimezone?: string): string {
  if (browserTimezone && options.some((o) => o.value === browserTimezone)) return browserTimezone;
  return options.length === 1 ? options[0].value : '';
}
