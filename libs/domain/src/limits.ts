// spec §9 Business constants and limits, and the §5 bounds the schemas enforce. One place, so a
// screen's hint text, the schema and the server all quote the same number.
export const LIMITS = {
  nameMin: 1,
  nameMax: 20,
  phoneDigitsMin: 8,
  phoneDigitsMax: 15,
  billingAddressMin: 3,
  billingAddressMax: 50,
  billingAddress2Max: 50,
  cityMin: 3,
  cityMax: 30,
  postalCodeMin: 2,
  postalCodeMax: 30,
  usernameMin: 6,
  usernameMax: 30,
  passwordMin: 12,
  passwordMax: 25,
  securityCodeLength: 4,
  otherExplanationMax: 200,
} as const;

export const TIMINGS = {
  /** Alert banner stays 15 seconds, then slides away. */
  alertBannerMs: 15_000,
  alertBannerHeightPx: 75,
  /** After 'You're all set!' the credentials page moves on after 5 seconds. */
  credentialsRedirectMs: 5_000,
} as const;

/** Layout numbers the spec fixes (§2 /payment new variant, §9). */
export const LAYOUT = {
  /** Below this width the order summary collapses (old variant; the new one uses the md breakpoint). */
  orderSummaryCollapseMaxWidthPx: 600,
  sideSummaryWidthPx: 343,
  regionsDropdownMaxHeightPx: 350,
} as const;

/** Analytics version sent with payment events (§9: version id 9, payment_address_swap). */
export const ANALYTICS_VERSION = { id: 9, name: 'payment_address_swap' } as const;
