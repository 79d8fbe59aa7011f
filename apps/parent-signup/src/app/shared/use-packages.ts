import { usePackageList, type PackageList } from '@join/packages';
import { getRegistration, setVisitorCountry, updateRegistration } from '@join/state';

export type PackagesState = PackageList;

/**
 * spec §7 Pricing group lookup: the visitor's pricing group (P0, P2, P3) and its packages, from
 * the country and phone given on /step1 (the one loader of @join/packages). The group is kept
 * in the registration store, where checkout reads it.
 */
export function usePackages(enabled = true) {
  return usePackageList(
    () => {
      const one = getRegistration().stepOneValues;
      return one ? { country: one.country || 'US', countryCode: one.countryCode.replace(/^\+/, ''), phoneNumber: one.phoneNumber } : null;
    },
    {
      enabled,
      onReady: (answer) => {
        updateRegistration({ pricingGroup: answer.pricingGroup });
        setVisitorCountry(answer.country);
      },
    },
  );
}
