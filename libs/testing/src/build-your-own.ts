// A build-your-own catalogue option as the API sends it (spec §3 build-your-own values, §9 free
// options). Tests name the code and price their assertions read.
import type { BuildYourOwnOption } from '@join/schemas';

export function testOption(
  code: BuildYourOwnOption['code'],
  price: number,
  over: Partial<BuildYourOwnOption> = {},
): BuildYourOwnOption {
  return { code, displayName: code, price, priceFormatted: `$${price.toFixed(2)}`, free: false, ...over };
}

/** A free option (spec §9: MYFILES and CALLSBASIC). */
export function testFreeOption(
  code: BuildYourOwnOption['code'],
  over: Partial<BuildYourOwnOption> = {},
): BuildYourOwnOption {
  return testOption(code, 0, { free: true, ...over });
}
