export { cspNonce, nonceSource } from './csp-nonce';
export { originOf, providerSources, type LiveProviders, type ProviderSources } from './provider-sources';
export { CSP_REPORT_PATH, registerSecurityHeaders, type SecurityHeaderOptions } from './security-headers';
