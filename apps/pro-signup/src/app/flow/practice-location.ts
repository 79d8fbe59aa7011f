// spec §4 Professional wizard, step 2 field changes: changing country clears timezone, region
// and roles; a single timezone option is selected for the visitor; for US and Canada the
// timezone list depends on the region, so choosing a region reloads it.
import { timezonesDependOnRegion } from '@join/domain';

export interface LocationValues {
  country: string;
  region: string;
  timezone: string;
  roles: string[];
}

/** What a country change leaves: the new country and nothing that depended on the old one. */
export function afterCountryChange<T extends LocationValues>(values: T, country: string): T {
  return { ...values, country, region: '', timezone: '', roles: [] };
}

/** The timezone query for the current choice, or null when the list must wait for a region. */
export function timezoneQuery(country: string, region: string): { country: string; region?: string } | null {
  if (!country) return null;
  if (timezonesDependOnRegion(country)) return region ? { country, region } : null;
  return { country };
}

/** Keeps a still-offered timezone, takes the only option when there is one, else clears it. */
export function timezoneAfterReload(current: string, options: readonly { value: string }[]): string {
  if (options.length === 1) return options[0].value;
  return options.some((o) => o.value === current) ? current : '';
}
