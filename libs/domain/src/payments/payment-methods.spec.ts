import {
  alternativeMethodCountry,
  DEFAULT_PAYMENT_METHOD,
  defaultMarketingOptIn,
  termsRequiredForCountry,
} from './payment-methods';

describe('payment constants (spec §3, §9)', () => {
  it('starts with the card', () => expect(DEFAULT_PAYMENT_METHOD).toBe('CREDIT_CARD'));

  it('requires terms everywhere but the US', () => {
    expect(termsRequiredForCountry('US')).toBe(false);
    expect(termsRequiredForCountry('us')).toBe(false);
    expect(termsRequiredForCountry('GB')).toBe(true);
    expect(termsRequiredForCountry('MX')).toBe(true);
  });

  it('opts in to marketing by default only when consent is not required', () => {
    expect(defaultMarketingOptIn(false)).toBe(true);
    expect(defaultMarketingOptIn(true)).toBe(false);
  });

  it("reads Venmo's USA as US and leaves alpha-2 codes alone", () => {
    expect(alternativeMethodCountry('USA')).toBe('US');
    expect(alternativeMethodCountry(' usa ')).toBe('US');
    expect(alternativeMethodCountry('gb')).toBe('GB');
    expect(alternativeMethodCountry(null)).toBe('');
  });
});
