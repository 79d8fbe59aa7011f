// The router as the page shares it. A shared package travels whole (federation cannot know
// which exports other remotes need), and all of react-router-dom 7 is about 55 KB brotli. So
// every app's `import ... from 'react-router-dom'` resolves here (tools/webpack/federation.cjs),
// this module is the one shared singleton, and webpack keeps only what it re-exports from
// react-router (same code, `react-router-dom` 7 re-exports it). What apps may use is this list;
// tools/router-facade.spec.ts fails when an app imports a name that is not here.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  useNavigate,
  useLocation,
  useSearchParams,
  useParams,
  useMatch,
  useHref,
  useInRouterContext,
  useNavigationType,
  useOutlet,
  useResolvedPath,
  useRoutes,
  matchPath,
  generatePath,
  createSearchParams,
  resolvePath,
} from 'react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  To,
  SetURLSearchParams,
  LinkProps,
  NavLinkProps,
  RouteObject,
} from 'react-router';
