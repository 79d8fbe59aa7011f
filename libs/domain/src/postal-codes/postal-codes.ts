// spec §5 Billing: postalCode 2 to 30 characters (LIMITS in ../limits.ts) and must match the country's postal-code
// pattern; patterns exist for about 150 countries plus a generic international fallback.
// The patterns come from the maintained postcode-validator package (about 185 countries and
// an 'INTL' fallback) rather than a hand-typed table that would drift.
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

const FALLBACK = 'INTL';

/** Upper case, trimmed, inner runs of spaces collapsed: how we store and compare codes. */
export function normalisePostalCode(code: string): string {
  return code.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** True when the country has its own pattern, false when only the fallback applies. */
export function hasPostalCodePattern(country: string): boolean {
  const upper = country.toUpperCase();
  return upper !== FALLBACK && postcodeValidatorExistsForCountry(upper);
}

/**
 * Whether a postal code fits the country's pattern (the international fallback for a
 * country without one). Length bounds are the schema's job; this only checks the shape.
 */
export function isValidPostalCode(code: string, country: string): boolean {
  const normalised = normalisePostalCode(code);
  if (!normalised) return false;
  const upper = country.toUpperCase();
  const key = hasPostalCodePattern(upper) ? upper : FALLBACK;
  return postcodeValidator(normalised, key);
}
