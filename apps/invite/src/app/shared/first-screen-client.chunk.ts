// A chunk split point: imported only with import(), so webpack builds it as a chunk of its own.
// What first-screen-api.ts fetches for the welcome: only this call and the schema of its answer.
export { getInviteContext } from '@join/api-client';
