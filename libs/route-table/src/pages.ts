// spec §2 Route table: every path of the join product, named once. The shell's route table and
// each remote's <Route>s read these names; screens navigate with them instead of literals.
export type RemoteName = 'parentSignup' | 'checkout' | 'invite' | 'proSignup';

/** Each page's path and the remote that shows it. */
export const PAGES = {
  signup: { path: '/signup', remote: 'parentSignup' },
  step1: { path: '/step1', remote: 'parentSignup' },
  step2: { path: '/step2', remote: 'parentSignup' },
  step3: { path: '/step3', remote: 'parentSignup' },
  alacarte: { path: '/alacarte', remote: 'parentSignup' },
  duplicate: { path: '/duplicate', remote: 'parentSignup' },
  resume: { path: '/resume', remote: 'parentSignup' },
  payment: { path: '/payment', remote: 'checkout' },
  credentials: { path: '/credentials', remote: 'checkout' },
  receipt: { path: '/receipt', remote: 'checkout' },
  login: { path: '/login', remote: 'checkout' },
  invitePayment: { path: '/invite/payment', remote: 'checkout' },
  inviteCredentials: { path: '/invite/credentials', remote: 'checkout' },
  inviteReceipt: { path: '/invite/receipt', remote: 'checkout' },
  invite: { path: '/invite', remote: 'invite' },
  inviteRequest: { path: '/invite/request', remote: 'invite' },
  inviteStep1: { path: '/invite/step1', remote: 'invite' },
  invitePackages: { path: '/invite/packages', remote: 'invite' },
  inviteChooseYourOwn: { path: '/invite/choose-your-own', remote: 'invite' },
  inviteBillingInfo: { path: '/invite/billing-info', remote: 'invite' },
  inviteConfirmEmail: { path: '/invite/confirm-email', remote: 'invite' },
  pro: { path: '/pro', remote: 'proSignup' },
} as const satisfies Record<string, { path: `/${string}`; remote: RemoteName }>;

export type PageName = keyof typeof PAGES;

type Paths = { readonly [K in PageName]: (typeof PAGES)[K]['path'] };

/** The path of every page by name: `ROUTES.step3` is '/step3'. */
export const ROUTES: Paths = Object.fromEntries(
  Object.entries(PAGES).map(([name, page]) => [name, page.path]),
) as Paths;

export type RoutePath = Paths[PageName];

/** Outside the join product: the legacy security-questions page (spec §2 /payment 'current'). */
export const SECURITY_QUESTIONS_PATH = '/securityquestions';
