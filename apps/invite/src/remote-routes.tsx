import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerNamespaces } from '@join/i18n';
import { BuildLabel, Spinner } from '@join/ui';
import './app/invite.css';
import { ROUTES } from '@join/routes';
import { zodForStrictCsp } from '@join/schemas';

// Under the strict CSP, zod must not probe for eval (CONTRACTS#trust).
zodForStrictCsp();

// This remote's texts ship with its own build (docs/CONTRACTS.md i18n), so a deploy of the
// invite remote brings its words with it.
registerNamespaces(['invite', 'validation']);

// spec §2 Invited co-parent flow. One chunk per screen, so the welcome loads only the welcome.
const WelcomePage = lazy(() => import('./app/welcome/welcome-page').then((m) => ({ default: m.WelcomePage })));
const Step1Page = lazy(() => import('./app/step1/step1-page').then((m) => ({ default: m.Step1Page })));
const PackagesPage = lazy(() => import('./app/packages/packages-page').then((m) => ({ default: m.PackagesPage })));
const ChooseYourOwnPage = lazy(() => import('./app/choose-your-own/choose-your-own-page').then((m) => ({ default: m.ChooseYourOwnPage })));
const BillingInfoPage = lazy(() => import('./app/billing-info/billing-info-page').then((m) => ({ default: m.BillingInfoPage })));
const RequestPage = lazy(() => import('./app/request/request-page').then((m) => ({ default: m.RequestPage })));

// The invite remote's one exposed module: its routes, written as full paths (docs/CONTRACTS.md).
export default function InviteRoutes() {
  const { t } = useTranslation('common');
  return (
    <>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Routes>
          <Route path={ROUTES.invite} element={<WelcomePage />} />
          <Route path={ROUTES.inviteStep1} element={<Step1Page />} />
          <Route path={ROUTES.invitePackages} element={<PackagesPage />} />
          <Route path={ROUTES.inviteChooseYourOwn} element={<ChooseYourOwnPage />} />
          <Route path={ROUTES.inviteBillingInfo} element={<BillingInfoPage />} />
          <Route path={ROUTES.inviteRequest} element={<RequestPage />} />
        </Routes>
      </Suspense>
      <BuildLabel />
    </>
  );
}
