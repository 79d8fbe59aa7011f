// CONTRACTS#trust 1: zod's fast path probes `new Function`, which the strict CSP (no 'unsafe-eval')
// reports as a violation even though zod catches it. Each browser bundle (the shell and every
// remote carry their own zod) calls this once from its entry module: libs are marked free of
// side effects for webpack, so a top-level call here would be dropped. The server keeps the JIT.
import { z } from 'zod';

export function zodForStrictCsp(): void {
  z.config({ jitless: true });
}
