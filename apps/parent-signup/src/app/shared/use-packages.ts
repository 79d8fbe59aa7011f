import { useTranslation } from 'react-i18next';
import { prefetchPackageList, usePackageList, type PackageList } from '@join/packages';
import type { Package, PricingGroupRequest } from '@join/schemas';
import { getRegistration, setVisitorCountry, updateRegistration, type SelectedPackage } from '@join/state';

export type PackagesState = PackageList;

/** The lookup's body: the country and phone given on /step1 (null before /step1 is done). */
export function pricingGroupRequest(): PricingGroupRequest | null {
  const one = getRegistration().stepOneValues;
  return one
    ? {
        country: one.country || 'US',
        countryCode: one.countryCode.replace(/^\+/, ''),
        phoneNumber: one.phoneNumber,
      }
    : null;
}

/**
 * spec §7 Pricing group lookup: the visitor's pricing group (P0, P2, P3) and its packages, from
 * the country and phone given on /step1 (the one loader of @join/packages). The group is kept
 * in the registration store, where checkout reads it.
 */
export function usePackages(enabled = true) {
  const { i18n } = useTranslation();
  return usePackageList(pricingGroupRequest, {
    enabled,
    // A language switch asks again: package names and features are the server's texts.
    language: i18n.language,
    onReady: (answer, offered) => {
      updateRegistration({
        pricingGroup: answer.pricingGroup,
        selectedPackage: inLatestLanguage(getRegistration().selectedPackage, offered),
      });
      setVisitorCountry(answer.country);
    },
  });
}

/** The chosen package as the latest answer words it, so the next screens name it in the page's language. */
export function inLatestLanguage(
  selected: SelectedPackage | null,
  offered: readonly Package[],
): SelectedPackage | null {
  const fresh = selected && offered.find((p) => p.id === selected.package.id);
  return selected && fresh ? { ...selected, package: fresh } : selected;
}

/** Asks for the packages while the visitor is on /step2, so its Continue opens them at once. */
export function prefetchPackages() {
  const body = pricingGroupRequest();
  if (body) prefetchPackageList(body);
}
