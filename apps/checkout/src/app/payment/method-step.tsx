// spec §2 Payment method step (both variants): secure text, pay for co-parent (not for
// invitees), subscription code, wallet buttons, the card accordion and the saved / authorised
// messages; §4 Method choice and auto-submit; §5 'Payment method step valid when'.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPaymentMethodStepValid } from '@join/schemas';
import { ActionRow, CheckboxField, Spinner } from '@join/ui';
import { choosePaymentMethod, getPayment, updatePayment, useFlag, usePayment } from '@join/state';
import type { CardFields, PaymentsClient, WalletAuthorization } from '@join/payments';
import { autoSubmitKey, visibleMethods } from '../flow/method-rules';
import type { CheckoutContext } from './checkout-context';
import { CardAccordion } from './card-accordion';
import { DeclinedNotice } from './declined-notice';
import { paidInFullByCode } from '../flow/price-words';
import type { PaymentMethod } from '@join/domain';
import { SubscriptionCode } from './subscription-code';
import { AvailableCoupons, useCouponList } from './available-coupons';
import type { CouponActions } from './use-checkout-pricing';
import { useWalletSupport, WalletButtons } from './wallet-buttons';
import { SecureNote } from './secure-note';
import { WalletAuthorized } from './wallet-authorized';

export interface MethodStepProps {
  ctx: CheckoutContext;
  client: PaymentsClient | null;
  clientFailed: boolean;
  country: string;
  continueLabel: string;
  backLabel: string;
  onBack: () => void;
  /** Called once the step is valid; `walletAddress` says a wallet supplied the address. */
  onContinue: (walletAddress: boolean) => void;
  codeInvalid: boolean;
  applyingCode: boolean;
  applyCode: (code: string) => Promise<boolean>;
  setPayForCoParent: (value: boolean) => void;
  /** spec §7 Available coupons: apply or take off one of the listed coupons. */
  coupons: CouponActions;
  /** A message from a later step. */
  notice?: string | null;
  /** spec §4: 'Review Order' (old variant) is enabled only while the step is valid. */
  disableUntilValid?: boolean;
  /** The method refused after Pay now (CONTRACTS#a-sign-up-people-finish), said at the top of the step. */
  declined?: { method: PaymentMethod; keptBilling: boolean; reason?: string } | null;
  /** Whether card details are typed and not saved yet (what leaving this step would lose). */
  onCardInput?: (typed: boolean) => void;
}

/** How long the methods wait for the coupon list once they are ready themselves. */
const COUPON_WAIT_MS = 1500;

export function MethodStep(props: MethodStepProps) {
  const { ctx, client, clientFailed, country } = props;
  const { t } = useTranslation('checkout');
  const method = usePayment((s) => s.paymentMethod);
  const card = usePayment((s) => s.card);
  const payForCoParent = usePayment((s) => s.isPayingForCoparent);
  const nonces = {
    PAYPAL: usePayment((s) => s.paypalNonce),
    VENMO: usePayment((s) => s.venmoNonce),
    APPLE_PAY: usePayment((s) => s.applePayNonce),
    GOOGLE_PAY: usePayment((s) => s.googlePayNonce),
  };
  const pricing = usePayment((s) => s.pricing);
  const flags = {
    Venmo: useFlag('Venmo'),
    PayPal: useFlag('PayPal'),
    ApplePay: useFlag('ApplePay'),
    GooglePay: useFlag('GooglePay'),
  };
  const fieldsRef = useRef<CardFields | null>(null);
  const [cardValid, setCardValid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeMissing, setCodeMissing] = useState(false);
  const submitted = useRef(new Set<string>());
  const coupons = useCouponList(ctx.coupons);
  // The coupons and the methods appear together (no shift, CONTRACTS#first-screen-from-the-server 5);
  // a coupon list slower than this after the methods are ready is shown when it comes.
  const [couponWaitOver, setCouponWaitOver] = useState(false);
  const walletSupport = useWalletSupport(client);
  const methodsLoaded = Boolean(client && walletSupport) || clientFailed || paidInFullByCode(pricing);
  useEffect(() => {
    if (!methodsLoaded || coupons !== null) return;
    const timer = setTimeout(() => setCouponWaitOver(true), COUPON_WAIT_MS);
    return () => clearTimeout(timer);
  }, [methodsLoaded, coupons]);
  const pkg = ctx.selected.package;
  const rules = visibleMethods({
    pkg,
    country,
    flags,
    venmoSupported: true,
    applePaySupported: true,
    googlePaySupported: true,
  });
  const freeWithCode = paidInFullByCode(pricing);
  const methodsReady = methodsLoaded && (coupons !== null || couponWaitOver);
  const walletMethod = method !== 'CREDIT_CARD' ? method : null;
  const walletNonce = walletMethod ? nonces[walletMethod] : null;
  const cardOpen = method === 'CREDIT_CARD';
  const hasCode = usePayment((s) => s.hasSubscriptionCode);
  const code = usePayment((s) => s.subscriptionCode);
  // spec §4 Review Order / §5: the chosen method has its credential and a ticked code box has a code that is not invalid.
  const readyToContinue =
    freeWithCode ||
    isPaymentMethodStepValid({
      paymentMethod: method,
      cardValid,
      cardNonce: card?.nonce,
      paypalNonce: nonces.PAYPAL ?? undefined,
      venmoNonce: nonces.VENMO ?? undefined,
      applePayNonce: nonces.APPLE_PAY ?? undefined,
      googlePayNonce: nonces.GOOGLE_PAY ?? undefined,
      hasSubscriptionCode: hasCode,
      subscriptionCode: code,
      subscriptionCodeInvalid: props.codeInvalid,
    });

  const codeReady = async (): Promise<boolean> => {
    const s = getPayment();
    if (!s.hasSubscriptionCode) return true;
    const code = s.subscriptionCode.trim();
    if (!code) {
      setCodeMissing(true);
      return false;
    }
    setCodeMissing(false);
    if (!s.appliedCodes.includes(code)) return props.applyCode(code);
    return !props.codeInvalid;
  };

  const stepValid = () => {
    const s = getPayment();
    if (freeWithCode) return true;
    return isPaymentMethodStepValid({
      paymentMethod: s.paymentMethod,
      cardNonce: s.card?.nonce,
      paypalNonce: s.paypalNonce ?? undefined,
      venmoNonce: s.venmoNonce ?? undefined,
      applePayNonce: s.applePayNonce ?? undefined,
      googlePayNonce: s.googlePayNonce ?? undefined,
      hasSubscriptionCode: s.hasSubscriptionCode,
      subscriptionCode: s.subscriptionCode,
      subscriptionCodeInvalid: props.codeInvalid,
    });
  };

  const handleContinue = async () => {
    setError(null);
    if (!(await codeReady())) return;
    const s = getPayment();
    if (!freeWithCode && s.paymentMethod === 'CREDIT_CARD' && !s.card) {
      const fields = fieldsRef.current;
      if (!fields || !cardValid) {
        fields?.revealErrors();
        return;
      }
      setBusy(true);
      try {
        const tokenized = await fields.tokenize();
        updatePayment({ card: tokenized, attemptKey: null });
      } catch {
        setError(t('payment.paymentError'));
        return;
      } finally {
        setBusy(false);
      }
    }
    if (!stepValid()) {
      setError(t('validation:paymentMethodIncomplete'));
      return;
    }
    props.onContinue(
      !freeWithCode && getPayment().paymentMethod !== 'CREDIT_CARD' && !!getPayment().walletAddress,
    );
  };

  const onAuthorized = (a: WalletAuthorization) => {
    setError(null);
    choosePaymentMethod(a.method);
    updatePayment({
      paypalNonce: a.method === 'PAYPAL' ? a.nonce : null,
      venmoNonce: a.method === 'VENMO' ? a.nonce : null,
      venmoUsername: a.method === 'VENMO' ? a.username : null,
      applePayNonce: a.method === 'APPLE_PAY' ? a.nonce : null,
      googlePayNonce: a.method === 'GOOGLE_PAY' ? a.nonce : null,
      walletAddress: a.address,
      card: null,
      attemptKey: null,
    });
    const key = autoSubmitKey(a.method, a.nonce, submitted.current);
    if (key) {
      submitted.current.add(key);
      void handleContinue();
    }
  };

  const useCard = () => {
    choosePaymentMethod('CREDIT_CARD');
    updatePayment({ card: null });
  };

  return (
    <section className="co-step" aria-labelledby="co-method-title">
      <h2 id="co-method-title" className="co-h2" tabIndex={-1}>
        {t('payment.methodHeading')}
      </h2>
      {props.declined && (
        <DeclinedNotice
          method={props.declined.method}
          keptBilling={props.declined.keptBilling}
          reason={props.declined.reason}
        />
      )}
      <SecureNote />
      {ctx.mode === 'parent' && (
        <CheckboxField
          label={t('payment.payForCoParent')}
          checked={payForCoParent}
          onChange={(e) => props.setPayForCoParent(e.target.checked)}
        />
      )}
      <SubscriptionCode
        invalid={props.codeInvalid}
        missing={codeMissing}
        applying={props.applyingCode}
        onApply={(code) => void props.applyCode(code)}
      />
      {/* Until the methods (and the coupons) are ready, a placeholder of about their height holds their place. */}
      {!methodsReady && !clientFailed && (
        <div className="co-methods-loading">
          <Spinner label={t('payment.loading')} />
        </div>
      )}
      {methodsReady && coupons && <AvailableCoupons coupons={coupons} actions={props.coupons} />}
      {/* CONTRACTS#a-sign-up-people-finish 6: an order a code pays in full shows no card form and no wallet buttons. */}
      {methodsReady && freeWithCode && (
        <p className="j-success" role="status">
          {t('charge.codePays')}
        </p>
      )}
      {!freeWithCode && clientFailed && (
        <p className="j-error-summary" role="alert">
          {t('payment.paymentError')}
        </p>
      )}
      {methodsReady && client && walletSupport && !freeWithCode && (
        <>
          <WalletButtons
            client={client}
            support={walletSupport}
            visible={{
              payPal: rules.payPal,
              applePayAllowed: rules.applePay,
              googlePayAllowed: rules.googlePay,
              venmoAllowed: rules.venmo,
            }}
            country={country}
            amount={pricing?.totals.total ?? pkg.totalPrice}
            currency={pricing?.currencyCode ?? pkg.currencyCode}
            label={pkg.displayName}
            onAuthorized={onAuthorized}
            onError={setError}
          />
          {walletMethod && walletNonce && <WalletAuthorized method={walletMethod} onUseCard={useCard} />}
          <CardAccordion
            open={cardOpen}
            client={client}
            hiddenBrands={{ amex: pkg.hide.amex, discover: pkg.hide.discover }}
            onFields={(f) => (fieldsRef.current = f)}
            onValidChange={setCardValid}
            onInputChange={props.onCardInput}
          />
        </>
      )}
      {(error ?? props.notice) && (
        <p className="co-error" role="alert">
          {error ?? props.notice}
        </p>
      )}
      <ActionRow
        back={{ label: props.backLabel, onClick: props.onBack, variant: 'link' }}
        next={{
          label: props.continueLabel,
          onClick: () => void handleContinue(),
          busy,
          disabled: (!client && !freeWithCode) || (props.disableUntilValid === true && !readyToContinue),
        }}
      />
    </section>
  );
}
