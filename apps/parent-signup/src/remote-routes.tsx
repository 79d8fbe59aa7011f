import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { setAccountLabel } from '@join/analytics';
import { registerNamespaces } from '@join/i18n';
import { BuildLabel, lazyScreen, routePreloader, Spinner } from '@join/ui';
import { PageGuard } from './app/shared/page-guard';
import type { ParentPage } from './app/flow/step-rules';
import './app/shared/parent-signup.css';
import { ROUTES } from '@join/routes';
import { zodForStrictCsp } from '@join/schemas';

// Under the strict CSP, zod must not probe for eval (CONTRACTS#trust).
zodForStrictCsp();

// This remote's texts ship with its own build (libs/i18n lazy-loading).
registerNamespaces(['parent', 'validation', 'countries']);

// Each screen is its own chunk, so /signup and /step1 do not pay for /step3 or /alacarte.
const Landing = lazyScreen(() => import('./app/landing/landing-page').then((m) => m.Landing));
const StepOne = lazyScreen(() => import('./app/step1/step1-page').then((m) => m.StepOne));
const StepTwo = lazyScreen(() => import('./app/step2/step2-page').then((m) => m.StepTwo));
const StepThree = lazyScreen(() => import('./app/step3/step3-page').then((m) => m.StepThree));
const Alacarte = lazyScreen(() => import('./app/alacarte/alacarte-page').then((m) => m.Alacarte));
const Duplicate = lazyScreen(() => import('./app/duplicate/duplicate-page').then((m) => m.Duplicate));

/** Fetches the screen of a path before the browser hydrates a server-rendered page (CONTRACTS#first-screen-from-the-server 4). */
export const preload = routePreloader({
  [ROUTES.signup]: Landing,
  [ROUTES.step1]: StepOne,
  [ROUTES.step2]: StepTwo,
  [ROUTES.step3]: StepThree,
  [ROUTES.alacarte]: Alacarte,
  [ROUTES.duplicate]: Duplicate,
});

function Screen({ page, children }: { page: ParentPage; children: ReactNode }) {
  // 'common' is loaded by the shell before any remote, so this never waits for texts itself.
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <PageGuard page={page}>{children}</PageGuard>
    </Suspense>
  );
}

// The parent sign-up remote's one exposed module: its routes, written as full paths.
export default function ParentSignupRoutes() {
  useEffect(() => {
    // spec §6: analytics labels this visitor's account 'Parent A'.
    setAccountLabel('Parent A');
  }, []);
  return (
    <>
      <Routes>
        <Route
          path={ROUTES.signup}
          element={
            <Screen page="signup">
              <Landing />
            </Screen>
          }
        />
        <Route
          path={ROUTES.step1}
          element={
            <Screen page="step1">
              <StepOne />
            </Screen>
          }
        />
        <Route
          path={ROUTES.step2}
          element={
            <Screen page="step2">
              <StepTwo />
            </Screen>
          }
        />
        <Route
          path={ROUTES.step3}
          element={
            <Screen page="step3">
              <StepThree />
            </Screen>
          }
        />
        <Route
          path={ROUTES.alacarte}
          element={
            <Screen page="alacarte">
              <Alacarte />
            </Screen>
          }
        />
        <Route
          path={ROUTES.duplicate}
          element={
            <Screen page="duplicate">
              <Duplicate />
            </Screen>
          }
        />
      </Routes>
      <BuildLabel />
    </>
  );
}
