export {
  PAGES,
  ROUTES,
  SECURITY_QUESTIONS_PATH,
  type PageName,
  type RemoteName,
  type RoutePath,
} from './pages';
export {
  BUILT_IN_ROUTES,
  REMOTE_NAMES,
  ROUTE_BASE,
  composeRouteTable,
  decideRoute,
  declaredPagePath,
  declaredRoutesOf,
  normalisePath,
  routeRefusal,
  type DeclaredRoutes,
  type RouteDecision,
  type RouteTable,
} from './route-table';
