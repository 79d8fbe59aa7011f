// Typed client for the join API (docs/CONTRACTS.md): every call returns an outcome.
export * from './outcome';
export { configureApiClient, type ClientSettings } from './settings';
export { classifyFailure } from './classify';
export * from './config-api';
export * from './registration-api';
export * from './catalogue-api';
export * from './payments-api';
export * from './invite-context-api';
export * from './invites-api';
export * from './accounts-api';
export * from './professional-api';
