export {
  PAGES,
  ROUTES,
  SECURITY_QUESTIONS_PATH,
  type PageName,
  type RemoteName,
  type RoutePath,
} from './routes';
export { nextStepPath, stepPath, type StepPath } from './progress';
export { useRouteDecision, type RouteDecision, type RouteDecisionOptions } from './use-route-decision';
