// The PaymentsClient over braintree-web, used when the API's client token says 'braintree'.
import type { PaymentsClient } from '../types';
import { createBraintreeCardFields } from './braintree-card-fields';
import {
  applePaySupported,
  authorizeBraintreeApplePay,
  authorizeBraintreeGooglePay,
  authorizeBraintreeVenmo,
  createBraintreeGooglePay,
  createBraintreeVenmo,
  googlePaySupported,
  renderBraintreePayPal,
} from './braintree-wallets';
import type { BraintreeSdk, BtDataCollector } from './sdk';
import { verifyBraintreeCard } from './braintree-three-d-secure';

export async function createBraintreeClient(clientToken: string, sdk: BraintreeSdk): Promise<PaymentsClient> {
  const client = await sdk.client.create({ authorization: clientToken });
  let collector: Promise<BtDataCollector> | null = null;
  let venmo: ReturnType<typeof createBraintreeVenmo> | null = null;
  const getVenmo = () => (venmo ??= createBraintreeVenmo(sdk, client));
  let googlePay: ReturnType<typeof createBraintreeGooglePay> | null = null;
  const getGooglePay = () => (googlePay ??= createBraintreeGooglePay(sdk, client));
  return {
    provider: 'braintree',
    async collectDeviceData() {
      collector ??= sdk.dataCollector.create({ client });
      try {
        return (await collector).deviceData;
      } catch {
        return null;
      }
    },
    createCardFields: (options) => createBraintreeCardFields(sdk, client, options),
    renderPayPalButton: (options) => renderBraintreePayPal(sdk, client, options),
    async isVenmoSupported() {
      try {
        return (await getVenmo()).isBrowserSupported();
      } catch {
        return false;
      }
    },
    async authorizeVenmo() {
      return authorizeBraintreeVenmo(await getVenmo());
    },
    async isApplePaySupported() {
      return applePaySupported(sdk);
    },
    authorizeApplePay: (request) => authorizeBraintreeApplePay(sdk, client, request),
    async isGooglePaySupported() {
      try {
        return await googlePaySupported(await getGooglePay());
      } catch {
        return false;
      }
    },
    async authorizeGooglePay(request) {
      return authorizeBraintreeGooglePay(await getGooglePay(), request);
    },
    verifyCard: (request) => verifyBraintreeCard(sdk, client, request),
    async teardown() {
      if (collector) await (await collector.catch(() => null))?.teardown().catch(() => undefined);
      await client.teardown?.().catch(() => undefined);
    },
  };
}
