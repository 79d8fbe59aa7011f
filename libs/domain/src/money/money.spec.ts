import fc from 'fast-check';
import { couponPercent } from './coupon-percent';
import { formatPrice, toIntlLocale } from './format-price';

// Intl separates currency and amount with a no-break space in some locales; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats for the visitor locale and the package currency', () => {
    expect(formatPrice(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatPrice(99, 'GBP', 'en-GB')).toBe('£99.00');
    expect(plain(formatPrice(1234.5, 'EUR', 'es-ES'))).toBe('1234,50 €');
    expect(formatPrice(1234.5, 'MXN', 'es-MX')).toBe('$1,234.50');
  });

  it('defaults to USD and accepts our language codes', () => {
    expect(formatPrice(5)).toBe('$5.00');
    expect(formatPrice(5, 'USD', 'en')).toBe('$5.00');
    expect(formatPrice(5, 'usd', 'es_MX')).toBe(formatPrice(5, 'USD', 'es-MX'));
    expect(toIntlLocale('es')).toBe('es-MX');
    expect(toIntlLocale(undefined)).toBe('en-US');
  });
});

describe('couponPercent (spec §3: discount over package total, rounded down)', () => {
  it.each([
    [10, 30, 33],
    [20, 100, 20],
    [29, 100, 29],
    [19.99, 39.98, 50],
    [0.01, 100, 0],
    [50, 50, 100],
    [99.99, 100, 99],
  ])('%p off %p is %p%%', (discount, total, percent) => {
    expect(couponPercent(discount, total)).toBe(percent);
  });

  it('is 0 for a zero or negative total or discount', () => {
    expect(couponPercent(10, 0)).toBe(0);
    expect(couponPercent(10, -5)).toBe(0);
    expect(couponPercent(0, 50)).toBe(0);
  });

  it('matches integer arithmetic on cents for any price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.integer({ min: 1, max: 10_000_00 }),
        (discountCents, totalCents) => {
          expect(couponPercent(discountCents / 100, totalCents / 100)).toBe(
            Math.floor((discountCents * 100) / totalCents),
          );
        },
      ),
    );
  });
});
