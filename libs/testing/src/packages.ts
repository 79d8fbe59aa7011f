// A package as the API's package list sends it (spec §3 Package). Each remote's tests pass the
// values their assertions name; the rest is a plausible US premium package.
import type { Package } from '@join/schemas';

export function testPackage(over: Partial<Package> = {}): Package {
  return {
    id: 2001,
    productId: 1,
    packageName: 'PREMIUM1',
    subDurationInYears: 1,
    displayName: 'Premium 1 year',
    receiptText: 'Premium',
    buildYourOwn: false,
    country: 'US',
    pricingGroup: 'P2',
    totalPrice: 149.99,
    totalPriceFormatted: '$149.99',
    currencyCode: 'USD',
    currencySymbol: '$',
    vatInclusive: false,
    vatAmount: 0,
    vatAmountFormatted: '$0.00',
    analyticsPackage: 'premium-1',
    features: ['1 GB space'],
    hide: { amex: false, discover: false, applePay: false, googlePay: false, payPal: false, venmo: false },
    ...over,
  };
}
