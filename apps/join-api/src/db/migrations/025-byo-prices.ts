// CONTRACTS#a-sign-up-people-finish: build-your-own with every feature cost less than the bundle that holds the
// same features ($144.97 against $149.99 a year in the US). The paid options are priced so that a
// bundle is never dearer than its parts, in every market and for both terms; a build-your-own
// package no longer claims every feature (it has only what the visitor adds to it).

/** [country, TONEMETER, UNLIMITEDPAYMENTS] in minor units. */
export const optionPrices025: [string, number, number][] = [
  ['US', 3999, 3499],
  ['CA', 4999, 4499],
  ['GB', 3499, 2999],
  ['AU', 5499, 4999],
  ['NZ', 5999, 5499],
  ['MX', 52900, 49900],
];

export function byoPrices025(): string[] {
  const out: string[] = [];
  for (const [country, tone, payments] of optionPrices025) {
    out.push(
      `update package_options set price_minor = ${tone} where country = '${country}' and code = 'TONEMETER'`,
    );
    out.push(
      `update package_options set price_minor = ${payments} where country = '${country}' and code = 'UNLIMITEDPAYMENTS'`,
    );
  }
  out.push(`update packages set features = '[]' where build_your_own`);
  return out;
}
