import { countriesForCallingCode, DEFAULT_COUNTRY } from '@join/domain';
import type { Package } from '@join/schemas';

/** The country the co-parent's prices are in: the invite's, else the phone code's first country. */
export function pricingCountry(
  saved: string | null | undefined,
  inviteCountry: string | null | undefined,
  countryCode: string | null | undefined,
): string {
  if (saved) return saved;
  if (inviteCountry) return inviteCountry;
  const candidates = countryCode ? countriesForCallingCode(countryCode) : [];
  // +1 is shared by two dozen countries; the product's default country is the likely one.
  if (candidates.includes(DEFAULT_COUNTRY)) return DEFAULT_COUNTRY;
  return candidates[0] ?? DEFAULT_COUNTRY;
}

/**
 * The package ticked when the page opens: the one the visitor already chose in this tab, else
 * the co-parent package the invite carries (spec §2 /invite/packages), if it is on offer.
 */
export function preselectedPackageId(
  packages: Package[],
  chosenId: number | null | undefined,
  coparentPackageId: number | null | undefined,
): number | null {
  const offered = (id: number | null | undefined) => id != null && packages.some((p) => p.id === id);
  if (offered(chosenId)) return chosenId as number;
  if (offered(coparentPackageId)) return coparentPackageId as number;
  return null;
}
