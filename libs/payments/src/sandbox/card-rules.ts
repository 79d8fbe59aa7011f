// The checks the sandbox card inputs make as the visitor types, mirroring what Braintree's
// hosted fields report (isValid, isPotentiallyValid, the card type); the screen applies spec §4's
// rule on top. Number (brand, lengths, Luhn), expiry and security code are card-validator's, the
// library Braintree's own hosted fields are built on, not checks of our own (issues 15 and 17).
import valid from 'card-validator';
import type { CardBrandInfo } from '../types';

export interface Validity {
  isValid: boolean;
  isPotentiallyValid: boolean;
}

type Hidden = { amex?: boolean; discover?: boolean };

export function digitsOf(value: string): string {
  return value.replace(/[\s-]/g, '');
}

function brandHidden(type: string | undefined, hidden: Hidden): boolean {
  return (type === 'american-express' && !!hidden.amex) || (type === 'discover' && !!hidden.discover);
}

/** The brand the number shows, once only one brand fits (as Braintree's cardTypeChange). */
export function cardBrand(value: string): CardBrandInfo | null {
  const card = valid.number(value).card;
  return card
    ? {
        type: card.type,
        niceType: card.niceType,
        gaps: card.gaps,
        lengths: card.lengths,
        code: { name: card.code.name, size: card.code.size },
      }
    : null;
}

export function numberValidity(value: string, hidden: Hidden = {}): Validity {
  const check = valid.number(value);
  if (brandHidden(check.card?.type, hidden)) return { isValid: false, isPotentiallyValid: false };
  return { isValid: check.isValid, isPotentiallyValid: check.isPotentiallyValid };
}

/** The number as the visitor should see it: digits grouped at the brand's gaps ('4111 1111 1111 1111', '3782 822463 10005'). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).replace(/\D/g, '');
  const brand = cardBrand(digits);
  const gaps = brand?.gaps ?? [4, 8, 12];
  const max = brand ? Math.max(...brand.lengths) : 19;
  let out = '';
  for (let i = 0; i < Math.min(digits.length, max); i++) {
    if (gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

export function expiryValidity(value: string): Validity {
  if (value.trim() === '') return { isValid: false, isPotentiallyValid: true };
  const check = valid.expirationDate(value.replace(/\s/g, ''));
  return { isValid: check.isValid, isPotentiallyValid: check.isPotentiallyValid };
}

/** A security code of the brand's size (3, or 4 for American Express); 3 or 4 before the brand is known. */
export function cvvValidity(value: string, size?: number): Validity {
  if (value.trim() === '') return { isValid: false, isPotentiallyValid: true };
  const check = valid.cvv(value.trim(), size ?? [3, 4]);
  return { isValid: check.isValid, isPotentiallyValid: check.isPotentiallyValid };
}

/** The sandbox endpoint wants MM/YY. */
export function normaliseExpiry(value: string): string {
  const check = valid.expirationDate(value.replace(/\s/g, ''));
  if (!check.month || !check.year) return value.trim();
  return `${check.month.padStart(2, '0')}/${check.year.slice(-2)}`;
}
