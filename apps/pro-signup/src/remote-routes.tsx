import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { registerNamespaces } from '@join/i18n';
import { BuildLabel, Spinner } from '@join/ui';
import { ProSignupPage } from './app/wizard/pro-signup-page';
import './app/pro-signup.css';
import { ROUTES } from '@join/routes';
import { zodForStrictCsp } from '@join/schemas';

// Under the strict CSP, zod must not probe for eval (CONTRACTS#trust).
zodForStrictCsp();

// This remote's texts ship with its own build (libs/i18n lazy-loading), so a deploy of this
// remote alone brings its new words with it.
registerNamespaces(['pro', 'validation']);

function Loading() {
  // 'common' is loaded by the shell before any remote, so this never waits for texts itself.
  const { t } = useTranslation('common');
  return <Spinner label={t('loading')} />;
}

// The professional sign-up remote's one exposed module (docs/CONTRACTS.md).
export default function ProSignupRoutes() {
  return (
    <>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path={ROUTES.pro} element={<ProSignupPage />} />
        </Routes>
      </Suspense>
      <BuildLabel />
    </>
  );
}
