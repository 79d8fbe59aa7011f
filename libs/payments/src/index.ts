// Browser payment adapters (ARCHITECTURE.md libs/payments): one interface, Braintree or sandbox.
// Import this module dynamically from the payment page only; the SDKs load on demand.
export * from './lib/types';
export { createPaymentsClient, type ClientTokenLike } from './lib/create-payments-client';
export { toWalletAddress, normaliseCountry } from './lib/address';
export type { BraintreeSdk } from './lib/braintree/sdk';
export { APPLE_PAY_NETWORKS, APPLE_PAY_VERSION } from './lib/braintree/braintree-wallets';
