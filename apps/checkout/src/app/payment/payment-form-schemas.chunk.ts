// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// The payment forms' schemas, evaluated a task before the screen (see payment-schemas.chunk.ts).
export {
  billingSchema,
  paymentMethodStepSchema,
  cardFieldStateSchema,
  subscriptionCodeSchema,
} from '@join/schemas';
