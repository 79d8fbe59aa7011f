// Browser payment adapters (ARCHITECTURE.md libs/payments): one interface, Braintree or sandbox.
// Import this module dynamically from the payment page only; the SDKs load on demand.
export * from './types';
export { createPaymentsClient, type ClientTokenLike } from './create-payments-client';
export { toWalletAddress, normaliseCountry } from './address';
export type { BraintreeSdk } from './braintree/sdk';
