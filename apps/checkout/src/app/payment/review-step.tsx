// spec §2 Review step: email with Change link, billing, payment method, order summary, error
// text, back link, terms and marketing consent outside the US, renewal terms, 'Pay now'
// disabled while submitting or while required terms are unaccepted; §5 Terms.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName, isVatPackage, regionName, subscriptionTermYears } from '@join/domain';
import { ActionRow, Button, CheckboxField, Trans } from '@join/ui';
import { updatePayment, usePayment, useUrls } from '@join/state';
import type { CheckoutContext } from './checkout-context';
import { OrderSummaryBody } from './order-summary';
import { paidInFullByCode, renewalKey } from '../flow/price-words';

export interface ReviewStepProps {
  ctx: CheckoutContext;
  backLabel: string;
  onBack: () => void;
  onChangeEmail: () => void;
  /** CONTRACTS#a-sign-up-people-finish 7: edit the billing address or the payment method; their Continue comes back here. */
  onChange: (part: 'billing' | 'method') => void;
  onPay: () => void;
  error: string | null;
}

export function termYears(ctx: CheckoutContext): 1 | 2 {
  const term = ctx.selected.services?.find((s) => s.startsWith('SUB'));
  return term ? subscriptionTermYears(term) : ctx.selected.package.subDurationInYears;
}

/** spec §4 / §5: 'Pay now' is disabled while submitting or while required terms are unticked. */
export function isPayDisabled(
  isSubmitting: boolean,
  consent: { isRequired: boolean; termsAndConditions: boolean },
): boolean {
  return isSubmitting || (consent.isRequired && !consent.termsAndConditions);
}

export function ReviewStep({
  ctx,
  backLabel,
  onBack,
  onChangeEmail,
  onChange,
  onPay,
  error,
}: ReviewStepProps) {
  const { t, i18n } = useTranslation('checkout');
  const urls = useUrls();
  const billing = usePayment((s) => s.billing);
  const method = usePayment((s) => s.paymentMethod);
  const card = usePayment((s) => s.card);
  const consent = usePayment((s) => s.consentData);
  const submitting = usePayment((s) => s.isSubmitting);
  const pricing = usePayment((s) => s.pricing);
  const payForCoParent = usePayment((s) => s.isPayingForCoparent);
  const venmoUsername = usePayment((s) => s.venmoUsername);
  const summaryId = useId().replace(/:/g, '');
  const free = paidInFullByCode(pricing);
  const vat = isVatPackage(ctx.selected.package.id) || ctx.selected.package.vatInclusive;
  const methodText = free
    ? t('payment.methodCode')
    : method === 'CREDIT_CARD'
      ? card
        ? t('payment.methodCard', { cardType: card.cardType, lastFour: card.lastFour })
        : ''
      : method === 'PAYPAL'
        ? t('payment.methodPayPal')
        : method === 'VENMO'
          ? `${t('payment.methodVenmo')}${venmoUsername ? ` (${venmoUsername})` : ''}`
          : method === 'GOOGLE_PAY'
            ? t('payment.methodGooglePay')
            : t('payment.methodApplePay');
  const years = termYears(ctx);
  const price = pricing?.totals.totalFormatted ?? ctx.selected.package.totalPriceFormatted;
  // A code-paid order renews at the package's own price, never at $0.00.
  const renewalPrice = free
    ? (pricing?.totals.selectedPackageTotalFormatted ?? ctx.selected.package.totalPriceFormatted)
    : price;

  return (
    <section className="co-step" aria-labelledby="co-review-title">
      <h2 id="co-review-title" className="co-h2" tabIndex={-1}>
        {t('payment.reviewHeading')}
      </h2>
      <dl className="co-review">
        <div className="co-review__row">
          <dt>{t('payment.email')}</dt>
          <dd>
            {ctx.payer.email}{' '}
            <Button variant="link" onClick={onChangeEmail} aria-label={t('payment.changeEmail')}>
              {t('payment.change')}
            </Button>
          </dd>
        </div>
        {billing && (
          <div className="co-review__row">
            <dt>{t('payment.billing')}</dt>
            <dd>
              <address>
                {billing.firstName} {billing.lastName}
                <br />
                {billing.billingAddress}
                {billing.billingAddress2 ? `, ${billing.billingAddress2}` : ''}
                <br />
                {billing.city}, {regionName(billing.country, billing.region)} {billing.postalCode}
                <br />
                {countryName(billing.country, i18n.language)}
              </address>
              <Button
                variant="link"
                onClick={() => onChange('billing')}
                aria-label={t('payment.changeBilling')}
              >
                {t('payment.change')}
              </Button>
            </dd>
          </div>
        )}
        <div className="co-review__row">
          <dt>{t('payment.paymentMethod')}</dt>
          <dd>
            <span>{methodText}</span>{' '}
            <Button variant="link" onClick={() => onChange('method')} aria-label={t('payment.changeMethod')}>
              {t('payment.change')}
            </Button>
          </dd>
        </div>
      </dl>
      {/* spec §2 Review step shows the Order Summary itself: where the side panel stands open
          beside Review the stylesheet hides this copy (checkout.css, Layout). */}
      <section className="co-review__summary" aria-labelledby={`${summaryId}-title`}>
        <h3 id={`${summaryId}-title`} className="co-h3">
          {t('summary.title')}
        </h3>
        <OrderSummaryBody selected={ctx.selected} pricing={pricing} payForCoParent={payForCoParent} />
      </section>
      {consent.isRequired && (
        <div className="co-consent">
          <CheckboxField
            label={
              <Trans
                t={t}
                i18nKey="payment.terms"
                components={{
                  1: <a href={urls?.terms ?? '#'} target="_blank" rel="noreferrer" />,
                  3: <a href={urls?.privacy ?? '#'} target="_blank" rel="noreferrer" />,
                }}
              />
            }
            checked={consent.termsAndConditions}
            onChange={(e) =>
              updatePayment({ consentData: { ...consent, termsAndConditions: e.target.checked } })
            }
          />
          <CheckboxField
            label={t('payment.marketing')}
            checked={consent.marketingOptIn}
            onChange={(e) => updatePayment({ consentData: { ...consent, marketingOptIn: e.target.checked } })}
          />
        </div>
      )}
      <p className="co-renewal">
        {t(renewalKey(pricing, vat), {
          term: years === 1 ? t('payment.termYear') : t('payment.term2Years'),
          price: renewalPrice,
        })}
      </p>
      {error && (
        <p className="co-error" role="alert">
          {error}
        </p>
      )}
      <ActionRow back={{ label: backLabel, onClick: onBack, variant: 'link' }}>
        {/* CONTRACTS#a-sign-up-people-finish 6: what 'Pay now' charges, beside it; the button keeps the spec's words. */}
        <div className="co-pay-group">
          <p className="co-pay-amount" id="co-pay-amount">
            {free ? t('charge.nothingToday') : t('charge.today', { amount: price })}
          </p>
          <Button
            onClick={onPay}
            busy={submitting}
            disabled={isPayDisabled(submitting, consent)}
            className="co-pay"
            aria-describedby="co-pay-amount"
          >
            {t('payment.payNow')}
          </Button>
        </div>
      </ActionRow>
    </section>
  );
}
