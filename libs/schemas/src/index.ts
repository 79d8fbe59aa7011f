export * from './forms';
export * from './api';
export { zodForStrictCsp } from './zod-csp';
