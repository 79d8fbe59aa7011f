// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// The shapes the payment screen's answer schemas are built from (addresses, money, ids, error
// bodies: @join/schemas api/common.ts), evaluated a task before them (payment-schemas.chunk.ts): built
// with them, the first of those tasks is one of a reloaded /payment's long ones.
export { addressSchema } from '@join/schemas';
// The next stage is imported from here, so webpack knows what this one already brought and the
// next chunk does not carry a second copy of it.
export const loadCatalogueSchemas = () => import('./catalogue-schemas.chunk');
