import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { PaymentMethod } from '@join/domain';
import type { Package, PayResponse, PricingResponse, ServiceCode } from '@join/schemas';
import { tabPersist } from './persist';

// spec §3 Payment state and §4 Payment views / Method choice / Submit. The checkout remote owns
// it. Card data never lives here: only nonces, the last four digits and the card type.
export type PaymentView = 'BILLING' | 'PAYMENT' | 'REVIEW';

export interface ConsentData {
  isRequired: boolean;
  termsAndConditions: boolean;
  marketingOptIn: boolean;
}

export interface BillingDetails {
  firstName: string;
  lastName: string;
  email: string;
  billingAddress: string;
  billingAddress2?: string;
  city: string;
  country: string;
  region: string;
  postalCode: string;
  timezone: string;
}

/** An address an alternative method (PayPal, Apple Pay, Venmo) supplied (spec §3 Address). */
export interface WalletAddress {
  billingAddress: string;
  billingAddress2?: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface SavedCard {
  nonce: string;
  lastFour: string;
  cardType: string;
  /** First six digits (3-D Secure's lookup wants them). */
  bin?: string;
  /** Spec §7 (GB, UKPayment): the nonce is the one 3-D Secure answered (a retry of Pay does not verify again). */
  threeDSecured?: boolean;
}

export interface ClientTokenInfo {
  country: string;
  clientToken: string;
  provider: 'sandbox' | 'braintree';
  currencyCode: string;
}

/** What the receipt needs after the stores are gone (spec §2 /receipt). */
export interface PaymentResult {
  response: PayResponse;
  pricing: PricingResponse | null;
  selectedPackage: { package: Package; services?: ServiceCode[] } | null;
  invite: boolean;
}

export interface PaymentState {
  /** Whose checkout this is (signupId, or the invitee's userId): another one starts afresh. */
  owner: string | null;
  braintreeToken: ClientTokenInfo | null;
  consentData: ConsentData;
  isPayingForCoparent: boolean;
  isSubmitting: boolean;
  lastCompletedPaymentStep: number;
  paymentMethod: PaymentMethod;
  card: SavedCard | null;
  paypalNonce: string | null;
  venmoNonce: string | null;
  venmoUsername: string | null;
  applePayNonce: string | null;
  googlePayNonce: string | null;
  /** Billing address a wallet supplied; when set the billing step is skipped (spec §2). */
  walletAddress: WalletAddress | null;
  billing: BillingDetails | null;
  /** What the visitor typed in the billing form and has not sent yet: a reload, Back or a trip
   *  to another view finds it again (CONTRACTS#a-sign-up-people-finish 7). Cleared once the billing is saved. */
  billingDraft: Partial<BillingDetails> | null;
  view: PaymentView;
  hasSubscriptionCode: boolean;
  subscriptionCode: string;
  /** The codes last sent to pricing; promo codes are cleared on load (spec §4). */
  appliedCodes: string[];
  promoCodes: string[];
  pricing: PricingResponse | null;
  /** One Idempotency-Key per pay attempt, reused when the same attempt is retried. */
  attemptKey: string | null;
  result: PaymentResult | null;
}

/** spec §4 'Reset payment data' clears every method's data. */
export const clearedMethodData: Pick<
  PaymentState,
  | 'card'
  | 'paypalNonce'
  | 'venmoNonce'
  | 'venmoUsername'
  | 'applePayNonce'
  | 'googlePayNonce'
  | 'walletAddress'
  | 'attemptKey'
> = {
  card: null,
  paypalNonce: null,
  venmoNonce: null,
  venmoUsername: null,
  applePayNonce: null,
  googlePayNonce: null,
  walletAddress: null,
  attemptKey: null,
};

const initial: PaymentState = {
  owner: null,
  braintreeToken: null,
  consentData: { isRequired: false, termsAndConditions: false, marketingOptIn: true },
  isPayingForCoparent: false,
  isSubmitting: false,
  lastCompletedPaymentStep: 0,
  paymentMethod: 'CREDIT_CARD',
  ...clearedMethodData,
  billing: null,
  billingDraft: null,
  view: 'PAYMENT',
  hasSubscriptionCode: false,
  subscriptionCode: '',
  appliedCodes: [],
  promoCodes: [],
  pricing: null,
  result: null,
};

const usePaymentStore = create<PaymentState>()(
  persist(() => ({ ...initial }), {
    ...tabPersist<PaymentState>('payment'),
    // A reload must not leave the page stuck in a submitting state.
    partialize: (s) => ({ ...s, isSubmitting: false }),
  }),
);

export function usePayment<T>(selector: (state: PaymentState) => T): T {
  return usePaymentStore(selector);
}

export function getPayment(): PaymentState {
  return usePaymentStore.getState();
}

export function updatePayment(patch: Partial<PaymentState>) {
  usePaymentStore.setState(patch);
}

export function resetPaymentData() {
  usePaymentStore.setState({ ...clearedMethodData });
}

/** spec §4 Method choice: choosing one method clears the data of the others. */
export function choosePaymentMethod(method: PaymentMethod) {
  const s = usePaymentStore.getState();
  if (s.paymentMethod === method) return;
  usePaymentStore.setState({ ...clearedMethodData, paymentMethod: method });
}

export function resetPayment() {
  usePaymentStore.setState({ ...initial });
}
