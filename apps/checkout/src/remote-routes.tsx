import i18next from 'i18next';
import { registerNamespaces } from '@join/i18n';
import { lazyScreen, remotePreloader, RemoteRoutes, yieldToMain } from '@join/ui';
import './app/checkout.css';
import { zodForStrictCsp } from '@join/schemas';

// Under the strict CSP, zod must not probe for eval (CONTRACTS#trust 1).
zodForStrictCsp();

// This remote's texts ship with its own build (docs/CONTRACTS.md i18n).
const NAMESPACES = ['checkout', 'validation'] as const;
registerNamespaces(NAMESPACES);

// Each screen is its own chunk: the payment page (and, lazily from it, the payment SDKs) loads
// only when a visitor reaches it.
// The payment screen's schemas are evaluated first, in tasks of their own (payment-schemas.chunk.ts).
// Each stage imports the next (zod.chunk.ts), so no module is fetched twice.
const afterYield = <T,>(next: () => Promise<T>) => yieldToMain().then(next);
const PaymentPage = lazyScreen(() =>
  import('./app/payment/zod.chunk')
    .then((stage) => afterYield(stage.loadCommonSchemas))
    .then((stage) => afterYield(stage.loadCatalogueSchemas))
    .then((stage) => afterYield(stage.loadPricingSchemas))
    .then((stage) => afterYield(stage.loadPaymentSchemas))
    .then((stage) => afterYield(stage.loadPaymentFormSchemas))
    .then((stage) => afterYield(stage.loadPaymentPage))
    .then((m) => m.default),
);
const CredentialsPage = lazyScreen(() => import('./app/credentials/credentials-page').then((m) => m.default));
const ReceiptPage = lazyScreen(() => import('./app/receipt/receipt-page').then((m) => m.default));
const LoginPage = lazyScreen(() => import('./app/login/login-page').then((m) => m.default));
const PaymentHelpPage = lazyScreen(() =>
  import('./app/payment-help/payment-help-page').then((m) => m.default),
);

/**
 * This remote's pages beyond the spec's route table, by path. Its build declares them in
 * join-release.json (from release.json), so the shell routes them here once such a release is live.
 */
export const OWN_PAGES = { '/payment-help': PaymentHelpPage } as const;

const preloadScreen = remotePreloader({
  payment: PaymentPage,
  credentials: CredentialsPage,
  receipt: ReceiptPage,
  login: LoginPage,
  invitePayment: PaymentPage,
  inviteCredentials: CredentialsPage,
  inviteReceipt: ReceiptPage,
});

/**
 * Fetches the screen of a path and this remote's texts at once (CONTRACTS#first-screen-from-the-server 4):
 * the shell asks for them as soon as it knows the route, so a page rendered in the browser (a
 * reloaded /payment) does not find them one after another, each a round trip and a render thrown away.
 */
export async function preload(pathname: string): Promise<void> {
  await Promise.all([
    preloadScreen(pathname),
    i18next.isInitialized ? i18next.loadNamespaces([...NAMESPACES]) : undefined,
  ]);
}

// The checkout remote's one exposed module: its routes, at the registry's full paths (docs/CONTRACTS.md).
// The payment, credentials and receipt screens serve both flows; `mode` says which.
export default function CheckoutRoutes() {
  return (
    <RemoteRoutes
      remote="checkout"
      screens={{
        payment: <PaymentPage mode="parent" />,
        credentials: <CredentialsPage mode="parent" />,
        receipt: <ReceiptPage mode="parent" />,
        login: LoginPage,
        invitePayment: <PaymentPage mode="invite" />,
        inviteCredentials: <CredentialsPage mode="invite" />,
        inviteReceipt: <ReceiptPage mode="invite" />,
      }}
      pages={OWN_PAGES}
    />
  );
}
