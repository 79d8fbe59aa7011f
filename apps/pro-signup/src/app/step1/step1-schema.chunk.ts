// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// Step 1's schema, fetched on the first focus (useLazySchemaForm): with it come zod and the
// shared field rules, which the first screen does not need until the visitor types.
export { proStep1Schema } from '@join/schemas';
