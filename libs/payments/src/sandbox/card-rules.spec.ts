import {
  cardBrand,
  cvvValidity,
  expiryValidity,
  formatCardNumber,
  normaliseExpiry,
  numberValidity,
} from './card-rules';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const lastYear = String((new Date().getFullYear() - 1) % 100).padStart(2, '0');

describe('sandbox card rules (card-validator)', () => {
  it('knows the sandbox test cards and their brands', () => {
    expect(numberValidity('4111 1111 1111 1111')).toEqual({ isValid: true, isPotentiallyValid: true });
    expect(numberValidity('4000111111111115').isValid).toBe(true);
    expect(cardBrand('378282246310005')).toMatchObject({
      type: 'american-express',
      niceType: 'American Express',
      code: { size: 4 },
    });
    expect(cardBrand('4111')).toMatchObject({ niceType: 'Visa', code: { name: 'CVV', size: 3 } });
    expect(numberValidity('4111111111111112').isValid).toBe(false);
  });
  it('a half-typed number is potentially valid; a wrong full one is not', () => {
    expect(numberValidity('4111')).toEqual({ isValid: false, isPotentiallyValid: true });
    expect(numberValidity('4111111111111111111222').isPotentiallyValid).toBe(false);
    expect(numberValidity('41a1').isPotentiallyValid).toBe(false);
  });
  it('a hidden brand is refused at once', () => {
    expect(numberValidity('3782', { amex: true })).toEqual({ isValid: false, isPotentiallyValid: false });
    expect(numberValidity('6011111111111117', { discover: true }).isValid).toBe(false);
  });
  it("spaces the number at the brand's gaps", () => {
    // The card number is spaced as the visitor types.
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
  });
  it('expiry must be this month or later', () => {
    expect(expiryValidity(`12/${nextYear}`).isValid).toBe(true);
    expect(expiryValidity(`12/${lastYear}`)).toEqual({ isValid: false, isPotentiallyValid: false });
    expect(expiryValidity('1')).toEqual({ isValid: false, isPotentiallyValid: true });
    expect(expiryValidity('1a').isPotentiallyValid).toBe(false);
    expect(normaliseExpiry('1/2031')).toBe('01/31');
    expect(normaliseExpiry('12 / 30')).toBe('12/30');
  });
  it("the security code has the brand's length", () => {
    expect(cvvValidity('12').isValid).toBe(false);
    expect(cvvValidity('123').isValid).toBe(true);
    expect(cvvValidity('123', 4)).toEqual({ isValid: false, isPotentiallyValid: true });
    expect(cvvValidity('1234', 3).isPotentiallyValid).toBe(false);
    expect(cvvValidity('12345').isPotentiallyValid).toBe(false);
  });
});
