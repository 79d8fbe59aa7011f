// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// Fetched only for a visitor who skips payment (first-screen-api.ts agreeTerms): the invite
// registration module's schemas are not built for every welcome.
export { markTermsAgreed } from '@join/api-client';
