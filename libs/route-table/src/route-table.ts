// spec §2 Route table: which path belongs to which remote, which paths redirect and which leave for
// the account billing page. The spec's pages, redirects and account prefixes are built in and never
// change; a remote's live release may add pages of its own (the paths it declares), so a new page
// inside a remote needs no shell release. The page server (which remote renders a path on the
// server, which paths are 404) and the shell in the browser compose the table with this one module.
import { PAGES, ROUTES, SECURITY_QUESTIONS_PATH, type RemoteName } from './pages';

/** The router base: a release declares its pages as full paths under it. */
export const ROUTE_BASE = '/app/join';

export const REMOTE_NAMES: readonly RemoteName[] = ['parentSignup', 'checkout', 'invite', 'proSignup'];

const REDIRECTS: Readonly<Record<string, string>> = {
  '/': ROUTES.signup,
  '/carousel': ROUTES.step1,
  '/join/payment': ROUTES.payment,
};

// These belong to the account app, not to sign-up (spec §2 prefix matches).
const ACCOUNT_BILLING_PREFIXES = [
  '/step1/parentb',
  '/step1/address',
  '/step2/parentb',
  '/alacarte/parentb',
  '/payment/parentb',
  '/receipt/parentb',
  SECURITY_QUESTIONS_PATH,
  '/termsandconditions',
];

// One step ahead (ARCHITECTURE.md): while a visitor is here, fetch the remote they go to next.
const NEXT_REMOTE: Readonly<Record<string, RemoteName>> = {
  [ROUTES.step2]: 'checkout',
  [ROUTES.step3]: 'checkout',
  [ROUTES.alacarte]: 'checkout',
  [ROUTES.inviteStep1]: 'checkout',
  [ROUTES.invitePackages]: 'checkout',
  [ROUTES.inviteChooseYourOwn]: 'checkout',
  [ROUTES.inviteBillingInfo]: 'checkout',
};

/** The paths each remote's live release declares, as written in its release (full paths). */
export type DeclaredRoutes = Partial<Record<string, readonly string[]>>;

/** Path (inside the router base, lower case) to the remote that shows it. */
export interface RouteTable {
  readonly owners: Readonly<Record<string, RemoteName>>;
}

export type RouteDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'remote'; remote: RemoteName; preload?: RemoteName }
  | { kind: 'accountBilling' }
  | { kind: 'notFound' };

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** The spec's pages alone: the table when no release declares anything. */
export const BUILT_IN_ROUTES: RouteTable = {
  owners: Object.fromEntries(Object.values(PAGES).map((page) => [page.path, page.remote])),
};

// One or more segments of letters, digits and dashes: nothing a browser or a proxy reads otherwise.
const PAGE_PATH = /^(\/[a-z0-9][a-z0-9-]{0,59}){1,4}$/;

/**
 * A declared path inside the router base (`/app/join/payment-help` is `/payment-help`), or
 * undefined when it is not a page path under /app/join/.
 */
export function declaredPagePath(declared: string): string | undefined {
  const path = declared.toLowerCase().replace(/\/+$/, '');
  if (!path.startsWith(`${ROUTE_BASE}/`)) return undefined;
  const inApp = path.slice(ROUTE_BASE.length);
  return PAGE_PATH.test(inApp) ? inApp : undefined;
}

function builtInDecision(path: string): RouteDecision | undefined {
  if (REDIRECTS[path]) return { kind: 'redirect', to: REDIRECTS[path] };
  if (ACCOUNT_BILLING_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    return { kind: 'accountBilling' };
  const remote = BUILT_IN_ROUTES.owners[path];
  return remote ? { kind: 'remote', remote } : undefined;
}

/**
 * Why a remote may not declare a path (undefined when it may): not a page under /app/join/, a path
 * the spec redirects or sends to the account app, or a page another remote owns (built in, or
 * declared by another remote's live release).
 */
export function routeRefusal(
  remote: string,
  declared: string,
  others: DeclaredRoutes = {},
): string | undefined {
  const path = declaredPagePath(declared);
  if (!path) return `${declared} is not a page path under ${ROUTE_BASE}/`;
  const builtIn = builtInDecision(path);
  if (builtIn?.kind === 'redirect' || builtIn?.kind === 'accountBilling')
    return `${declared} is a path the shell ${builtIn.kind === 'redirect' ? 'redirects' : 'sends to the account app'}`;
  if (builtIn?.kind === 'remote' && builtIn.remote !== remote)
    return `${declared} belongs to ${builtIn.remote}`;
  for (const [other, routes] of Object.entries(others)) {
    if (other === remote || !routes) continue;
    if (routes.some((r) => declaredPagePath(r) === path)) return `${declared} belongs to ${other}`;
  }
  return undefined;
}

/**
 * The spec's table with the pages the live releases declare. A declared path the table cannot give
 * (not a page under /app/join/, one of the spec's redirects, account paths or pages, or a page an
 * earlier remote in REMOTE_NAMES order already declared) is left out: validation refuses such a
 * release, and the table holds even when something old or hand-made slipped through.
 */
export function composeRouteTable(declared: DeclaredRoutes | undefined): RouteTable {
  const owners: Record<string, RemoteName> = { ...BUILT_IN_ROUTES.owners };
  for (const remote of REMOTE_NAMES) {
    for (const route of declared?.[remote] ?? []) {
      const path = declaredPagePath(route);
      if (!path || owners[path] || builtInDecision(path)) continue;
      owners[path] = remote;
    }
  }
  return { owners };
}

/** The declared routes of the remotes a page uses, as the page server passes them to the shell. */
export function declaredRoutesOf(remotes: Record<string, { routes?: readonly string[] }>): DeclaredRoutes {
  const out: Record<string, readonly string[]> = {};
  for (const [name, builds] of Object.entries(remotes))
    if (isRemote(name) && builds.routes?.length) out[name] = builds.routes;
  return out;
}

export function decideRoute(pathname: string, table: RouteTable = BUILT_IN_ROUTES): RouteDecision {
  const path = normalisePath(pathname);
  const builtIn = builtInDecision(path);
  if (builtIn && builtIn.kind !== 'remote') return builtIn;
  const remote = table.owners[path];
  if (remote) return { kind: 'remote', remote, preload: NEXT_REMOTE[path] };
  return { kind: 'notFound' };
}
