import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PAGE_BASE } from '@join/page-contract';
import type { RouteTable } from '../route-table';
import { pageTree } from './page-tree';

function onRecoverableError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  // #419: a boundary the server left to the browser (a remote rendered on the client).
  if (/#419|server could not finish/i.test(message)) {
    console.info('[join] part of the page is rendered in the browser', message);
    return;
  }
  console.error('[join] hydration', error);
}

// The same element tree as the server renders (page-tree.tsx), so hydration matches it.
const page = (routes: RouteTable) =>
  pageTree({
    router: (children) => <BrowserRouter basename={PAGE_BASE}>{children}</BrowserRouter>,
    routes,
  });

/**
 * Hydrates the server's HTML. As a transition, hydration yields to the browser every few
 * milliseconds instead of holding the main thread for the whole page in one long task (TBT,
 * ARCHITECTURE.md Budgets). The page is already painted; a click or a keystroke on it meanwhile
 * makes React hydrate at once, and the head script holds a submit or a button's click until React
 * owns the element.
 */
export function hydratePage(container: HTMLElement, routes: RouteTable) {
  startTransition(() => {
    hydrateRoot(container, page(routes), { onRecoverableError });
  });
}

/**
 * Renders the page in the browser (no server HTML for this tab, or a different language). As a
 * transition too, so a long first render (a reloaded /payment, drawn from the tab's stores) is
 * cut into slices of a few milliseconds; what the server painted stays until it commits.
 */
export function renderPage(container: HTMLElement, routes: RouteTable) {
  const root = createRoot(container);
  startTransition(() => {
    root.render(page(routes));
  });
}
