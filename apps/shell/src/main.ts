import { config as zodConfig } from 'zod';
import { moveSecretsToFragment } from './app/security/invite-token-fragment';
// The stylesheet is linked from the page itself so it downloads beside the first scripts.
import '@join/ui/styles.css';

// Before analytics, the router or any request can see an old link's invite token in the query.
moveSecretsToFragment();

// Before any module parses with zod: its eval probe is a CSP violation (CONTRACTS#trust 1). Modules the
// bootstrap imports run before the bootstrap's own body, so this cannot wait for it.
zodConfig({ jitless: true });

// An async boundary so that the shared singletons (React, the router, the stores) are
// negotiated with the remotes before anything uses them.
import('./bootstrap');
