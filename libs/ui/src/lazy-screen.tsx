import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Fetches the screen's chunk; once it resolves, the screen renders without suspending. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * React.lazy for a remote's screen, with a preload (CONTRACTS#first-screen-from-the-server 4). The browser fetches the
 * route's chunks before it hydrates a server-rendered page, so the page hydrates in one pass:
 * a screen that suspended during hydration stayed dead HTML meanwhile, and a Continue clicked
 * then was lost (React drops events on a boundary it cannot hydrate yet).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk may be fetched again (a retry, or the next visit to the route).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Host elements are all that hydration compares, so the direct and the lazy path agree. The
  // path is chosen once per mount: switching from the lazy to the direct one later would remount
  // the screen and lose what the visitor typed.
  const Screen = (props: P) => {
    const [direct] = useState(() => ({ component: loaded }));
    return createElement(direct.component ?? (Lazy as unknown as ComponentType<P>), props);
  };
  return Object.assign(Screen, { preload });
}

/** The `preload` a remote's routes module exports: fetches the screen of a path, if it has one. */
export function routePreloader(
  screens: Record<string, { preload: () => Promise<unknown> }>,
): (pathname: string) => Promise<void> {
  return async (pathname) => {
    const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
    await screens[path]?.preload();
  };
}
