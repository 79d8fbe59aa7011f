import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerNamespaces } from '@join/i18n';
import { BuildLabel, lazyScreen, routePreloader, Spinner } from '@join/ui';
import './app/invite.css';
import { ROUTES } from '@join/routes';
import { zodForStrictCsp } from '@join/schemas';

// Under the strict CSP, zod must not probe for eval (CONTRACTS#trust).
zodForStrictCsp();

// This remote's texts ship with its own build (docs/CONTRACTS.md i18n), so a deploy of the
// invite remote brings its words with it.
registerNamespaces(['invite', 'validation']);

// spec §2 Invited co-parent flow. One chunk per screen, so the welcome loads only the welcome.
const WelcomePage = lazyScreen(() => import('./app/welcome/welcome-page').then((m) => m.WelcomePage));
const Step1Page = lazyScreen(() => import('./app/step1/step1-page').then((m) => m.Step1Page));
const PackagesPage = lazyScreen(() => import('./app/packages/packages-page').then((m) => m.PackagesPage));
const ChooseYourOwnPage = lazyScreen(() => import('./app/choose-your-own/choose-your-own-page').then((m) => m.ChooseYourOwnPage));
const BillingInfoPage = lazyScreen(() => import('./app/billing-info/billing-info-page').then((m) => m.BillingInfoPage));
const RequestPage = lazyScreen(() => import('./app/request/request-page').then((m) => m.RequestPage));

/** Fetches the screen of a path before the browser hydrates a server-rendered page (CONTRACTS#first-screen-from-the-server 4). */
export const preload = routePreloader({
  [ROUTES.invite]: WelcomePage,
  [ROUTES.inviteStep1]: Step1Page,
  [ROUTES.invitePackages]: PackagesPage,
  [ROUTES.inviteChooseYourOwn]: ChooseYourOwnPage,
  [ROUTES.inviteBillingInfo]: BillingInfoPage,
  [ROUTES.inviteRequest]: RequestPage,
});

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
