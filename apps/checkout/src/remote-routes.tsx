import { lazy } from 'react';
import { registerNamespaces } from '@join/i18n';
import { RemoteRoutes } from '@join/ui';
import './app/checkout.css';
import { zodForStrictCsp } from '@join/schemas';

// Under the strict CSP, zod must not probe for eval (CONTRACTS#trust 1).
zodForStrictCsp();

// This remote's texts ship with its own build (docs/CONTRACTS.md i18n).
registerNamespaces(['checkout', 'validation']);

// Each screen is its own chunk: the payment page (and, lazily from it, the payment SDKs) loads
// only when a visitor reaches it.
const PaymentPage = lazy(() => import('./app/payment/payment-page'));
const CredentialsPage = lazy(() => import('./app/credentials/credentials-page'));
const ReceiptPage = lazy(() => import('./app/receipt/receipt-page'));
const LoginPage = lazy(() => import('./app/login/login-page'));

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
    />
  );
}
