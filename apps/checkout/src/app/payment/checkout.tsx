// spec §2 /payment: the steps of both variants around one set of state and actions; §4 Payment
// views; the country mismatch modal; the leave warning.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { track } from '@join/analytics';
import { autoSelectedTimezone, defaultMarketingOptIn, getTimezones, termsRequiredForCountry } from '@join/domain';
import { Button, Modal, PageHeading, Spinner } from '@join/ui';
import { getPayment, selectPackage, setLastCompletedStep, updateInvite, updatePayment, usePayment, type BillingDetails, type PaymentView } from '@join/state';
import type { CheckoutContext } from './checkout-context';
import { BillingStep } from './billing-step';
import { MethodStep } from './method-step';
import { ReviewStep } from './review-step';
import { OrderSummaryPanel } from './order-summary';
import { CheckoutProgress, CheckoutTabs } from './checkout-nav';
import { usePaymentsClient } from './use-payments-client';
import { useCheckoutPricing } from './use-checkout-pricing';
import { usePay } from './use-pay';
import { confirmLeave, useHasTokenisedPayment, useLeaveWarning } from './leave-warning';

export type Variant = 'new' | 'old';

function consentFor(country: string) {
  const prev = getPayment().consentData;
  const isRequired = termsRequiredForCountry(country);
  if (prev.isRequired === isRequired) return prev;
  return { isRequired, termsAndConditions: false, marketingOptIn: defaultMarketingOptIn(isRequired) };
}

export function Checkout({ ctx, variant }: { ctx: CheckoutContext; variant: Variant }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const view = usePayment((s) => s.view);
  const billing = usePayment((s) => s.billing);
  const pricing = usePayment((s) => s.pricing);
  const method = usePayment((s) => s.paymentMethod);
  const lastStep = usePayment((s) => s.lastCompletedPaymentStep);
  const payForCoParent = usePayment((s) => s.isPayingForCoparent);
  const country = billing?.country ?? ctx.payer.country;
  const { client, failed } = usePaymentsClient(country || 'US');
  const [mismatch, setMismatch] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const tokenised = useHasTokenisedPayment();
  useLeaveWarning(tokenised);
  const pricingApi = useCheckoutPricing(ctx, () => setMismatch(true));
  const goTo = (next: PaymentView) => updatePayment({ view: next });
  const { pay, error } = usePay(ctx, client, (message) => {
    setNotice(message);
    goTo('PAYMENT');
  });
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>('.co-step h2')?.focus();
  }, [view]);

  const leave = (to: string) => {
    if (confirmLeave(tokenised, t('payment.leaveWarning'))) navigate(to);
  };

  const acceptMismatch = () => {
    if (ctx.mode === 'parent') {
      selectPackage(null);
      setLastCompletedStep(2);
    } else {
      updateInvite({ selectedPackage: null });
    }
    updatePayment({ pricing: null, appliedCodes: [] });
    navigate(ctx.packagesRoute, { replace: true });
  };

  const saveBilling = async (b: BillingDetails, next: PaymentView, step: number) => {
    updatePayment({ billing: b, consentData: consentFor(b.country) });
    track('Billing Submitted', { country: b.country, packageId: ctx.selected.package.id });
    const check = await ctx.checkCountry(b.country);
    if (!check.ok && check.kind === 'mismatch') {
      track('Billing Failed', { reason: 'mismatch', country: b.country });
      setMismatch(true);
      return;
    }
    if (!(await pricingApi.reprice())) return;
    updatePayment({ view: next, lastCompletedPaymentStep: Math.max(getPayment().lastCompletedPaymentStep, step) });
  };

  const afterMethod = async (walletAddress: boolean) => {
    setNotice(null);
    track('Payment Method Submitted', { paymentMethod: getPayment().paymentMethod, walletAddress });
    if (variant === 'old') {
      updatePayment({ view: 'REVIEW', lastCompletedPaymentStep: 2 });
      return;
    }
    const address = getPayment().walletAddress;
    if (walletAddress && address) {
      // spec §2: the billing step is skipped when a wallet supplied the address.
      const p = ctx.payer;
      const timezone = address.country === p.country && p.timezone ? p.timezone : (autoSelectedTimezone(getTimezones(address.country, address.region)) ?? p.timezone);
      await saveBilling({ firstName: p.firstName, lastName: p.lastName, email: p.email, ...address, timezone }, 'REVIEW', 2);
      return;
    }
    updatePayment({ view: 'BILLING', lastCompletedPaymentStep: Math.max(getPayment().lastCompletedPaymentStep, 1) });
  };

  const methodStep = (continueLabel: string, backLabel: string, onBack: () => void) => (
    <MethodStep
      ctx={ctx}
      client={client}
      clientFailed={failed}
      country={country}
      continueLabel={continueLabel}
      backLabel={backLabel}
      onBack={onBack}
      onContinue={(w) => void afterMethod(w)}
      codeInvalid={pricingApi.codeInvalid}
      applyingCode={pricingApi.applying}
      applyCode={pricingApi.applyCode}
      setPayForCoParent={pricingApi.setPayForCoParent}
      notice={notice}
    />
  );

  const mismatchModal = (
    <Modal open={mismatch} title={t('payment.mismatchTitle')} actions={<Button onClick={acceptMismatch}>{t('payment.ok')}</Button>}>
      <p>{t('payment.mismatchBody')}</p>
    </Modal>
  );

  const heading = (
    <PageHeading title={t('payment.title')} hasError={!!error}>
      {t('payment.title')}
    </PageHeading>
  );

  if (!pricingApi.ready) {
    return (
      <div className="j-card co-loading">
        {heading}
        <Spinner label={t('payment.loading')} />
        <p className="j-lead">{t('payment.loading')}</p>
        {mismatchModal}
      </div>
    );
  }

  const review = (backLabel: string, onBack: () => void, showSummary: boolean) => (
    <ReviewStep ctx={ctx} showSummary={showSummary} backLabel={backLabel} onBack={onBack} onChangeEmail={() => leave(ctx.changeEmailRoute)} onPay={() => void pay()} error={error} />
  );

  if (variant === 'old') {
    return (
      <div className="j-card j-card--wide co-old">
        {heading}
        <CheckoutTabs view={view} lastCompletedPaymentStep={lastStep} onSelect={goTo} />
        {view === 'BILLING' && <BillingStep payer={ctx.payer} continueLabel={t('payment.continue')} backLabel={t('payment.backToPackages')} onBack={() => leave(ctx.packagesRoute)} onSubmit={(b) => saveBilling(b, 'PAYMENT', 1)} />}
        {view === 'PAYMENT' && methodStep(t('payment.reviewOrder'), t('payment.backToBilling'), () => goTo('BILLING'))}
        {view === 'REVIEW' && review(t('payment.backToPayment'), () => goTo('PAYMENT'), true)}
        {mismatchModal}
      </div>
    );
  }

  return (
    <div className="co-page">
      {heading}
      <CheckoutProgress current={view === 'REVIEW' ? 2 : 1} />
      <div className="co-layout">
        <OrderSummaryPanel selected={ctx.selected} pricing={pricing} payForCoParent={payForCoParent} />
        <div className="co-main">
          {view === 'PAYMENT' && methodStep(t('payment.continue'), t('payment.backToPackages'), () => leave(ctx.packagesRoute))}
          {view === 'BILLING' && <BillingStep payer={ctx.payer} continueLabel={t('payment.continueToReview')} backLabel={t('payment.backToPayment')} onBack={() => goTo('PAYMENT')} onSubmit={(b) => saveBilling(b, 'REVIEW', 2)} />}
          {view === 'REVIEW' &&
            review(method === 'CREDIT_CARD' ? t('payment.backToBilling') : t('payment.backToPayment'), () => goTo(method === 'CREDIT_CARD' ? 'BILLING' : 'PAYMENT'), false)}
        </div>
      </div>
      {mismatchModal}
    </div>
  );
}
