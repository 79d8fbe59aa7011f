// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
export { BillingStep } from './billing-step';
