// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// The payment forms' schemas, evaluated a task before the screen (see payment-schemas.chunk.ts).
// The billing form's comes with the billing step (later-steps.tsx).
export { paymentMethodStepSchema, cardFieldStateSchema, subscriptionCodeSchema } from '@join/schemas';
export const loadPaymentPage = () => import('./payment-page');
