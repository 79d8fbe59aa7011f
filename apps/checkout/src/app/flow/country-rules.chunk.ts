// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
export { countryConflict } from './country-conflict';
export { walletBilling } from './wallet-billing';
