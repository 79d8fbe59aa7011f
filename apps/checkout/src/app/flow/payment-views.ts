// spec §2 /payment (Old variant tabs; New variant steps; Billing information step skipped when a
// wallet supplied the address; Review's back link) and §4 Payment views. The one journey of the
// payment views for both GROW872 variants: which view comes first, what Continue and Back do,
// which labels they carry, how far the visitor has come. Pure: checkout.tsx only carries it out.
import type { PaymentView, WalletAddress } from '@join/state';

/** GROW872: Treatment gets the new variant, anything else the old one (spec §2 /payment). */
export type Variant = 'new' | 'old';

export function variantFor(grow872: string | undefined): Variant {
  return grow872 === 'Treatment' ? 'new' : 'old';
}

/** spec §4: entering the loaded state. The old variant starts at BILLING with nothing
 *  completed; the new one at the payment method (initial method CREDIT_CARD). */
export function initialView(variant: Variant): PaymentView {
  return variant === 'new' ? 'PAYMENT' : 'BILLING';
}

export interface ViewMove {
  view: PaymentView;
  lastCompletedPaymentStep: number;
}

/** spec §4: billing saved. Old: on to PAYMENT (step 1). New: on to REVIEW (step 2). */
export function afterBilling(variant: Variant, lastCompletedPaymentStep: number): ViewMove {
  const step = variant === 'old' ? 1 : 2;
  return {
    view: variant === 'old' ? 'PAYMENT' : 'REVIEW',
    lastCompletedPaymentStep: Math.max(lastCompletedPaymentStep, step),
  };
}

export type MethodMove = ({ kind: 'view' } & ViewMove) | { kind: 'billFromWallet'; address: WalletAddress };

/**
 * spec §4: the payment method submitted ('Review Order' in the old variant sets step 2). In the
 * new variant a wallet that supplied an address skips the billing step (spec §2 Billing
 * information step): its address is billed as if the billing form had been sent.
 */
export function afterMethod(
  variant: Variant,
  input: {
    walletAddressUsed: boolean;
    walletAddress: WalletAddress | null;
    lastCompletedPaymentStep: number;
  },
): MethodMove {
  if (variant === 'old') return { kind: 'view', view: 'REVIEW', lastCompletedPaymentStep: 2 };
  if (input.walletAddressUsed && input.walletAddress)
    return { kind: 'billFromWallet', address: input.walletAddress };
  return {
    kind: 'view',
    view: 'BILLING',
    lastCompletedPaymentStep: Math.max(input.lastCompletedPaymentStep, 1),
  };
}

/** Where a back link leads: another view, or out to the packages page (with the leave warning). */
export type BackTarget = PaymentView | 'packages';

export interface ViewLinks {
  /** i18n key in the checkout namespace. */
  continueLabel: string;
  backLabel: string;
  back: BackTarget;
}

/**
 * spec §2: the buttons of each view. Old variant: Billing 'Continue' / 'Back to packages',
 * Payment 'Review Order' / 'Back to billing', Review 'Back to payment'. New variant: Payment
 * method 'Continue to Next Step' / 'Back to packages', Billing 'Continue to Review Order' /
 * 'Back to Payment', Review 'Back to billing' for a card, otherwise 'Back to payment'.
 */
export function viewLinks(variant: Variant, view: PaymentView, method: string): ViewLinks {
  if (variant === 'old') {
    if (view === 'BILLING')
      return { continueLabel: 'payment.continue', backLabel: 'payment.backToPackages', back: 'packages' };
    if (view === 'PAYMENT')
      return { continueLabel: 'payment.reviewOrder', backLabel: 'payment.backToBilling', back: 'BILLING' };
    return { continueLabel: 'payment.payNow', backLabel: 'payment.backToPayment', back: 'PAYMENT' };
  }
  if (view === 'PAYMENT')
    return { continueLabel: 'payment.continue', backLabel: 'payment.backToPackages', back: 'packages' };
  // spec §2 Billing information step: 'Back to Payment' (the step's name, capitalised), unlike
  // the review's 'Back to payment' link.
  if (view === 'BILLING')
    return {
      continueLabel: 'payment.continueToReview',
      backLabel: 'payment.backToPaymentStep',
      back: 'PAYMENT',
    };
  const card = method === 'CREDIT_CARD';
  return {
    continueLabel: 'payment.payNow',
    backLabel: card ? 'payment.backToBilling' : 'payment.backToPayment',
    back: card ? 'BILLING' : 'PAYMENT',
  };
}

/** spec §2 New variant: the two-item progress indicator (Payment, Review). */
export function progressItem(view: PaymentView): 1 | 2 {
  return view === 'REVIEW' ? 2 : 1;
}

/** spec §2 Old variant tabs: Billing always; Payment once a step is done; Review after more than one. */
export function isTabClickable(tab: PaymentView, lastCompletedPaymentStep: number): boolean {
  if (tab === 'BILLING') return true;
  if (tab === 'PAYMENT') return lastCompletedPaymentStep >= 1;
  return lastCompletedPaymentStep > 1;
}

/** A payment that failed in a way the visitor can fix goes back to the payment method (spec §8). */
export const VIEW_AFTER_PAY_FAILURE: PaymentView = 'PAYMENT';

/**
 * spec §4: 'Entering the loaded state sets the view to BILLING and clears promo codes'. A
 * different package than the priced one starts the checkout over; the old variant always starts
 * with nothing completed.
 */
export function enterPayment(variant: Variant, samePackage: boolean) {
  return {
    view: initialView(variant),
    promoCodes: [] as string[],
    isSubmitting: false,
    ...(samePackage ? {} : { pricing: null, appliedCodes: [] as string[], lastCompletedPaymentStep: 0 }),
    ...(variant === 'old' ? { lastCompletedPaymentStep: 0 } : {}),
  };
}
