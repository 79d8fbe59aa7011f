// A chunk split point (see payment-schemas.chunk.ts): the price and order answers' schemas, a task
// before the payment answers' ones, which are built from them.
export { orderDetailSchema } from '@join/schemas';
export const loadPaymentSchemas = () => import('./payment-schemas.chunk');
