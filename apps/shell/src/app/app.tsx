import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AlertHost } from './chrome/alert-host';
import { Footer } from './chrome/footer';
import { Header } from './chrome/header';
import { SupportChat } from './chrome/support-chat';
import { AccountBillingRedirect } from './pages/account-billing';
import { NotFoundPage } from './pages/not-found';
import { RemoteOutlet } from './remotes/remote-outlet';
import { preloadNext } from './remotes/federation';
import { decideRoute } from './route-table';

function RouteSwitch() {
  const { pathname, search, hash, state } = useLocation();
  const decision = decideRoute(pathname);
  const preload = decision.kind === 'remote' ? decision.preload : undefined;
  useEffect(() => {
    if (preload) preloadNext(preload);
  }, [preload]);
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={`${decision.to}${search}${hash}`} replace state={state} />;
    case 'accountBilling':
      return <AccountBillingRedirect />;
    case 'remote':
      return <RemoteOutlet remote={decision.remote} />;
    default:
      return <NotFoundPage />;
  }
}

export function App() {
  const { t } = useTranslation('common');
  return (
    <div className="j-app">
      <a className="j-skip" href="#main">
        {t('skipToContent')}
      </a>
      <AlertHost />
      <Header />
      <main id="main" className="j-main" tabIndex={-1}>
        <Routes>
          <Route path="*" element={<RouteSwitch />} />
        </Routes>
      </main>
      <Footer />
      <SupportChat />
    </div>
  );
}
