import { packageFeatures } from './package-features';

describe('packageFeatures (spec §9 packaging wording)', () => {
  it('names the new features for P2 and P3', () => {
    expect(packageFeatures({ buildYourOwn: false, pricingGroup: 'P3' })).toEqual([
      'calendar',
      'space',
      'payments',
      'tonemeter',
    ]);
    expect(packageFeatures({ buildYourOwn: false, pricingGroup: 'P0' }, 'P2')).toEqual([
      'calendar',
      'space',
      'payments',
      'tonemeter',
    ]);
  });
  it('keeps the legacy list for P0', () => {
    expect(packageFeatures({ buildYourOwn: false, pricingGroup: 'P0' })).toEqual([
      'calendar',
      'messageBoard',
      'myFiles',
      'expenseLog',
    ]);
  });
  it('lists nothing for build-your-own', () => {
    expect(packageFeatures({ buildYourOwn: true, pricingGroup: 'P3' })).toEqual([]);
  });
});
