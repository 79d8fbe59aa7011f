// CONTRACTS#a-sign-up-people-finish 7 and spec §4 Leaving: each payment view is its own history
// entry, and leaving one is asked about only when something would really be lost. Pure: the
// screens (use-payment-history.ts) only carry it out.
//
// The address of a view: the first view of the variant keeps the spec's bare path (/payment,
// /invite/payment, so every path and redirect of spec §2 stays as it is); a later view adds
// `?step=billing`, `?step=method` or `?step=review`. Other parameters (e.g. the sandbox's
// `flags`) are kept.
import type { PaymentView } from '@join/state';
import { initialView, type Variant } from './payment-views';

export const STEP_PARAM = 'step';

const SLUGS: Readonly<Record<PaymentView, string>> = {
  PAYMENT: 'method',
  BILLING: 'billing',
  REVIEW: 'review',
};

/** The view an address asks for: its `step`, or the variant's first view without one (or with an unknown one). */
export function viewFromSearch(search: string, variant: Variant): PaymentView {
  const slug = new URLSearchParams(search).get(STEP_PARAM);
  const found = (Object.keys(SLUGS) as PaymentView[]).find((view) => SLUGS[view] === slug);
  return found ?? initialView(variant);
}

/** The query string of a view's history entry ('' or '?…'), keeping the other parameters. */
export function searchForView(search: string, view: PaymentView, variant: Variant): string {
  const params = new URLSearchParams(search);
  if (view === initialView(variant)) params.delete(STEP_PARAM);
  else params.set(STEP_PARAM, SLUGS[view]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the stores say the visitor has done on the payment page. */
export interface PaymentProgress {
  lastCompletedPaymentStep: number;
  /** The chosen method has its credential (a saved card, a wallet's approval) or a code pays everything. */
  methodReady: boolean;
  /** A billing address was sent and accepted. */
  billingSaved: boolean;
}

function allowed(variant: Variant, view: PaymentView, p: PaymentProgress): boolean {
  if (view === initialView(variant)) return true;
  if (variant === 'old') {
    // spec §2 Old variant tabs: Payment once a step is completed, Review after more than one.
    if (view === 'PAYMENT') return p.lastCompletedPaymentStep >= 1 && p.billingSaved;
    return p.lastCompletedPaymentStep > 1 && p.billingSaved && p.methodReady;
  }
  // New variant: billing after the method step; review once both are done (spec §4 Payment views).
  // Billing once the method step was done (a method changed since is still asked for by Review).
  if (view === 'BILLING') return p.lastCompletedPaymentStep >= 1;
  return p.lastCompletedPaymentStep >= 2 && p.methodReady && p.billingSaved;
}

/**
 * The guard of an address: the view asked for when the visitor may be there, else the furthest
 * view before it they may see (a reload or Forward after the stores moved on, a typed address,
 * an entry from another package). The first view is always allowed.
 */
export function reachableView(variant: Variant, wanted: PaymentView, progress: PaymentProgress): PaymentView {
  const order: PaymentView[] =
    variant === 'old' ? ['BILLING', 'PAYMENT', 'REVIEW'] : ['PAYMENT', 'BILLING', 'REVIEW'];
  for (let i = order.indexOf(wanted); i > 0; i -= 1)
    if (allowed(variant, order[i], progress)) return order[i];
  return order[0];
}

/** Where a move would take the visitor: another payment view, or off the payment page. */
export type Destination = PaymentView | 'away';

/** What a move would really lose, or null when it loses nothing. */
export type LeaveLoss = 'typedCard' | 'savedMethod';

/**
 * spec §4 Leaving: 'Payment information will be lost' once any payment data is typed or
 * tokenised.
 * - Card details typed into the card form and not yet saved are lost by leaving the method view
 *   by any way: the form is gone, and card digits are never stored.
 * - A tokenised method (a saved card, a wallet's approval) not yet paid with is lost by leaving
 *   the payment page: confirming the dialog removes it (`resetPaymentData`), so the warning is
 *   true. Moving between the page's own views keeps it, so nothing asks there.
 * The billing address (even half typed), the code and the consents stay in the tab's stores and
 * are never asked about (CONTRACTS#a-sign-up-people-finish 7).
 */
export function leaveLoss(input: {
  from: PaymentView;
  to: Destination;
  cardTyped: boolean;
  savedMethod?: boolean;
}): LeaveLoss | null {
  if (input.to === input.from) return null;
  if (input.from === 'PAYMENT' && input.cardTyped) return 'typedCard';
  return input.to === 'away' && input.savedMethod ? 'savedMethod' : null;
}

/**
 * The browser's own prompt (beforeunload) is the only warning a browser allows when the tab is
 * closed or the page is left for another site; closing the tab also drops the tab's stores, so
 * it is on while there is typed card data or a saved method not yet paid with.
 */
export function unloadWarns(input: { cardTyped: boolean; savedMethod: boolean; paid: boolean }): boolean {
  return !input.paid && (input.cardTyped || input.savedMethod);
}

/** The history state every entry the payment page writes carries, so a reload, Back or Forward
 *  onto one of them resumes the checkout instead of entering it afresh (spec §4 loaded state). */
export interface PaymentEntryState {
  paymentEntry: true;
  /** Set on the view a Review 'Change' link opened: its Continue goes back to Review. */
  fromReview?: boolean;
}

export function isPaymentEntry(state: unknown): state is PaymentEntryState {
  return (
    typeof state === 'object' && state !== null && (state as { paymentEntry?: unknown }).paymentEntry === true
  );
}

/** Review's 'Change' links: which view edits which part of the order. */
export function changeView(part: 'billing' | 'method'): PaymentView {
  return part === 'billing' ? 'BILLING' : 'PAYMENT';
}

/**
 * After a view's Continue: back to Review when the view was opened by a Review 'Change' link
 * and Review can be shown, else the variant's next view.
 */
export function continueTarget(
  variant: Variant,
  next: PaymentView,
  fromReview: boolean,
  progress: PaymentProgress,
): PaymentView {
  if (fromReview && reachableView(variant, 'REVIEW', progress) === 'REVIEW') return 'REVIEW';
  return next;
}
