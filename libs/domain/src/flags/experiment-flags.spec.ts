import { DEFAULT_FLAGS, EXPERIMENT_FLAGS, FLAG_VALUES, isFlagValue, isTreatment } from './experiment-flags';

describe('experiment flags (spec §3)', () => {
  it('names every experiment of the spec', () => {
    expect([...EXPERIMENT_FLAGS].sort()).toEqual(
      [
        'ApplePay',
        'GooglePay',
        'BrandRefresh',
        'ClickToJoin',
        'DiscountLanguage',
        'GROW872',
        'PayPal',
        'PremiumPickMe',
        'UKPayment',
        'Venmo',
      ].sort(),
    );
    expect(FLAG_VALUES).toEqual(['Control', 'Treatment', 'Off']);
  });

  it('turns everything off by default', () => {
    expect(Object.keys(DEFAULT_FLAGS).sort()).toEqual([...EXPERIMENT_FLAGS].sort());
    expect(Object.values(DEFAULT_FLAGS).every((v) => v === 'Off')).toBe(true);
  });

  it('switches a feature on only for Treatment', () => {
    expect(isTreatment('Treatment')).toBe(true);
    expect(isTreatment('Control')).toBe(false);
    expect(isTreatment('Off')).toBe(false);
    expect(isTreatment(undefined)).toBe(false);
  });

  it('recognises flag values', () => {
    expect(isFlagValue('Control')).toBe(true);
    expect(isFlagValue('treatment')).toBe(false);
    expect(isFlagValue(1)).toBe(false);
  });
});
