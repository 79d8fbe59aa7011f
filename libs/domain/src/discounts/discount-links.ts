// spec §3 Discount data: 'referrer and percentage, stored from URL parameters (a flag, a
// referrer, a base64 percentage)'. The browser reads them (libs/state discount.ts) and the join
// API makes them: one list of names for both. `dt` is the token the server signed over the
// referrer, the percentage and an expiry; without it a link gives no discount.
//
//   ?discount=1&referrer=partner&pct=MTA=&dt=v1.<payload>.<signature>
export const DISCOUNT_PARAMS = {
  flag: 'discount',
  referrer: 'referrer',
  percent: 'pct',
  token: 'dt',
} as const;

/** A token as the server makes them: three base64url parts, bounded length. */
export const DISCOUNT_TOKEN_PATTERN = /^v1\.[A-Za-z0-9_-]{1,300}\.[A-Za-z0-9_-]{43}$/;
