// Picks the implementation the API's client token names (spec §7 card-provider client token).
import type { BraintreeSdk } from './braintree/sdk';
import type { PaymentProviderName, PaymentsClient } from './types';

export interface ClientTokenLike {
  clientToken: string;
  provider: PaymentProviderName;
}

export async function createPaymentsClient(
  token: ClientTokenLike,
  loadSdk?: () => Promise<BraintreeSdk>,
): Promise<PaymentsClient> {
  if (token.provider === 'sandbox') {
    const { createSandboxClient } = await import('./sandbox/sandbox-client');
    return createSandboxClient();
  }
  const [{ createBraintreeClient }, sdkModule] = await Promise.all([
    import('./braintree/braintree-client'),
    loadSdk ? null : import('./braintree/sdk'),
  ]);
  const sdk = await (loadSdk ?? sdkModule!.loadBraintreeSdk)();
  return createBraintreeClient(token.clientToken, sdk);
}
