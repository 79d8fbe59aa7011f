// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// The lookup calls, fetched when a list is first needed that the page does not already carry:
// their answers are checked with the shared zod schemas, which the first step (its lists came
// with the server's page) need not evaluate before the visitor does anything.
export { getLookup, getRegions, getTimezones } from '@join/api-client';
