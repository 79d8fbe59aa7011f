// Pure rules and data shared by the browser and the join API (spec §3, §5, §9).
// No React, no browser APIs: keep it that way, the server imports this too.
export * from './limits';
export * from './countries/calling-codes';
export * from './countries/countries';
export type { Region } from './regions/region';
export * from './regions/north-america';
export * from './regions/oceania-and-uk';
export * from './regions/regions';
export * from './timezones/timezones';
export * from './timezones/region-timezones';
export * from './postal-codes/postal-codes';
export * from './postal-codes/postal-region';
export * from './support/support-phones';
export * from './professional/professional-options';
export * from './packages/package-rules';
export * from './flags/experiment-flags';
export * from './money/format-price';
export * from './money/coupon-percent';
export * from './text/names';
export * from './payments/payment-methods';
export * from './privacy/personal-data';
export * from './billing-cascade/billing-cascade';
export * from './redirects/same-origin-path';
export * from './discounts/discount-links';
export * from './email/email-suggestion';
export * from './time/units';
export * from './money/currencies';
