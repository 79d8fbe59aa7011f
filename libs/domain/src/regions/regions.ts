// spec §7 'Regions by country' and §9 (default country for region lookups US).
import type { Region } from './region';
import { CA_PROVINCES, MX_STATES, US_STATES } from './north-america';
import { AU_STATES, GB_NATIONS, NZ_REGIONS } from './oceania-and-uk';

export const DEFAULT_REGION_COUNTRY = 'US';

const REGIONS_BY_COUNTRY: Readonly<Record<string, readonly Region[]>> = {
  US: US_STATES,
  CA: CA_PROVINCES,
  MX: MX_STATES,
  GB: GB_NATIONS,
  // 'UK' is not ISO but the postal data and some callers use it for Great Britain.
  UK: GB_NATIONS,
  AU: AU_STATES,
  NZ: NZ_REGIONS,
};

/** Regions of a country (empty when we keep no list for it). Defaults to US as §9 says. */
export function getRegions(country: string = DEFAULT_REGION_COUNTRY): readonly Region[] {
  return REGIONS_BY_COUNTRY[country.toUpperCase()] ?? [];
}

export function hasRegionList(country: string): boolean {
  return getRegions(country).length > 0;
}

export function isRegionOf(country: string, region: string): boolean {
  const upper = region.toUpperCase();
  return getRegions(country).some((r) => r.code === upper);
}

/** The region's name for a code ('TX' -> 'Texas'); the value itself when we keep no list or
 *  do not know the code (a free-text region is already a name). */
export function regionName(country: string, region: string): string {
  const upper = region.toUpperCase();
  return getRegions(country).find((r) => r.code === upper)?.name ?? region;
}

/** What a country calls its first-level regions, for the label and the prompt of the list:
 *  states in the US, Mexico and Australia, provinces elsewhere (spec §4 'State (US) or Select a
 *  province'). */
export function regionKind(country: string): 'state' | 'province' {
  return ['US', 'MX', 'AU'].includes(country.toUpperCase()) ? 'state' : 'province';
}
