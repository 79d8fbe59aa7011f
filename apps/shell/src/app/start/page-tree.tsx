// The one React page tree (docs/first-screen.md): the page server's render (server/render-page.tsx)
// and the browser's hydration or render (start/render.tsx) build the same elements from here, so
// hydration always matches what the server wrote. Only the router and the providers the server
// needs differ; neither adds an element to the page.
import { StrictMode, useEffect, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { LIVE_EVENT, RESTORE_ATTRIBUTE } from '@join/page-contract';
import { App } from '../app';
import { RemoteLoaderContext, type RemoteSource } from '../remotes/remote-outlet';
import { RouteTableContext, type RouteTable } from '../route-table';

// The head script hides the server's form area on a tab the browser renders from its stores
// (RESTORE_ATTRIBUTE); it shows again with the first render. Once the first render's effects have
// run, the page tells the head script it is live (LIVE_EVENT): what it held is made again.
function Reveal({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.removeAttribute(RESTORE_ATTRIBUTE);
  }, []);
  useEffect(() => {
    document.dispatchEvent(new Event(LIVE_EVENT));
  }, []);
  return children;
}

export interface PageSetup {
  /** The router around the page: a static one on the server, the browser's own in the browser. */
  router: (page: ReactNode) => ReactElement;
  /** The server's i18next instance for this request (the browser uses its global one). */
  i18n?: i18n;
  /** Where remotes come from on the server (the browser's outlet uses the federation runtime). */
  remotes?: RemoteSource;
  /** The route table the page was served with (the spec's, with the live releases' pages). */
  routes?: RouteTable;
}

export function pageTree({ router, i18n: instance, remotes, routes }: PageSetup): ReactElement {
  let page: ReactNode = (
    <Reveal>
      <App />
    </Reveal>
  );
  if (routes) page = <RouteTableContext.Provider value={routes}>{page}</RouteTableContext.Provider>;
  if (remotes) page = <RemoteLoaderContext.Provider value={remotes}>{page}</RemoteLoaderContext.Provider>;
  if (instance) page = <I18nextProvider i18n={instance}>{page}</I18nextProvider>;
  return <StrictMode>{router(page)}</StrictMode>;
}
