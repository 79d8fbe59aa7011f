// spec §2 /step3 package cards and §9: P2 and P3 packages name the new features (1 GB space,
// unlimited payments, ToneMeter); P0 keeps the legacy list. Both package screens list these.
import { usesNewPackagingWording } from '@join/domain';
import type { Package } from '@join/schemas';

export type PackageFeature =
  'calendar' | 'space' | 'payments' | 'tonemeter' | 'messageBoard' | 'myFiles' | 'expenseLog';

const NEW_WORDING: readonly PackageFeature[] = ['calendar', 'space', 'payments', 'tonemeter'];
const LEGACY_WORDING: readonly PackageFeature[] = ['calendar', 'messageBoard', 'myFiles', 'expenseLog'];

/** What a ready-made package holds, by the pricing group's wording; build-your-own lists none. */
export function packageFeatures(
  pkg: Pick<Package, 'buildYourOwn' | 'pricingGroup'>,
  group: string | null | undefined = pkg.pricingGroup,
): PackageFeature[] {
  if (pkg.buildYourOwn) return [];
  return [...(usesNewPackagingWording(group) ? NEW_WORDING : LEGACY_WORDING)];
}
