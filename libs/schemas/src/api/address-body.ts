// spec §3 Address as the forms hold it and as the API takes it. No zod here: /step1's screen
// imports its request builders at start, and a module that builds zod schemas would make zod
// load with the page instead of when the visitor starts on the form (ARCHITECTURE.md Budgets).
import type { Address } from './common';

/** A billing address as the forms hold it (the billing step, /invite/billing-info, /step1). */
export interface AddressFields {
  billingAddress?: string | null;
  billingAddress2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
}

/** spec §3 Address as the API takes it: an empty field is null, the country falls back if given. */
export function addressBody(
  fields: AddressFields,
  fallbackCountry: string | null = null,
): Address & { type: 'PRIMARY' } {
  return {
    line1: fields.billingAddress || null,
    line2: fields.billingAddress2 || null,
    city: fields.city || null,
    region: fields.region || null,
    postalCode: fields.postalCode || null,
    country: fields.country || fallbackCountry,
    type: 'PRIMARY',
  };
}
