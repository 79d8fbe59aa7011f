// spec §2 Route table. The one place that says which path belongs to which remote, which
// paths redirect and which leave for the account billing page.
import { PAGES, ROUTES, SECURITY_QUESTIONS_PATH, type RemoteName } from '@join/routes';

export type { RemoteName };

export const REMOTES: readonly RemoteName[] = ['parentSignup', 'checkout', 'invite', 'proSignup'];

// Which remote shows each page: the typed route registry (@join/routes) says it once.
const OWNERS: Record<string, RemoteName> = Object.fromEntries(
  Object.values(PAGES).map((page) => [page.path, page.remote]),
);

const REDIRECTS: Record<string, string> = {
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
const NEXT_REMOTE: Record<string, RemoteName> = {
  [ROUTES.step2]: 'checkout',
  [ROUTES.step3]: 'checkout',
  [ROUTES.alacarte]: 'checkout',
  [ROUTES.inviteStep1]: 'checkout',
  [ROUTES.invitePackages]: 'checkout',
  [ROUTES.inviteChooseYourOwn]: 'checkout',
  [ROUTES.inviteBillingInfo]: 'checkout',
};

export type RouteDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'remote'; remote: RemoteName; preload?: RemoteName }
  | { kind: 'accountBilling' }
  | { kind: 'notFound' };

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

export function decideRoute(pathname: string): RouteDecision {
  const path = normalisePath(pathname);
  if (REDIRECTS[path]) return { kind: 'redirect', to: REDIRECTS[path] };
  if (ACCOUNT_BILLING_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    return { kind: 'accountBilling' };
  const remote = OWNERS[path];
  if (remote) return { kind: 'remote', remote, preload: NEXT_REMOTE[path] };
  return { kind: 'notFound' };
}

/** Spec §2: the support chat shows only on the home and duplicate routes. */
export function isChatRoute(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path === ROUTES.signup || path === '/' || path === ROUTES.duplicate;
}
