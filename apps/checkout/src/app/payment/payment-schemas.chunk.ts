// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// The payment screen's module graph builds some forty zod schemas when it is evaluated (the API's
// answers, the billing, card and code forms). Evaluated with the screen's own modules they were
// the longest task of a reloaded /payment (150-200 ms at 4x CPU; ARCHITECTURE.md Budgets), so the screen
// loader (remote-routes.tsx) evaluates them first, in tasks of their own: the answers' schemas,
// then the forms', then the screen. Each export names one module; evaluating it builds all of
// that module's schemas, the ones the screen uses later without building them again.
export {
  paymentProviderSchema,
  pricingGroupNameSchema,
  orderDetailSchema,
  familyMemberSchema,
  couponSchema,
} from '@join/schemas';
export const loadPaymentFormSchemas = () => import('./payment-form-schemas.chunk');
