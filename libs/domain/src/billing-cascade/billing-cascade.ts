// spec §4 Billing field changes: changing the country clears the region and the timezone,
// changing the region clears the timezone, a single timezone option is selected for the visitor,
// and US and Canadian timezones follow the region. The one cascade every address form uses
// (checkout billing, invite billing information, the professional practice location).
import { autoSelectedTimezone, getTimezones, timezonesDependOnRegion } from '../timezones/timezones';

export interface CascadeFields {
  country: string;
  region: string;
  timezone: string;
}

/** A new country: no region yet, and the timezone only when the country has exactly one. */
export function afterCountryChange(country: string): CascadeFields {
  return { country, region: '', timezone: autoSelectedTimezone(getTimezones(country, '')) ?? '' };
}

/** A new region (or a place picked from the address search): the timezone starts again. */
export function afterRegionChange(country: string, region: string): CascadeFields {
  return { country, region, timezone: autoSelectedTimezone(getTimezones(country, region)) ?? '' };
}

/** The timezone list to ask for, or null while it must wait for a region (US, CA). */
export function timezoneQuery(country: string, region: string): { country: string; region?: string } | null {
  if (!country) return null;
  if (timezonesDependOnRegion(country)) return region ? { country, region } : null;
  return { country };
}

/** After the timezone list changed: keep a still-offered timezone, take the only option, else clear. */
export function timezoneAfterReload(current: string, options: readonly { value: string }[]): string {
  if (options.length === 1) return options[0].value;
  return options.some((o) => o.value === current) ? current : '';
}
