import { z } from 'zod';

// Issue 13 §1: in the browser, zod's fast path probes \`new Function\`, which the strict CSP
// (no 'unsafe-eval') reports as a violation even though zod catches it. jitless skips the probe;
// the server keeps the fast path.
if (typeof document !== 'undefined') z.config({ jitless: true });

export * from './forms';
export * from './api';
