// spec §7 Pricing group lookup: the answer names the pricing group's package ids; only those
// are offered (the parent's /step3 and the invite's /invite/packages read the same list).
import type { Package, PricingGroupResponse } from '@join/schemas';

/** The packages of the answer that its pricing group offers; no ids listed means all of them. */
export function offeredPackages(answer: Pick<PricingGroupResponse, 'packageIds' | 'packages'>): Package[] {
  const allowed = new Set(answer.packageIds);
  return answer.packages.filter((p) => allowed.size === 0 || allowed.has(p.id));
}

/** spec §2 /step3 pricing-page selection code: a package id (or name) from the pricing page. */
export function findSelection(
  packages: readonly Package[],
  code: string | null | undefined,
): Package | undefined {
  const wanted = (code ?? '').trim().toLowerCase();
  if (!wanted) return undefined;
  return packages.find(
    (p) =>
      String(p.id) === wanted ||
      p.packageName.toLowerCase() === wanted ||
      p.analyticsPackage.toLowerCase() === wanted,
  );
}
