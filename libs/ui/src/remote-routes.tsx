import {
  createElement,
  isValidElement,
  Suspense,
  useEffect,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PAGES, type PageName, type RemoteName } from '@join/routes';
import { LIVE_EVENT } from '@join/page-contract';
import { BuildLabel } from './build-label';
import { onFirstTouch } from './first-touch';
import { routePreloader } from './lazy-screen';
import { Spinner } from './spinner';

/** The pages the route registry (@join/routes PAGES) gives to one remote. */
export type PageOf<R extends RemoteName> = {
  [K in PageName]: (typeof PAGES)[K]['remote'] extends R ? K : never;
}[PageName];

/**
 * What a remote shows on each of its pages: a screen component, or an element where the screen
 * takes props. Every page the registry gives the remote must be there (the compiler says which
 * is missing), and no other.
 */
export type RemoteScreens<R extends RemoteName> = { readonly [K in PageOf<R>]: ComponentType | ReactElement };

export interface RemoteRoutesProps<R extends RemoteName> {
  remote: R;
  screens: NoInfer<RemoteScreens<R>>;
  /**
   * Wraps each screen, e.g. in the parent flow's page guard. A frame gets a loading boundary of
   * its own per page, so it runs once the screen's chunk is there; without one, a single
   * boundary holds all the routes.
   */
  frame?: (page: PageOf<R>, screen: ReactElement) => ReactNode;
  /**
   * The pages a visitor usually goes to from each page (CONTRACTS#first-screen-from-the-server 9):
   * their screens' chunks are fetched once the visitor starts on the page (a first pointer, key or
   * focus) and the browser is idle, so Continue does not wait for them, and a page nobody touches
   * (a first screen being measured, point 7) loads nothing more.
   */
  next?: NoInfer<Partial<Record<PageOf<R>, readonly PageOf<R>[]>>>;
  /**
   * Pages of the remote's own beyond the registry's, by path (`/payment-help`). The shell routes
   * such a path to the remote once the remote's live release declares it (join-release.json
   * beside its manifest, written by its build), so adding one needs no shell release.
   */
  pages?: Readonly<Record<`/${string}`, ComponentType | ReactElement>>;
}

/**
 * Drawn beside each screen, in the same loading boundary, so its effect runs when the screen is
 * drawn and its own effects (the page view, the heading's focus) have run: the page's head script
 * then makes a click it held on the server's copy of the screen again on the one React drew
 * (LIVE_EVENT, docs/first-screen.md).
 */
function ScreenDrawn() {
  useEffect(() => {
    document.dispatchEvent(new Event(LIVE_EVENT));
  }, []);
  return null;
}

/**
 * A remote's one exposed module (docs/CONTRACTS.md): its pages at their full paths from the
 * route registry, a spinner while a screen's chunk loads, and the build label.
 */
export function RemoteRoutes<R extends RemoteName>({ screens, frame, next, pages }: RemoteRoutesProps<R>) {
  // 'common' is loaded by the shell before any remote, so this never waits for texts itself.
  const { t } = useTranslation('common');
  usePreloadNext(screens, next);
  const fallback = <Spinner label={t('loading')} />;
  const routes = (Object.entries(screens) as [PageOf<R>, ComponentType | ReactElement][]).map(
    ([page, screen]) => {
      const element = (
        <>
          {isValidElement(screen) ? screen : createElement(screen)}
          <ScreenDrawn />
        </>
      );
      return (
        <Route
          key={page}
          path={PAGES[page].path}
          element={frame ? <Suspense fallback={fallback}>{frame(page, element)}</Suspense> : element}
        />
      );
    },
  );
  for (const [path, screen] of Object.entries(pages ?? {}))
    routes.push(
      <Route
        key={path}
        path={path}
        element={
          <Suspense fallback={fallback}>
            {isValidElement(screen) ? screen : createElement(screen)}
            <ScreenDrawn />
          </Suspense>
        }
      />,
    );
  return (
    <>
      {frame ? (
        <Routes>{routes}</Routes>
      ) : (
        <Suspense fallback={fallback}>{<Routes>{routes}</Routes>}</Suspense>
      )}
      <BuildLabel />
    </>
  );
}

/** Fetches the chunks of the pages that follow the current one, once the visitor starts on it. */
function usePreloadNext<R extends RemoteName>(screens: RemoteScreens<R>, next: RemoteRoutesProps<R>['next']) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!next) return;
    const here = (Object.keys(next) as PageOf<R>[]).find(
      (page) => PAGES[page].path.toLowerCase() === (pathname.replace(/\/+$/, '') || '/').toLowerCase(),
    );
    const following = here ? (next[here] ?? []) : [];
    if (!following.length) return;
    return onFirstTouch(() => {
      for (const page of following) {
        const screen: unknown = screens[page];
        // A failed fetch is tried again when the page is opened.
        if (hasPreload(screen)) screen.preload().catch(() => undefined);
      }
    });
  }, [pathname, next, screens]);
}

/**
 * The `preload` a remote's routes module exports (CONTRACTS#first-screen-from-the-server 4):
 * fetches the chunk of the screen at a path, for the screens made with `lazyScreen`.
 */
export function remotePreloader(
  screens: Partial<Record<PageName, unknown>>,
): (pathname: string) => Promise<void> {
  const byPath: Record<string, { preload: () => Promise<unknown> }> = {};
  for (const [page, screen] of Object.entries(screens)) {
    if (hasPreload(screen)) byPath[PAGES[page as PageName].path] = screen;
  }
  return routePreloader(byPath);
}

function hasPreload(screen: unknown): screen is { preload: () => Promise<unknown> } {
  return typeof screen === 'function' && typeof (screen as { preload?: unknown }).preload === 'function';
}
