// spec §2 /payment and /invite/payment: the guards first, then the variant GROW872 chooses.
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { page } from '@join/analytics';
import {
  getInvite,
  getPayment,
  getRegistration,
  resetPayment,
  updatePayment,
  useFlag,
  useUrls,
} from '@join/state';
import { useRouteDecision } from '@join/routes';
import { paymentGuard } from '../flow/payment-guard';
import { invitePaymentGuard, LEGACY_HOME } from '../flow/invite-guards';
import { inviteContext, parentContext, type CheckoutMode } from './checkout-context';
import { Checkout } from './checkout';
import { CheckoutFrame } from './checkout-frame';
import { enterPayment, variantFor } from '../flow/payment-views';
import { isPaymentEntry } from '../flow/payment-history';

export default function PaymentPage({ mode }: { mode: CheckoutMode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const urls = useUrls();
  const grow872 = useFlag('GROW872');
  const variant = variantFor(grow872);
  const decision = useMemo(
    () =>
      mode === 'parent'
        ? paymentGuard({
            registration: getRegistration(),
            subscriptionCurrent:
              getPayment().result?.response.subscription.status === 'current' && !getPayment().result?.invite,
          })
        : invitePaymentGuard(getInvite()),
    [mode],
  );
  const ctx = useMemo(
    () => (decision.kind === 'stay' ? (mode === 'parent' ? parentContext() : inviteContext()) : null),
    [decision, mode],
  );

  // spec §4: entering the loaded state sets the first view and clears promo codes. Done before
  // the steps first render, so they never start from a previous visit's view or package.
  // A reload, Back or Forward onto one of the page's own history entries (CONTRACTS#a-sign-up-people-finish 7)
  // resumes the same checkout instead: the view its address names, with what was done.
  useState(() => {
    if (!ctx) return;
    // Asked for now, beside pricing, so the method step has it when it first shows.
    void ctx.coupons();
    const owner = mode === 'parent' ? getRegistration().signupId : getInvite().userId;
    // A new registration in the same tab never inherits an abandoned checkout's data.
    if (getPayment().owner !== owner) {
      resetPayment();
      updatePayment({ owner });
    }
    const s = getPayment();
    const samePackage = s.pricing?.packageId === ctx?.selected.package.id;
    if (samePackage && isPaymentEntry(location.state)) updatePayment({ isSubmitting: false });
    else updatePayment(enterPayment(variant, samePackage));
  });

  // The guard decided once on arrival (useMemo above); the one guard hook carries it out.
  useRouteDecision(decision, {
    go: (to, options) =>
      to === LEGACY_HOME ? window.location.assign(urls?.legacyHome ?? '/') : navigate(to, options),
    onStay: () => page(mode === 'parent' ? 'Payment' : 'Invite Payment', { variant }),
  });

  // Also what the server renders: it cannot see the tab's stores (checkout-frame.tsx).
  if (decision.kind === 'redirect' || !ctx) return <CheckoutFrame variant={variant} />;
  return <Checkout ctx={ctx} variant={variant} />;
}
