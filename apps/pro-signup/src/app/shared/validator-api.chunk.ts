// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// POST /v2/professional/users/validator (spec §7), fetched with the first check of a step: its
// answer is checked with the shared zod schemas, which the first screen does not need.
export { validateProfessionalStep } from '@join/api-client';
