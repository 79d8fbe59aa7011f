// Typed client for the join API (docs/CONTRACTS.md): every call returns an outcome.
export * from './lib/outcome';
export { configureApiClient, type ClientSettings } from './lib/settings';
export { classifyFailure } from './lib/classify';
export * from './lib/config-api';
export * from './lib/registration-api';
export * from './lib/catalogue-api';
export * from './lib/payments-api';
export * from './lib/invite-context-api';
export * from './lib/invites-api';
export * from './lib/accounts-api';
export * from './lib/professional-api';
