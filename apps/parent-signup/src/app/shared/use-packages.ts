import { prefetchPackageList, usePackageList, type PackageList } from '@join/packages';
import type { PricingGroupRequest } from '@join/schemas';
import { getRegistration, setVisitorCountry, updateRegistration } from '@join/state';

export type PackagesState = PackageList;

/** The lookup's body: the country and phone given on /step1 (null before /step1 is done). */
function pricingGroupRequest(): PricingGroupRequest | null {
  const one = getRegistration().stepOneValues;
  return one ? { country: one.country || 'US', countryCode: one.countryCode.replace(/^\+/, ''), phoneNumber: one.phoneNumber } : null;
}

/**
 * spec §7 Pricing group lookup: the visitor's pricing group (P0, P2, P3) and its packages, from
 * the country and phone given on /step1 (the one loader of @join/packages). The group is kept
 * in the registration store, where checkout reads it.
 */
export function usePackages(enabled = true) {
  return usePackageList(pricingGroupRequest, {
    enabled,
    onReady: (answer) => {
      updateRegistration({ pricingGroup: answer.pricingGroup });
      setVisitorCountry(answer.country);
    },
  });
}

/** Asks for the packages while the visitor is on /step2, so its Continue opens them at once. */
export function prefetchPackages() {
  const body = pricingGroupRequest();
  if (body) prefetchPackageList(body);
}
