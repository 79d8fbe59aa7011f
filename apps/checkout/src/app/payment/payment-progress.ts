// What the payment stores say for the payment page's history (use-payment-history.ts): how far the
// visitor got, and what a move away from the live view would lose (spec §4 Leaving).
import {
  getPayment,
  resetPaymentData,
  updatePayment,
  usePayment,
  type PaymentState,
  type PaymentView,
} from '@join/state';
import { leaveLoss, type Destination, type LeaveLoss, type PaymentProgress } from '../flow/payment-history';
import { paidInFullByCode } from '../flow/price-words';

/** What the stores say is done, for the guard of an address. */
export function progressOf(
  s: Pick<
    PaymentState,
    | 'lastCompletedPaymentStep'
    | 'billing'
    | 'paymentMethod'
    | 'card'
    | 'paypalNonce'
    | 'venmoNonce'
    | 'applePayNonce'
    | 'googlePayNonce'
    | 'pricing'
  >,
): PaymentProgress {
  const credential = {
    CREDIT_CARD: s.card?.nonce,
    PAYPAL: s.paypalNonce,
    VENMO: s.venmoNonce,
    APPLE_PAY: s.applePayNonce,
    GOOGLE_PAY: s.googlePayNonce,
  }[s.paymentMethod];
  return {
    lastCompletedPaymentStep: s.lastCompletedPaymentStep,
    methodReady: !!credential || paidInFullByCode(s.pricing),
    billingSaved: !!s.billing,
  };
}

export function useProgress(): PaymentProgress {
  const lastCompletedPaymentStep = usePayment((s) => s.lastCompletedPaymentStep);
  const methodReady = usePayment((s) => progressOf(s).methodReady);
  const billingSaved = usePayment((s) => !!s.billing);
  return { lastCompletedPaymentStep, methodReady, billingSaved };
}

/** A saved method not yet paid with: closing the tab would drop it with the tab's stores. */
export function useSavedMethod(): boolean {
  const saved = usePayment(
    (s) => !!(s.card || s.paypalNonce || s.venmoNonce || s.applePayNonce || s.googlePayNonce),
  );
  const paid = usePayment((s) => !!s.result);
  return saved && !paid;
}

export interface Live {
  view: PaymentView;
  cardTyped: boolean;
  /** The document path of this page (basename included) and its history index, for Back/Forward. */
  documentPath: string;
  index: number | null;
}

/** Card details typed and not saved: the moment the card is saved (its Continue), nothing typed is at risk any more. */
export function unsavedCard(live: Live): boolean {
  return live.cardTyped && !getPayment().card;
}

/** A tokenised method (saved card, wallet approval) not yet paid with, as the stores say now. */
export function tokenisedMethod(): boolean {
  const s = getPayment();
  return !s.result && !!(s.card || s.paypalNonce || s.venmoNonce || s.applePayNonce || s.googlePayNonce);
}

/** Leaving confirmed with a tokenised method: it is removed, and the page starts again at the
 *  method view (the views after it were done with the removed method). */
export function dropSavedMethod() {
  resetPaymentData();
  updatePayment({ lastCompletedPaymentStep: 0 });
}

/** What a move from the live view would lose (spec §4 Leaving). */
export function lossOf(live: Live, to: Destination): LeaveLoss | null {
  return leaveLoss({ from: live.view, to, cardTyped: unsavedCard(live), savedMethod: tokenisedMethod() });
}
