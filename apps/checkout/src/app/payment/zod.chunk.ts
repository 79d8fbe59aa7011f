// A chunk split point (see payment-schemas.chunk.ts): zod's own modules, evaluated in a task of
// their own before the first schema is built. With the first stage's schemas they make one task
// of 130-200 ms at 4x CPU in Lighthouse's simulation of a reloaded /payment.
export { z } from 'zod';
export const loadCommonSchemas = () => import('./common-schemas.chunk');
