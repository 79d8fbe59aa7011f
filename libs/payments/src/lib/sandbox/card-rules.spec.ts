import { cardBrand, cvvValidity, expiryValidity, luhn, normaliseExpiry, numberValidity } from './card-rules';

describe('sandbox card rules', () => {
  const now = new Date(2026, 10, 22);
  it('knows the sandbox test cards', () => {
    expect(numberValidity('4111 1111 1111 1111')).toEqual({ isValid: true, isPotentiallyValid: true });
    expect(numberValidity('4000111111111115').isValid).toBe(true);
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(luhn('4111111111111112')).toBe(false);
  });
  it('a half-typed number is potentially valid; a wrong full one is not', () => {
    expect(numberValidity('4111')).toEqual({ isValid: false, isPotentiallyValid: true });
    expect(numberValidity('4111111111111112')).toEqual({ isValid: false, isPotentiallyValid: true });
    expect(numberValidity('4111111111111112222').isPotentiallyValid).toBe(false);
    expect(numberValidity('41a1').isPotentiallyValid).toBe(false);
  });
  it('a hidden brand is refused at once', () => {
    expect(numberValidity('3782', { amex: true })).toEqual({ isValid: false, isPotentiallyValid: false });
    expect(numberValidity('6011111111111117', { discover: true }).isValid).toBe(false);
  });
  it('expiry must be a month from now on', () => {
    expect(expiryValidity('12/30', now).isValid).toBe(true);
    expect(expiryValidity('11/26', now).isValid).toBe(true);
    expect(expiryValidity('10/26', now)).toEqual({ isValid: false, isPotentiallyValid: false });
    expect(expiryValidity('1', now)).toEqual({ isValid: false, isPotentiallyValid: true });
    expect(expiryValidity('1a', now).isPotentiallyValid).toBe(false);
    expect(normaliseExpiry('1/2031')).toBe('01/31');
  });
  it('cvv is 3 or 4 digits', () => {
    expect(cvvValidity('12').isValid).toBe(false);
    expect(cvvValidity('123').isValid).toBe(true);
    expect(cvvValidity('12345').isPotentiallyValid).toBe(false);
  });
});
