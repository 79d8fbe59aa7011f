// Test data shared by the checkout component tests.
import type { Package, PricingResponse } from '@join/schemas';
import type { PaymentsClient } from '@join/payments';
import { resetPayment, resetRegistration, setConfig, updateRegistration, type Flags } from '@join/state';

export const usPackage: Package = {
  id: 2001,
  productId: 10,
  packageName: 'PREMIUM_1Y',
  subDurationInYears: 1,
  displayName: 'Premium, 1 year',
  receiptText: 'Premium',
  buildYourOwn: false,
  country: 'US',
  pricingGroup: 'P0',
  totalPrice: 149.99,
  totalPriceFormatted: '$149.99',
  currencyCode: 'USD',
  currencySymbol: '$',
  vatInclusive: false,
  vatAmount: 0,
  vatAmountFormatted: '$0.00',
  analyticsPackage: 'premium',
  features: [],
  hide: { amex: false, discover: false, applePay: false, payPal: false, venmo: false },
};

export function pricingFor(pkg: Package, patch: Partial<PricingResponse> = {}): PricingResponse {
  const f = (n: number) => `$${n.toFixed(2)}`;
  return {
    packageId: pkg.id,
    currencyCode: pkg.currencyCode,
    couponDetail: null,
    payForCoParent: false,
    paymentCodeDetails: [],
    taxes: [],
    totals: {
      total: pkg.totalPrice,
      totalFormatted: f(pkg.totalPrice),
      subTotal: pkg.totalPrice,
      subTotalFormatted: f(pkg.totalPrice),
      subTotalAfterDiscount: pkg.totalPrice,
      taxAmount: 0,
      taxAmountFormatted: '$0.00',
      selectedPackageTotal: pkg.totalPrice,
      selectedPackageTotalFormatted: f(pkg.totalPrice),
      paymentCodeTotal: 0,
      paymentCodeTotalFormatted: '$0.00',
    },
    lineItems: [],
    taxId: null,
    finalPrice: pkg.totalPrice,
    taxesCalculated: true,
    request: {},
    ...patch,
  };
}

export const urls = {
  login: '/app/join/login',
  legacyHome: '/',
  accountBilling: '/app/account/billing',
  terms: '/legal/terms',
  privacy: '/legal/privacy',
  help: '/help',
  contact: '/contact',
  proCases: '/app/pro/cases',
  passwordRetrieval: '/app/login/forgot',
};

export function configure(flags: Flags = { GROW872: 'Treatment', PayPal: 'Treatment', Venmo: 'Treatment', ApplePay: 'Treatment' }) {
  setConfig({ sandbox: true, flags, urls, supportChat: false });
}

export function seedRegistration(country = 'US', pkg: Package = usPackage) {
  resetRegistration();
  resetPayment();
  updateRegistration({
    signupId: 'sig_1',
    registrationKey: 'key_1',
    lastCompletedStep: 3,
    stepOneValues: { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', countryCode: '+1', phoneNumber: '5551234567', country, timezone: 'America/Chicago' },
    selectedPackage: { package: pkg },
  });
}

/** A PaymentsClient whose wallets and card are fully supported and approve at once. */
export function fakePaymentsClient(): PaymentsClient {
  return {
    provider: 'sandbox',
    collectDeviceData: async () => 'device',
    createCardFields: async (o) => {
      o.onStateChange({
        number: { isValid: false, isPotentiallyValid: true, touched: false, hasBlurred: false },
        expirationDate: { isValid: false, isPotentiallyValid: true, touched: false, hasBlurred: false },
        cvv: { isValid: false, isPotentiallyValid: true, touched: false, hasBlurred: false },
      });
      return { tokenize: async () => ({ nonce: 'n', lastFour: '1111', cardType: 'Visa' }), revealErrors: () => undefined, teardown: async () => undefined };
    },
    renderPayPalButton: async ({ container }) => {
      const b = document.createElement('button');
      b.textContent = 'PayPal';
      container.append(b);
      return () => b.remove();
    },
    isVenmoSupported: async () => true,
    authorizeVenmo: async () => ({ method: 'VENMO', nonce: 'fake-venmo-account-nonce', email: null, username: '@ana', address: null }),
    isApplePaySupported: async () => true,
    authorizeApplePay: async () => ({ method: 'APPLE_PAY', nonce: 'fake-apple-pay-visa-nonce', email: null, username: null, address: null }),
    teardown: async () => undefined,
  };
}
