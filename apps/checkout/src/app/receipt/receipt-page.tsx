// spec §2 /receipt and /invite/receipt: 'Account activated!' with the three numbered items (the
// app-store badges hidden for Spanish), the order summary and payment information; the reload
// page when there is no payment result or the package differs; viewing clears registration
// state and session storage; the affiliate script loads when configured.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { page } from '@join/analytics';
import { getConfig, resetInvite, resetPayment, resetRegistration, useUrls } from '@join/state';
import { getPayment } from '@join/state';
import { apiPaths } from '@join/schemas';
import { ActionRow, PageHeading } from '@join/ui';
import { PACKAGE_MISMATCH_LOG, receiptView } from '../flow/receipt-rules';
import { OrderSummaryBody } from '../payment/order-summary';

function clearEverything() {
  resetRegistration();
  resetPayment();
  resetInvite();
  window.sessionStorage.clear();
}

/**
 * spec §2: the affiliate script loads on the receipt, in a sandboxed frame of its own (scripts
 * only, an opaque origin): it never runs with this page's rights (CONTRACTS#trust).
 */
function AffiliateFrame() {
  const configured = Boolean((getConfig() as { affiliateScriptUrl?: string } | null)?.affiliateScriptUrl);
  if (!configured) return null;
  return (
    <iframe
      className="co-affiliate"
      title=""
      aria-hidden="true"
      tabIndex={-1}
      hidden
      sandbox="allow-scripts"
      src={apiPaths.affiliateFrame}
    />
  );
}

const METHOD_KEYS: Record<string, string> = {
  PAYPAL: 'payment.methodPayPal',
  VENMO: 'payment.methodVenmo',
  APPLE_PAY: 'payment.methodApplePay',
  GOOGLE_PAY: 'payment.methodGooglePay',
  ACTIVATION_CODE: 'payment.methodCode',
};

export default function ReceiptPage({ mode }: { mode: 'parent' | 'invite' }) {
  const { t, i18n } = useTranslation('checkout');
  const urls = useUrls();
  const [view] = useState(() => receiptView(getPayment().result));

  useEffect(() => {
    if (view.kind === 'reload' && view.reason === 'package-mismatch') console.warn(PACKAGE_MISMATCH_LOG);
    page(mode === 'invite' ? 'Invite Receipt' : 'Receipt', { shown: view.kind });
    clearEverything();
  }, [view, mode]);

  if (view.kind === 'reload') {
    return (
      <section className="j-card">
        <PageHeading title={t('receipt.reloadTitle')}>{t('receipt.reloadTitle')}</PageHeading>
        <p>
          <a href={urls?.login ?? '/app/join/login'}>{t('receipt.reloadLink')}</a> {t('receipt.reloadTail')}.
        </p>
      </section>
    );
  }

  const { response, pricing, selectedPackage } = view.result;
  const receipt = response.receipt;
  const spanish = i18n.language.startsWith('es');
  const coParent = response.registration.coParent;
  const contact = coParent?.email ?? coParent?.phoneNumberWithCountryCode ?? null;
  const methodText =
    receipt.paymentType === 'CREDIT_CARD'
      ? t('payment.methodCard', { cardType: receipt.cardType ?? '', lastFour: receipt.cardLastFour ?? '' })
      : t(METHOD_KEYS[receipt.paymentType] ?? 'payment.methodCode');
  const dateFormat = new Intl.DateTimeFormat(spanish ? 'es-MX' : 'en-US', { dateStyle: 'long' });
  const loginOut = () => {
    clearEverything();
    window.location.assign(
      mode === 'invite' ? (urls?.legacyHome ?? '/') : (urls?.login ?? '/app/join/login'),
    );
  };

  return (
    <section className="j-card j-card--wide co-receipt">
      <PageHeading title={t('receipt.title')}>{t('receipt.title')}</PageHeading>
      <p className="j-lead">{t('receipt.lead')}</p>
      <ol className="co-next" aria-label={t('receipt.stepsLabel')}>
        <li>
          <h2 className="co-h3">{t('receipt.step1')}</h2>
          <p>{t('receipt.step1Body')}</p>
          {/* spec §9 hides the badges for Spanish, so the step says where to find the app instead. */}
          {spanish && <p>{t('receipt.step1Search')}</p>}
          {!spanish && (
            <p className="co-badges">
              <a className="co-badge" href="https://apps.apple.com/" target="_blank" rel="noreferrer">
                {t('receipt.appStore')}
              </a>
              <a className="co-badge" href="https://play.google.com/store" target="_blank" rel="noreferrer">
                {t('receipt.googlePlay')}
              </a>
            </p>
          )}
        </li>
        <li>
          <h2 className="co-h3">{t('receipt.step2')}</h2>
          <p>{t('receipt.step2Body', { email: response.registration.parent.email })}</p>
        </li>
        <li>
          <h2 className="co-h3">{t('receipt.step3')}</h2>
          <p>
            {mode === 'invite'
              ? t('receipt.step3Invitee')
              : receipt.payForCoParent
                ? t('receipt.step3Paid')
                : contact
                  ? t('receipt.step3Invited', { contact })
                  : t('receipt.step3None')}
          </p>
        </li>
      </ol>
      <div className="co-receipt__grid">
        <div>
          <h2 className="co-h2">{t('summary.title')}</h2>
          {selectedPackage && (
            <OrderSummaryBody
              selected={selectedPackage}
              pricing={
                pricing
                  ? { ...pricing, totals: receipt.totals, paymentCodeDetails: receipt.paymentCodeDetails }
                  : null
              }
              payForCoParent={receipt.payForCoParent}
            />
          )}
        </div>
        <div>
          <h2 className="co-h2">{t('receipt.paymentTitle')}</h2>
          <dl className="co-review">
            <div className="co-review__row">
              <dt>{t('receipt.method')}</dt>
              <dd>{methodText}</dd>
            </div>
            <div className="co-review__row">
              <dt>{t('receipt.transaction')}</dt>
              <dd>{receipt.transactionId}</dd>
            </div>
            <div className="co-review__row">
              <dt>{t('receipt.date')}</dt>
              <dd>{dateFormat.format(new Date(receipt.transactionDateTime))}</dd>
            </div>
            <div className="co-review__row">
              <dt>{t('summary.total')}</dt>
              <dd>{receipt.totals.totalFormatted}</dd>
            </div>
            <div className="co-review__row">
              <dt>{t('receipt.renews')}</dt>
              <dd>{dateFormat.format(new Date(receipt.renewalDate))}</dd>
            </div>
          </dl>
        </div>
      </div>
      <ActionRow className="j-actions--end" next={{ label: t('receipt.login'), onClick: loginOut }} />
      <AffiliateFrame />
    </section>
  );
}
