// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// The payment screen's module graph builds some forty zod schemas when it is evaluated (the API's
// answers, the billing, card and code forms). Evaluated together they make the longest task of a
// reloaded /payment (150-200 ms at 4x CPU; ARCHITECTURE.md Budgets), so the screen loader
// (remote-routes.tsx) evaluates them first, each stage in a task of its own of under 50 ms at 4x:
// zod itself (zod.chunk.ts), the shared shapes (common-schemas.chunk.ts), the catalogue's, the
// prices', the payments' (here), then the forms', then the screen. Each export names one module;
// evaluating it builds all of that module's schemas, which the screen then uses as they are.
export { paymentProviderSchema } from '@join/schemas';
export const loadPaymentFormSchemas = () => import('./payment-form-schemas.chunk');
