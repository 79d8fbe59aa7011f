import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { AlertHost } from './chrome/alert-host';
import { Footer } from './chrome/footer';
import { Header } from './chrome/header';
import { SupportChat } from './chrome/support-chat';
import { AccountBillingRedirect } from './screens/account-billing-redirect';
import { NotFoundPage } from './screens/not-found-page';
import { RemoteOutlet } from './remotes/remote-outlet';
import { preloadNext } from './remotes/federation';
import { decideRoute, useRouteTable } from './route-table';

function RouteSwitch() {
  const { pathname, search, hash, state } = useLocation();
  const decision = decideRoute(pathname, useRouteTable());
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

/**
 * A new screen opens at its top: Continue sits at the bottom of a step, and the next step (its
 * packages, say) opened scrolled down to where that button was. Back and Forward (POP) and the
 * first screen keep what the browser restores. It runs before the screen's own effects, so a
 * screen that focuses its error summary or a field still scrolls that into view.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type !== 'POP') window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a change of screen only, with the navigation that made it
  }, [pathname]);
  return null;
}

export function App() {
  const { t } = useTranslation('common');
  return (
    <div className="j-app">
      <ScrollToTop />
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
