// CONTRACTS#first-screen-from-the-server: the payment page's frame, drawn from nothing the visitor
// stored. The server renders it for /payment and /invite/payment (it cannot see the tab's stores),
// and it stays on screen while a reloaded tab renders its checkout from them: heading, progress,
// the secure note and a place for the summary and the methods, where the checkout then puts them.
import { useTranslation } from 'react-i18next';
import { PageHeading, Spinner } from '@join/ui';
import type { Variant } from '../flow/payment-views';
import { CheckoutProgress } from './checkout-nav';

/** The secure note above the payment methods (spec §2 Payment method step). */
export function SecureNote() {
  const { t } = useTranslation('checkout');
  return (
    <p className="co-secure">
      <svg className="co-secure__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
      </svg>
      {t('payment.secure')}
    </p>
  );
}

/**
 * The checkout's place while it loads. The new variant opens on the payment method, so its frame
 * shows that step's heading and secure note where the step will put them; the old one opens on
 * billing and shows the spinner alone.
 */
export function CheckoutFrame({ variant }: { variant: Variant }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="co-page co-frame" aria-busy="true">
      <PageHeading title={t('payment.title')}>{t('payment.title')}</PageHeading>
      {variant === 'new' && <CheckoutProgress current={1} />}
      <div className="co-layout">
        <div className="co-aside co-frame__aside" aria-hidden="true" />
        <div className="co-main">
          {variant === 'new' && (
            <section className="co-step">
              <h2 className="co-h2">{t('payment.methodHeading')}</h2>
              <SecureNote />
            </section>
          )}
          <div className="co-methods-loading">
            <Spinner label={t('payment.loading')} />
          </div>
        </div>
      </div>
    </div>
  );
}
