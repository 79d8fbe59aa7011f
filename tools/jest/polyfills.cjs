// jsdom lacks a few Web APIs that react-router and fetch-based code use.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone === 'undefined')
  globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
