import type { Package } from '@join/schemas';
import { preselectedPackageId, pricingCountry } from './package-choice';

const pkg = (id: number) => ({ id }) as Package;

describe('preselectedPackageId', () => {
  const list = [pkg(1), pkg(2), pkg(3)];
  it('keeps the package the visitor already chose', () => {
    expect(preselectedPackageId(list, 3, 2)).toBe(3);
  });
  it('preselects the co-parent package the invite carries', () => {
    expect(preselectedPackageId(list, null, 2)).toBe(2);
  });
  it('preselects nothing when the invite package is not offered', () => {
    expect(preselectedPackageId(list, 9, 8)).toBeNull();
    expect(preselectedPackageId(list, null, null)).toBeNull();
  });
});

describe('pricingCountry', () => {
  it('uses the saved country, then the invite country, then the phone code', () => {
    expect(pricingCountry('CA', 'US', '+44')).toBe('CA');
    expect(pricingCountry(undefined, 'GB', '+1')).toBe('GB');
    expect(pricingCountry(undefined, null, '+44')).toBe('GB');
    expect(pricingCountry(undefined, null, '+1')).toBe('US');
    expect(pricingCountry(undefined, null, null)).toBe('US');
  });
});
