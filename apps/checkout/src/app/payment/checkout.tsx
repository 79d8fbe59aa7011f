// spec §2 /payment: the steps of both variants around one set of state and actions; the country
// mismatch modal (use-country-mismatch.tsx); the leave warning. Which view comes when, and its buttons, is the journey of
// ../flow/payment-views (spec §4 Payment views); each view's history entry and the leave dialog
// are ./use-payment-history (CONTRACTS#a-sign-up-people-finish 7, spec §4 Leaving); this screen only carries them out.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@join/analytics';
import { defaultMarketingOptIn, termsRequiredForCountry } from '@join/domain';
import { FinishLater } from '@join/finish-later';
import { PageHeading } from '@join/ui';
import { CheckoutFrame } from './checkout-frame';
import { getPayment, updatePayment, usePayment, type BillingDetails, type PaymentView } from '@join/state';
import type { CheckoutContext } from './checkout-context';
import { MethodStep } from './method-step';
import { LaterStep, LazyBillingStep, LazyReviewStep, loadCountryRules, useLaterSteps } from './later-steps';
import { OrderSummaryPanel } from './order-summary';
import { CheckoutProgress, CheckoutTabs } from './checkout-nav';
import { usePaymentsClient } from './use-payments-client';
import { useCheckoutPricing } from './use-checkout-pricing';
import { usePay } from './use-pay';
import {
  afterBilling,
  afterMethod,
  progressItem,
  VIEW_AFTER_PAY_FAILURE,
  viewLinks,
  type BackTarget,
  type Variant,
} from '../flow/payment-views';
import { usePaymentHistory } from './use-payment-history';
import { LeaveDialog } from './leave-dialog';
import { useCountryMismatch } from './use-country-mismatch';
import { changeView } from '../flow/payment-history';
import { billingCheckOutcome } from '../flow/billing-failure';
import { DECLINED_ID } from './declined-notice';
import type { PaymentMethod } from '@join/domain';

function consentFor(country: string) {
  const prev = getPayment().consentData;
  const isRequired = termsRequiredForCountry(country);
  if (prev.isRequired === isRequired) return prev;
  return { isRequired, termsAndConditions: false, marketingOptIn: defaultMarketingOptIn(isRequired) };
}

export function Checkout({ ctx, variant }: { ctx: CheckoutContext; variant: Variant }) {
  const { t } = useTranslation('checkout');
  const history = usePaymentHistory(variant);
  const view = history.view;
  const billing = usePayment((s) => s.billing);
  const pricing = usePayment((s) => s.pricing);
  const method = usePayment((s) => s.paymentMethod);
  const lastStep = usePayment((s) => s.lastCompletedPaymentStep);
  const payForCoParent = usePayment((s) => s.isPayingForCoparent);
  const country = billing?.country ?? ctx.payer.country;
  const { client, failed } = usePaymentsClient(country || 'US');
  const mismatch = useCountryMismatch(ctx);
  const showMismatch = mismatch.show;
  const [notice, setNotice] = useState<string | null>(null);
  const [billingError, setBillingError] = useState<string | null>(null);
  const pricingApi = useCheckoutPricing(ctx, () =>
    showMismatch(getPayment().billing?.country ?? ctx.payer.country),
  );
  const goTo = (next: PaymentView) => history.move(next);
  const [declined, setDeclined] = useState<{
    method: PaymentMethod;
    keptBilling: boolean;
    reason?: string;
  } | null>(null);
  const { pay, error } = usePay(
    ctx,
    client,
    (_message, declinedMethod, reason) => {
      setDeclined({ method: declinedMethod, keptBilling: !!getPayment().billing, reason });
      // The refused attempt's Review is not an entry to come back to: its method is gone.
      history.move(VIEW_AFTER_PAY_FAILURE, { replace: true });
    },
    () => showMismatch(getPayment().billing?.country ?? ctx.payer.country),
  );
  const first = useRef(true);
  const moved = useRef(false);
  const [openedOn] = useState(view);
  useLaterSteps(openedOn);

  const focusStep = () => {
    // A refused payment is said first and takes focus, in view (CONTRACTS#a-sign-up-people-finish).
    const target = document.getElementById(DECLINED_ID) ?? document.querySelector<HTMLElement>('.co-step h2');
    target?.focus();
    if (target?.id === DECLINED_ID) target.scrollIntoView({ block: 'center' });
  };

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    moved.current = true;
    focusStep();
  }, [view]);

  // A step whose code was still loading takes the focus its view change gave to nothing.
  const laterStepReady = () => {
    if (moved.current) focusStep();
  };

  const leave = history.leave;

  const saveBilling = async (b: BillingDetails) => {
    updatePayment({ billing: b, billingDraft: null, consentData: consentFor(b.country) });
    track('Billing Submitted', { country: b.country, packageId: ctx.selected.package.id });
    setBillingError(null);
    const check = billingCheckOutcome(await ctx.checkCountry(b.country));
    if (check.kind === 'mismatch') {
      track('Billing Failed', { reason: 'mismatch', country: b.country });
      showMismatch(b.country);
      return;
    }
    if (check.kind === 'error') {
      track('Billing Failed', { reason: check.errors.map((e) => e.field).join(','), country: b.country });
      setBillingError(t('payment.billingUnexpected'));
      return;
    }
    if (!(await pricingApi.reprice())) return;
    const next = afterBilling(variant, getPayment().lastCompletedPaymentStep);
    updatePayment({ lastCompletedPaymentStep: next.lastCompletedPaymentStep });
    history.continueTo(next.view);
  };

  const submitMethod = async (walletAddressUsed: boolean) => {
    setNotice(null);
    setDeclined(null);
    track('Payment Method Submitted', {
      paymentMethod: getPayment().paymentMethod,
      walletAddress: walletAddressUsed,
    });
    const s = getPayment();
    const move = afterMethod(variant, {
      walletAddressUsed,
      walletAddress: s.walletAddress,
      lastCompletedPaymentStep: s.lastCompletedPaymentStep,
    });
    if (move.kind === 'billFromWallet')
      await saveBilling((await loadCountryRules()).walletBilling(ctx.payer, move.address));
    else {
      updatePayment({ lastCompletedPaymentStep: move.lastCompletedPaymentStep });
      history.continueTo(move.view);
    }
  };

  const back = (target: BackTarget) => (target === 'packages' ? leave(ctx.packagesRoute) : goTo(target));
  const links = (v: PaymentView) => viewLinks(variant, v, method);

  const methodStep = () => {
    const l = links('PAYMENT');
    return (
      <MethodStep
        ctx={ctx}
        client={client}
        clientFailed={failed}
        country={country}
        continueLabel={t(l.continueLabel)}
        backLabel={t(l.backLabel)}
        onBack={() => back(l.back)}
        onContinue={(w) => void submitMethod(w)}
        codeInvalid={pricingApi.codeInvalid}
        applyingCode={pricingApi.applying}
        applyCode={pricingApi.applyCode}
        setPayForCoParent={pricingApi.setPayForCoParent}
        coupons={pricingApi.coupon}
        notice={notice}
        disableUntilValid={variant === 'old'}
        declined={declined}
        onCardInput={history.setCardTyped}
      />
    );
  };

  const billingStep = () => {
    const l = links('BILLING');
    return (
      <LaterStep onReady={laterStepReady}>
        <LazyBillingStep
          payer={ctx.payer}
          continueLabel={t(l.continueLabel)}
          backLabel={t(l.backLabel)}
          onBack={() => back(l.back)}
          onSubmit={saveBilling}
          stepError={billingError}
        />
      </LaterStep>
    );
  };

  const leaveDialog = (
    <LeaveDialog loss={history.dialogLoss} onStay={history.stay} onLeave={history.confirmLeave} />
  );

  const heading = (
    <PageHeading title={t('payment.title')} hasError={!!error}>
      {t('payment.title')}
    </PageHeading>
  );

  if (!pricingApi.ready) {
    return (
      <>
        <CheckoutFrame variant={variant} />
        {mismatch.modal}
        {leaveDialog}
      </>
    );
  }

  const review = () => {
    const l = links('REVIEW');
    return (
      <LaterStep onReady={laterStepReady}>
        <LazyReviewStep
          ctx={ctx}
          backLabel={t(l.backLabel)}
          onBack={() => back(l.back)}
          onChangeEmail={() => leave(ctx.changeEmailRoute)}
          onChange={(part) => history.move(changeView(part), { fromReview: true })}
          onPay={() => void pay()}
          error={error}
        />
      </LaterStep>
    );
  };

  const current = (
    <>
      {view === 'BILLING' && billingStep()}
      {view === 'PAYMENT' && methodStep()}
      {view === 'REVIEW' && review()}
      {/* The invited co-parent has no registration: their invite mail is their way back. */}
      {ctx.mode === 'parent' && <FinishLater step="payment" />}
    </>
  );

  if (variant === 'old') {
    return (
      <div className="co-page co-old">
        {heading}
        {/* CONTRACTS#a-sign-up-people-finish 10: the price is beside every tab, as in the new variant. */}
        <div className="co-layout">
          <OrderSummaryPanel selected={ctx.selected} pricing={pricing} payForCoParent={payForCoParent} />
          <div className="co-main">
            <CheckoutTabs view={view} lastCompletedPaymentStep={lastStep} onSelect={goTo} />
            {current}
          </div>
        </div>
        {mismatch.modal}
        {leaveDialog}
      </div>
    );
  }

  return (
    <div className="co-page">
      {heading}
      <CheckoutProgress current={progressItem(view)} />
      <div className="co-layout">
        <OrderSummaryPanel selected={ctx.selected} pricing={pricing} payForCoParent={payForCoParent} />
        <div className="co-main">{current}</div>
      </div>
      {mismatch.modal}
      {leaveDialog}
    </div>
  );
}
