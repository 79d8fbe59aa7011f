// CONTRACTS#trust 1: zod's fast path probes `new Function`, which the strict CSP (no 'unsafe-eval')
// reports as a violation even though zod catches it. Each browser bundle (the shell and every
// remote carry their own zod) calls this once from its entry module: libs are marked free of
// side effects for webpack, so a top-level call here would be dropped. The server keeps the JIT.
//
// It writes the one settings object every zod copy in the page reads (`globalThis.__zod_globalConfig`,
// which `z.config()` writes too) instead of importing zod: a remote's entry that imported zod here
// evaluated all of zod on every first screen, before the visitor typed anything (ARCHITECTURE.md Budgets).

/** The settings object zod 4 reads on every parse; `z.config()` is a write to it. */
interface ZodGlobal {
  __zod_globalConfig?: Record<string, unknown>;
}

export function zodForStrictCsp(target: ZodGlobal = globalThis as ZodGlobal): void {
  if (typeof document === 'undefined') return;
  target.__zod_globalConfig = Object.assign(target.__zod_globalConfig ?? {}, { jitless: true });
}
