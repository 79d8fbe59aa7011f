// spec §2 Route table. The one place that says which path belongs to which remote, which
// paths redirect and which leave for the account billing page.
export type RemoteName = 'parentSignup' | 'checkout' | 'invite' | 'proSignup';

export const REMOTES: readonly RemoteName[] = ['parentSignup', 'checkout', 'invite', 'proSignup'];

const OWNERS: Record<string, RemoteName> = {
  '/signup': 'parentSignup',
  '/step1': 'parentSignup',
  '/step2': 'parentSignup',
  '/step3': 'parentSignup',
  '/alacarte': 'parentSignup',
  '/duplicate': 'parentSignup',
  '/payment': 'checkout',
  '/credentials': 'checkout',
  '/receipt': 'checkout',
  '/login': 'checkout',
  '/invite/payment': 'checkout',
  '/invite/credentials': 'checkout',
  '/invite/receipt': 'checkout',
  '/invite': 'invite',
  '/invite/request': 'invite',
  '/invite/step1': 'invite',
  '/invite/packages': 'invite',
  '/invite/choose-your-own': 'invite',
  '/invite/billing-info': 'invite',
  '/pro': 'proSignup',
};

const REDIRECTS: Record<string, string> = {
  '/': '/signup',
  '/carousel': '/step1',
  '/join/payment': '/payment',
};

// These belong to the account app, not to sign-up (spec §2 prefix matches).
const ACCOUNT_BILLING_PREFIXES = [
  '/step1/parentb',
  '/step1/address',
  '/step2/parentb',
  '/alacarte/parentb',
  '/payment/parentb',
  '/receipt/parentb',
  '/securityquestions',
  '/termsandconditions',
];

// One step ahead (ARCHITECTURE.md): while a visitor is here, fetch the remote they go to next.
const NEXT_REMOTE: Record<string, RemoteName> = {
  '/step2': 'checkout',
  '/step3': 'checkout',
  '/alacarte': 'checkout',
  '/invite/step1': 'checkout',
  '/invite/packages': 'checkout',
  '/invite/choose-your-own': 'checkout',
  '/invite/billing-info': 'checkout',
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
  if (ACCOUNT_BILLING_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return { kind: 'accountBilling' };
  const remote = OWNERS[path];
  if (remote) return { kind: 'remote', remote, preload: NEXT_REMOTE[path] };
  return { kind: 'notFound' };
}

/** Spec §2: the support chat shows only on the home and duplicate routes. */
export function isChatRoute(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path === '/signup' || path === '/' || path === '/duplicate';
}
