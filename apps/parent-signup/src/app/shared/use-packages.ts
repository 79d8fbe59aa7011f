import { useCallback, useEffect, useState } from 'react';
import { getPricingGroup } from '@join/api-client';
import type { Package } from '@join/schemas';
import { getRegistration, setVisitorCountry, updateRegistration } from '@join/state';

export type PackagesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; group: string; packages: Package[] };

/**
 * spec §7 Pricing group lookup: the visitor's pricing group (P0, P2, P3) and its packages, from
 * the country and phone given on /step1. The group is kept in the registration store, where
 * checkout reads it.
 */
export function usePackages(enabled = true): PackagesState & { reload: () => void } {
  const [state, setState] = useState<PackagesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const one = getRegistration().stepOneValues;
    if (!one || !enabled) return;
    let live = true;
    setState({ status: 'loading' });
    void getPricingGroup({ country: one.country || 'US', countryCode: one.countryCode.replace(/^\+/, ''), phoneNumber: one.phoneNumber }).then((result) => {
      if (!live) return;
      if (!result.ok) {
        setState({ status: 'error' });
        return;
      }
      updateRegistration({ pricingGroup: result.data.pricingGroup });
      setVisitorCountry(result.data.country);
      const allowed = new Set(result.data.packageIds);
      const packages = result.data.packages.filter((p) => allowed.size === 0 || allowed.has(p.id));
      setState({ status: 'ready', group: result.data.pricingGroup, packages });
    });
    return () => {
      live = false;
    };
  }, [attempt, enabled]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** spec §2 /step3 pricing-page selection code: a package id (or name) from the pricing page. */
export function findSelection(packages: readonly Package[], code: string | null | undefined): Package | undefined {
  const wanted = (code ?? '').trim().toLowerCase();
  if (!wanted) return undefined;
  return packages.find((p) => String(p.id) === wanted || p.packageName.toLowerCase() === wanted || p.analyticsPackage.toLowerCase() === wanted);
}
