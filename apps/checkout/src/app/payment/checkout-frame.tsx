// CONTRACTS#first-screen-from-the-server: the payment page's frame, drawn from nothing the visitor
// stored. The server renders it for /payment and /invite/payment (it cannot see the tab's stores),
// and it stays on screen while a reloaded tab renders its checkout from them: heading, progress,
// the secure note and a place for the summary and the methods, where the checkout then puts them.
// Known gap: when the checkout remote arrives after the shell's first browser render, that render
// replaces the frame with the outlet's spinner until the remote is here (seen with the remote's
// files held back in a test; on a local server the remote comes first).
import { useTranslation } from 'react-i18next';
import { PageHeading, Spinner } from '@join/ui';
import type { Variant } from '../flow/payment-views';
import { CheckoutProgress } from './checkout-nav';
import { SecureNote } from './secure-note';

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
