// spec §4 Submit and §3 Payment payload: one pay call per click (never two in flight), one
// Idempotency-Key per attempt kept until the attempt is settled, so a retry after a dropped
// connection cannot charge twice; on success the credentials token travels in navigation state.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getAnonymousId, handlePaymentAnalytics, track } from '@join/analytics';
import { markTermsAgreed, setMarketingOptIn } from '@join/api-client';
import {
  clearedMethodData,
  getInvite,
  getPayment,
  resetInvite,
  resetRegistration,
  updateInvite,
  updatePayment,
  updateRegistration,
  useFlag,
} from '@join/state';
import type { PaymentsClient } from '@join/payments';
import type { PaymentMethod } from '@join/domain';
import { PAYMENT_REFUSAL_KEYS } from '@join/schemas';
import { newAttemptKey, pricingLocaleFor } from '../flow/pay-request';
import { needsThreeDSecure, threeDSecureRequest } from '../flow/three-d-secure';
import { payFailureAction } from '../flow/pay-failure';
import type { CheckoutContext } from './checkout-context';
import { ROUTES } from '@join/routes';

/**
 * onDeclined: `reason` is the refusal's message keys (a failed 3-D Secure says so, spec §7).
 * onMismatch: the package does not suit the billing or phone country (spec §2 mismatch modal).
 */
export function usePay(
  ctx: CheckoutContext,
  client: PaymentsClient | null,
  onDeclined: (message: string, method: PaymentMethod, reason?: string) => void,
  onMismatch: () => void = () => undefined,
) {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('checkout');
  const variant = useFlag('GROW872') === 'Treatment' ? 'new' : 'old';
  const ukPayment = useFlag('UKPayment');
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    if (inFlight.current || getPayment().isSubmitting) return;
    const pricing = getPayment().pricing;
    if (!pricing) return;
    inFlight.current = true;
    setError(null);
    const attemptKey = getPayment().attemptKey ?? newAttemptKey();
    updatePayment({ isSubmitting: true, attemptKey });
    try {
      const deviceData = client ? await client.collectDeviceData() : null;
      let payment = getPayment();
      track('Payment Submitted', {
        paymentMethod: payment.paymentMethod,
        packageId: ctx.selected.package.id,
        variant: ctx.mode,
      });
      // Spec §7 (GB, UKPayment): a GB card goes through 3-D Secure before the order is paid (UKPayment).
      if (
        client &&
        needsThreeDSecure({
          flag: ukPayment,
          market: ctx.selected.package.country,
          payment,
          total: pricing.totals.total,
        })
      ) {
        // The amount as the page shows it ('Charged today: £119.99').
        const amount = pricing.totals.totalFormatted;
        const request = threeDSecureRequest(payment, pricing, ctx.payer, {
          title: t('threeDSecure.title'),
          body: t('threeDSecure.body', { amount, lastFour: payment.card?.lastFour ?? '' }),
          approve: t('threeDSecure.approve'),
          fail: t('threeDSecure.fail'),
        });
        const verified = request ? await client.verifyCard(request).catch(() => null) : null;
        if (!verified || !payment.card) {
          // It could not run or the visitor closed the bank's window: nothing was sent, the card is spent.
          track('Payment Failed', {
            paymentMethod: payment.paymentMethod,
            kind: 'threeDSecure',
            status: null,
          });
          updatePayment({ ...clearedMethodData, paymentMethod: 'CREDIT_CARD', isSubmitting: false });
          onDeclined(
            t(PAYMENT_REFUSAL_KEYS.authentication),
            'CREDIT_CARD',
            PAYMENT_REFUSAL_KEYS.authentication,
          );
          return;
        }
        // The verified nonce is the one to pay with (verifyCard spends the first); a failed
        // verification is sent too, so the server refuses and records it.
        updatePayment({ card: { ...payment.card, nonce: verified.nonce, threeDSecured: true } });
        payment = getPayment();
      }
      const res = await ctx.pay(
        {
          payment,
          pricing,
          selected: ctx.selected,
          deviceData,
          segmentAnonymousId: getAnonymousId(),
          pricingLocale: pricingLocaleFor(variant, i18n.language),
        },
        attemptKey,
      );
      if (res.ok) {
        const data = res.data;
        track('Payment Succeeded', {
          paymentMethod: payment.paymentMethod,
          packageId: data.registration.order.packageId,
          transactionId: data.receipt.transactionId,
        });
        // spec §3: the pay response's analytics payload goes to the sink.
        handlePaymentAnalytics(data.gaPayloadBase64);
        if (ctx.mode === 'invite') {
          const invite = getInvite();
          // spec §4: invite success first marks terms agreed.
          // The payment retired the invite token: its answer's credentials token speaks for the user now.
          if (invite.userId) {
            await markTermsAgreed(invite.userId, null, data.credentialsToken);
            if (payment.consentData.isRequired)
              await setMarketingOptIn(invite.userId, payment.consentData.marketingOptIn, {
                credentialsToken: data.credentialsToken,
              });
          }
        }
        updatePayment({
          isSubmitting: false,
          attemptKey: null,
          result: { response: data, pricing, selectedPackage: ctx.selected, invite: ctx.mode === 'invite' },
        });
        navigate(ctx.credentialsRoute, {
          state: {
            credentialsToken: data.credentialsToken,
            userId: data.registration.parent.userId,
            email: data.registration.parent.email,
          },
        });
        return;
      }
      track('Payment Failed', {
        paymentMethod: payment.paymentMethod,
        kind: res.kind,
        status: res.status ?? null,
      });
      const action = payFailureAction(res, ctx.mode === 'invite');
      // A network drop or a server error leaves the outcome unknown: keep the key so a retry of
      // this attempt is answered from the server's idempotency record instead of charging again.
      const keepKey = res.kind === 'network' || res.kind === 'server' || res.kind === 'checking';
      updatePayment({ isSubmitting: false, ...(keepKey ? {} : { attemptKey: null }) });
      if (action.kind === 'duplicate') {
        // spec §2, §7: Pay confirmed the duplicate; the store keeps it for the payment guard and
        // the server is told, so this registration is never charged.
        if (ctx.mode === 'parent') {
          updateRegistration({ parentDuplicateConfirmed: true });
          void ctx.confirmDuplicate?.().catch(() => undefined);
        }
        const p = ctx.payer;
        navigate(ROUTES.duplicate, {
          state: { firstName: p.firstName, lastName: p.lastName, email: p.email },
        });
      } else if (action.kind === 'restart') {
        if (ctx.mode === 'invite') {
          // spec §8 403/112: reset, but keep who was invited, or /invite/request cannot offer a new link.
          const { inviteToken, userId } = getInvite();
          resetInvite();
          updateInvite({ inviteToken, userId });
        } else resetRegistration();
        navigate(action.to, { replace: true });
      } else if (action.kind === 'mismatch') {
        onMismatch();
      } else if (action.kind === 'checking') {
        // Never a second charge: the kept key makes Pay ask for this attempt's outcome.
        setError(t('payment.checking'));
      } else if (action.kind === 'coolDown') {
        setError(
          action.minutes ? t('payment.coolDown', { count: action.minutes }) : t('payment.tooManyDeclines'),
        );
      } else if (action.kind === 'paused') {
        setError(t('payment.paused'));
      } else if (action.kind === 'declined') {
        updatePayment({ ...clearedMethodData, paymentMethod: 'CREDIT_CARD' });
        onDeclined(action.message, payment.paymentMethod, action.reason);
      } else {
        setError(
          action.message ?? (ctx.mode === 'invite' ? t('payment.inviteError') : t('payment.paymentError')),
        );
      }
    } finally {
      inFlight.current = false;
      if (getPayment().isSubmitting) updatePayment({ isSubmitting: false });
    }
  };

  return { pay, error, setError };
}

export function isTokenised(): boolean {
  const s = getPayment();
  return !!(s.card || s.paypalNonce || s.venmoNonce || s.applePayNonce || s.googlePayNonce);
}
