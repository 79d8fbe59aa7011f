import { moveSecretsToFragment } from './app/security/invite-token-fragment';
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
// negotiated with the remotes before anything uses them. It is asked for at once, so the page's
// load event waits for its chunk (asked for a task later, the load event came before it, and what
// starts at the load event, journeys included, met a page far from hydrated); its shared modules
// are each settled in a task of their own (tools/webpack/provide-runtime-core.mjs).
import('./bootstrap');
