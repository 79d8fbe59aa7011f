// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// POST /v2/professional/users (spec §7 create), fetched ahead once the visitor starts on the
// wizard: its answer is checked with the shared zod schemas, which the first screen does not need.
export { createProfessional } from '@join/api-client';
