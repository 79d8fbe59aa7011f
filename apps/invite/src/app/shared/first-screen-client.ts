// What first-screen-api.ts fetches for the welcome: only this call and the schema of its answer.
export { getInviteContext } from '@join/api-client';
