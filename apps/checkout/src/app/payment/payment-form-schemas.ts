// The payment forms' schemas, evaluated a task before the screen (see payment-schemas.ts).
export {
  billingSchema,
  paymentMethodStepSchema,
  cardFieldStateSchema,
  subscriptionCodeSchema,
} from '@join/schemas';
