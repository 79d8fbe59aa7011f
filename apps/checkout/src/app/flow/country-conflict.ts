// CONTRACTS#a-sign-up-people-finish 1: the country mismatch modal (spec §2 /payment) said only "does not suit your
// billing or phone country", then /step3 reopened it on every package while the same stored
// billing country caused it. This names both countries, and says what the visitor can change.
import { countriesForCallingCode } from '@join/domain';

export interface CountryConflict {
  /** Country of the phone's calling code ('US' for +1 when the visitor said US). */
  phone: string;
  /** Country of the billing address that does not suit the package. */
  billing: string;
}

const MARKETS = ['US', 'GB', 'MX', 'CA', 'AU', 'NZ'];

/** The phone's country: the visitor's own country when the calling code fits it. */
export function phoneCountry(callingCode: string, country: string): string {
  const candidates = countriesForCallingCode(callingCode);
  if (candidates.includes(country)) return country;
  return MARKETS.find((c) => candidates.includes(c)) ?? candidates[0] ?? country;
}

/** The conflict to name, or null when the two countries are the same (another cause). */
export function countryConflict(
  callingCode: string,
  payerCountry: string,
  billingCountry: string,
): CountryConflict | null {
  const phone = phoneCountry(callingCode, payerCountry);
  return phone && billingCountry && phone !== billingCountry ? { phone, billing: billingCountry } : null;
}

/** Navigation state /step3 reads to say how to get out of the conflict. */
export interface MismatchNavState {
  mismatch: CountryConflict;
}
