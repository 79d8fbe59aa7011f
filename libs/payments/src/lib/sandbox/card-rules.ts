// The checks the sandbox card inputs make as the visitor types, mirroring what Braintree's
// hosted fields report (isValid, isPotentiallyValid); the screen applies spec §4's rule on top.
export type CardBrand = 'Visa' | 'MasterCard' | 'American Express' | 'Discover' | 'Unknown';

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MasterCard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Unknown';
}

function lengthsOf(brand: CardBrand): number[] {
  switch (brand) {
    case 'American Express':
      return [15];
    case 'Visa':
      return [13, 16, 19];
    default:
      return [16, 17, 18, 19];
  }
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export interface Validity {
  isValid: boolean;
  isPotentiallyValid: boolean;
}

export function numberValidity(value: string, hidden: { amex?: boolean; discover?: boolean } = {}): Validity {
  const digits = digitsOf(value);
  if (!/^\d*$/.test(digits)) return { isValid: false, isPotentiallyValid: false };
  if (digits === '') return { isValid: false, isPotentiallyValid: true };
  const brand = cardBrand(digits);
  if ((brand === 'American Express' && hidden.amex) || (brand === 'Discover' && hidden.discover)) return { isValid: false, isPotentiallyValid: false };
  const lengths = lengthsOf(brand);
  const max = Math.max(...lengths);
  const isValid = brand !== 'Unknown' && lengths.includes(digits.length) && luhn(digits);
  const isPotentiallyValid = isValid || (digits.length < max && (brand !== 'Unknown' || digits.length < 2));
  return { isValid, isPotentiallyValid };
}

/** 'MM/YY', 'MM / YYYY' or 'MMYY'; month and year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function expiryValidity(value: string, now = new Date()): Validity {
  const v = value.trim();
  if (v === '') return { isValid: false, isPotentiallyValid: true };
  const parsed = parseExpiry(v);
  const thisYear = now.getFullYear();
  if (parsed) {
    const notPast = parsed.year > thisYear || (parsed.year === thisYear && parsed.month >= now.getMonth() + 1);
    const isValid = notPast && parsed.year <= thisYear + 20;
    // '12/20' could still become '12/2030'.
    const couldGrow = /\/?\s*20$/.test(v);
    return { isValid, isPotentiallyValid: isValid || couldGrow };
  }
  const partial = /^(0|0[1-9]|1|1[0-2]|[2-9])(\s*\/?\s*\d{0,3})?$/.test(v);
  return { isValid: false, isPotentiallyValid: partial };
}

export function cvvValidity(value: string): Validity {
  const v = value.trim();
  if (!/^\d*$/.test(v)) return { isValid: false, isPotentiallyValid: false };
  return { isValid: v.length === 3 || v.length === 4, isPotentiallyValid: v.length <= 4 };
}

/** The sandbox endpoint wants MM/YY. */
export function normaliseExpiry(value: string): string {
  const parsed = parseExpiry(value);
  if (!parsed) return value.trim();
  return `${String(parsed.month).padStart(2, '0')}/${String(parsed.year % 100).padStart(2, '0')}`;
}
