import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@join/ui';
import { useUrls } from '@join/state';

/** spec §2 prefix matches: these paths belong to the account app's billing page, whose URL is
 *  configuration. The original path travels along so the account app can pick up from it. */
export function AccountBillingRedirect() {
  const { t } = useTranslation('common');
  const urls = useUrls();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!urls) return;
    const target = new URL(urls.accountBilling, window.location.origin);
    target.searchParams.set('from', `${pathname}${search}`);
    window.location.replace(target.toString());
  }, [urls, pathname, search]);
  return <Spinner label={t('redirecting')} />;
}
