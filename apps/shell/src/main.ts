import { moveSecretsToFragment } from './app/security/invite-token-fragment';
import { yieldToMain } from './app/start/yield-to-main';
// The stylesheet is linked from the page itself so it downloads beside the first scripts.
import '@join/ui/styles.css';

// Before analytics, the router or any request can see an old link's invite token in the query.
moveSecretsToFragment();

// Before any module parses with zod: its eval probe is a CSP violation (CONTRACTS#trust 1). Every
// copy of zod in the page (each remote bundles its own) reads its settings from this one global
// object (zod's `config()` writes to it too), so the shell sets it without loading zod itself:
// the shell's first screen needs no zod at all (ARCHITECTURE.md budget for /step1). Modules the
// bootstrap imports run before the bootstrap's own body, so this cannot wait for it.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

// An async boundary so that the shared singletons (React, the router, the stores) are
// negotiated with the remotes before anything uses them. It starts in a task of its own: the
// federation runtime has just started in this one (TBT, ARCHITECTURE.md Budgets).
void yieldToMain().then(() => import('./bootstrap'));
