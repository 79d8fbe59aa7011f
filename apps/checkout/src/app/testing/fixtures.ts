// Test data shared by the checkout component tests.
import type { Package } from '@join/schemas';
import { testPackage, testPricing, testUrls } from '@join/testing';
import type { PaymentsClient } from '@join/payments';
import { resetPayment, resetRegistration, setConfig, updateRegistration, type Flags } from '@join/state';

export const usPackage: Package = testPackage({
  productId: 10,
  packageName: 'PREMIUM_1Y',
  displayName: 'Premium, 1 year',
  pricingGroup: 'P0',
  analyticsPackage: 'premium',
  features: [],
});

export const pricingFor = testPricing;

export const urls = testUrls();

export function configure(
  flags: Flags = { GROW872: 'Treatment', PayPal: 'Treatment', Venmo: 'Treatment', ApplePay: 'Treatment' },
) {
  setConfig({ sandbox: true, flags, urls, supportChat: false });
}

export function seedRegistration(country = 'US', pkg: Package = usPackage) {
  resetRegistration();
  resetPayment();
  updateRegistration({
    signupId: 'sig_1',
    registrationKey: 'key_1',
    lastCompletedStep: 3,
    stepOneValues: {
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@example.com',
      countryCode: '+1',
      phoneNumber: '5551234567',
      country,
      timezone: 'America/Chicago',
    },
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
      return {
        tokenize: async () => ({ nonce: 'n', lastFour: '1111', cardType: 'Visa' }),
        revealErrors: () => undefined,
        teardown: async () => undefined,
      };
    },
    renderPayPalButton: async ({ container }) => {
      const b = document.createElement('button');
      b.textContent = 'PayPal';
      container.append(b);
      return () => b.remove();
    },
    isVenmoSupported: async () => true,
    authorizeVenmo: async () => ({
      method: 'VENMO',
      nonce: 'fake-venmo-account-nonce',
      email: null,
      username: '@ana',
      address: null,
    }),
    isApplePaySupported: async () => true,
    authorizeApplePay: async () => ({
      method: 'APPLE_PAY',
      nonce: 'fake-apple-pay-visa-nonce',
      email: null,
      username: null,
      address: null,
    }),
    isGooglePaySupported: async () => true,
    authorizeGooglePay: async () => ({
      method: 'GOOGLE_PAY',
      nonce: 'fake-android-pay-visa-nonce',
      email: null,
      username: null,
      address: null,
    }),
    verifyCard: async (r) => ({
      nonce: `${r.nonce}-3ds`,
      status: 'authenticate_successful',
      liabilityShifted: true,
      liabilityShiftPossible: true,
    }),
    teardown: async () => undefined,
  };
}
