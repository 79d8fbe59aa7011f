// The PaymentsClient used when the API's client token says provider 'sandbox'.
import type { PaymentsClient, WalletMethod } from '../types';
import { PaymentCancelledError } from '../types';
import { createSandboxCardFields } from './sandbox-card-fields';

// The wallet dialog and the 3-D Secure challenge arrive when a visitor first needs them, not
// with the payment page (ARCHITECTURE.md Budgets: script before the first interaction).
const authorizeInSandbox = async (method: WalletMethod, summary?: string) =>
  (await import('./sandbox-wallet-dialog')).authorizeInSandbox(method, summary);
const verifyInSandbox: PaymentsClient['verifyCard'] = async (request) =>
  (await import('./sandbox-three-d-secure')).verifyInSandbox(request);

export function createSandboxClient(): PaymentsClient {
  return {
    provider: 'sandbox',
    async collectDeviceData() {
      return JSON.stringify({ correlation_id: `sandbox-${Math.random().toString(36).slice(2, 12)}` });
    },
    async createCardFields(options) {
      return createSandboxCardFields(options);
    },
    async renderPayPalButton({ container, onAuthorized, onCancel, onError }) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'j-wallet-btn j-wallet-btn--paypal';
      button.textContent = 'PayPal';
      button.addEventListener('click', () => {
        authorizeInSandbox('PAYPAL').then(onAuthorized, (error) =>
          error instanceof PaymentCancelledError ? onCancel() : onError(error),
        );
      });
      container.replaceChildren(button);
      return () => button.remove();
    },
    async isVenmoSupported() {
      return true;
    },
    authorizeVenmo() {
      return authorizeInSandbox('VENMO');
    },
    async isApplePaySupported() {
      return true;
    },
    authorizeApplePay({ amount, currency, label }) {
      return authorizeInSandbox('APPLE_PAY', `${label}: ${amount.toFixed(2)} ${currency}`);
    },
    async isGooglePaySupported() {
      return true;
    },
    authorizeGooglePay({ amount, currency }) {
      return authorizeInSandbox('GOOGLE_PAY', `${amount.toFixed(2)} ${currency}`);
    },
    verifyCard: (request) => verifyInSandbox(request),
    async teardown() {
      // Nothing is held open.
    },
  };
}
