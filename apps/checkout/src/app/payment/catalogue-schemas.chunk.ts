// A chunk split point (see payment-schemas.chunk.ts): the catalogue's, the coupon's and the
// invitation's answer schemas with the form fields they reuse, a task before the prices' ones.
export { pricingGroupNameSchema, couponSchema, familyMemberSchema } from '@join/schemas';
export const loadPricingSchemas = () => import('./pricing-schemas.chunk');
