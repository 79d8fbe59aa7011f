import type { Package } from '@join/schemas';
import { findSelection, offeredPackages } from './offered-packages';

const pkg = (id: number, packageName = `p${id}`, analyticsPackage = `a${id}`) =>
  ({ id, packageName, analyticsPackage }) as Package;

describe('offeredPackages (spec §7 pricing group lookup)', () => {
  it("keeps only the pricing group's package ids, in the answer's order", () => {
    expect(
      offeredPackages({ packageIds: [3, 1], packages: [pkg(1), pkg(2), pkg(3)] }).map((p) => p.id),
    ).toEqual([1, 3]);
  });
  it('offers every package when the answer names no ids', () => {
    expect(offeredPackages({ packageIds: [], packages: [pkg(1), pkg(2)] }).map((p) => p.id)).toEqual([1, 2]);
  });
});

describe('findSelection (spec §2 /step3 selection code)', () => {
  const list = [pkg(1001, 'premium1', 'premium-1y'), pkg(1002, 'Premium2', 'premium-2y')];
  it('matches an id, a package name or an analytics name, ignoring case and spaces', () => {
    expect(findSelection(list, '1002')?.id).toBe(1002);
    expect(findSelection(list, ' premium2 ')?.id).toBe(1002);
    expect(findSelection(list, 'PREMIUM-1Y')?.id).toBe(1001);
  });
  it('finds nothing for an unknown or empty code', () => {
    expect(findSelection(list, '9999')).toBeUndefined();
    expect(findSelection(list, '')).toBeUndefined();
    expect(findSelection(list, null)).toBeUndefined();
  });
});
