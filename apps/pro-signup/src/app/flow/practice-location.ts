// spec §4 Professional wizard, step 2 field changes: changing country clears timezone, region
// and roles. The timezone rules themselves (a single option is selected for the visitor; US and
// Canadian timezones follow the region) are the billing cascade of @join/domain.

export interface LocationValues {
  country: string;
  region: string;
  timezone: string;
  roles: string[];
}

/** What a country change leaves: the new country and nothing that depended on the old one. The
 *  timezone stays empty until the professional lookups answer (timezoneAfterReload). */
export function practiceAfterCountryChange<T extends LocationValues>(values: T, country: string): T {
  return { ...values, country, region: '', timezone: '', roles: [] };
}
