// spec §2 Route table. The table itself (the spec's pages, redirects and account paths, with the
// pages the live releases declare) is composed by @join/route-table, which the page server uses too;
// the page says which table it was served with (ROUTES_ELEMENT_ID), and the shell decides with it.
import { createContext, useContext } from 'react';
import {
  BUILT_IN_ROUTES,
  REMOTE_NAMES,
  ROUTES,
  composeRouteTable,
  decideRoute,
  normalisePath,
  type DeclaredRoutes,
  type RemoteName,
  type RouteDecision,
  type RouteTable,
} from '@join/route-table';
import { ROUTES_ELEMENT_ID } from '@join/page-contract';

export type { RemoteName, RouteDecision, RouteTable };
export { composeRouteTable, decideRoute, normalisePath };

export const REMOTES: readonly RemoteName[] = REMOTE_NAMES;

/** The table the page was served with; the spec's alone until the page says otherwise. */
export const RouteTableContext = createContext<RouteTable>(BUILT_IN_ROUTES);

export const useRouteTable = (): RouteTable => useContext(RouteTableContext);

/** The routes the page server put in the page (the live releases' declared pages), composed. */
export function pageRouteTable(doc: Pick<Document, 'getElementById'> = document): RouteTable {
  const text = doc.getElementById(ROUTES_ELEMENT_ID)?.textContent;
  if (!text) return BUILT_IN_ROUTES;
  try {
    return composeRouteTable(JSON.parse(text) as DeclaredRoutes);
  } catch (error) {
    console.error('[join] the page routes from the server are unreadable; the built-in table stands', error);
    return BUILT_IN_ROUTES;
  }
}

/** Spec §2: the support chat shows only on the home and duplicate routes. */
export function isChatRoute(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path === ROUTES.signup || path === '/' || path === ROUTES.duplicate;
}
