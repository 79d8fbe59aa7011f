// A screen under a MemoryRouter with a probe that shows where it navigated to (path, and the
// navigation state when `withState`), as every remote's screen tests need it.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export interface ProbeOptions {
  /** The probe's test id: 'where' unless told. */
  testId?: string;
  /** Also show the navigation state (as JSON after the path), when there is one. */
  withState?: boolean;
}

export function WhereProbe({ testId = 'where', withState = false }: ProbeOptions) {
  const location = useLocation();
  return (
    <output data-testid={testId}>
      {location.pathname}
      {withState && location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </output>
  );
}

export interface RenderAtOptions {
  /** The entry the router starts at (path, query); the route path unless told. */
  url?: string;
  /** The route the element answers; '*' (the default) shows the probe beside the element. */
  path?: string;
  /** Navigation state of the entry. */
  state?: unknown;
  probe?: ProbeOptions;
}

/** Renders `element` at a route; any other path shows the probe (with '*', beside the element). */
export function renderAtRoute(
  element: ReactElement,
  { url, path = '*', state, probe = {} }: RenderAtOptions = {},
) {
  const entry = url ?? (path === '*' ? '/' : path);
  const [pathname, search] = entry.split('?');
  const initial = { pathname, search: search ? `?${search}` : '', state };
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        {path === '*' ? (
          <Route
            path="*"
            element={
              <>
                {element}
                <WhereProbe {...probe} />
              </>
            }
          />
        ) : (
          <>
            <Route path={path} element={element} />
            <Route path="*" element={<WhereProbe {...probe} />} />
          </>
        )}
      </Routes>
    </MemoryRouter>,
  );
}
