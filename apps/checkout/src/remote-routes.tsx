import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerNamespaces } from '@join/i18n';
import { BuildLabel, Spinner } from '@join/ui';
import './app/checkout.css';
import { ROUTES } from '@join/routes';
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

// The checkout remote's one exposed module: its routes, written as full paths (docs/CONTRACTS.md).
export default function CheckoutRoutes() {
  const { t } = useTranslation('common');
  return (
    <>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Routes>
          <Route path={ROUTES.payment} element={<PaymentPage mode="parent" />} />
          <Route path={ROUTES.credentials} element={<CredentialsPage mode="parent" />} />
          <Route path={ROUTES.receipt} element={<ReceiptPage mode="parent" />} />
          <Route path={ROUTES.login} element={<LoginPage />} />
          <Route path={ROUTES.invitePayment} element={<PaymentPage mode="invite" />} />
          <Route path={ROUTES.inviteCredentials} element={<CredentialsPage mode="invite" />} />
          <Route path={ROUTES.inviteReceipt} element={<ReceiptPage mode="invite" />} />
        </Routes>
      </Suspense>
      <BuildLabel />
    </>
  );
}
