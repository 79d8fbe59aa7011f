// The PaymentsClient used when the API's client token says provider 'sandbox'.
import type { PaymentsClient } from '../types';
import { PaymentCancelledError } from '../types';
import { createSandboxCardFields } from './sandbox-card-fields';
import { authorizeInSandbox } from './sandbox-wallet-dialog';
import { verifyInSandbox } from './sandbox-three-d-secure';

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
