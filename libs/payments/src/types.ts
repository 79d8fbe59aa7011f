import type { WalletAddress } from '@join/state';
// One interface for every payment method (spec §3 Payment methods, §7 Other behaviour), so the
// checkout screens never know whether Braintree or the local sandbox is behind it.
import type { CardFieldState } from '@join/schemas';

export type CardFieldName = 'number' | 'expirationDate' | 'cvv';
export type CardFieldStates = Record<CardFieldName, CardFieldState>;
export type WalletMethod = 'PAYPAL' | 'VENMO' | 'APPLE_PAY' | 'GOOGLE_PAY';
export type PaymentProviderName = 'sandbox' | 'braintree';

/** spec §3 Address: how an alternative method's address maps onto the billing fields (one
 *  type, kept in the payment store). */
export type WalletBillingAddress = WalletAddress;

export interface WalletAuthorization {
  method: WalletMethod;
  nonce: string;
  email: string | null;
  username: string | null;
  address: WalletBillingAddress | null;
}

export interface TokenizedCard {
  nonce: string;
  lastFour: string;
  cardType: string;
  /** First six digits, as the provider's tokenize payload gives them (for 3-D Secure). */
  bin?: string;
}

/**
 * Spec §7 GB step (flag UKPayment): what 3-D Secure 2 is run with, after the card is
 * tokenised and before the order is paid. Shaped after braintree-web's verifyCard options.
 */
export interface ThreeDSecureRequest {
  /** What is charged today, in the order's currency. */
  amount: number;
  nonce: string;
  bin: string | null;
  email: string | null;
  /** The billing step's address. */
  billingAddress: {
    givenName: string;
    surname: string;
    streetAddress: string;
    extendedAddress?: string;
    locality: string;
    region?: string;
    postalCode: string;
    countryCodeAlpha2: string;
  };
  /**
   * The words of the sandbox's challenge (it stands in for the bank's page, which Braintree
   * draws itself), in the visitor's language. Braintree ignores them.
   */
  challengeTexts: { title: string; body: string; approve: string; fail: string };
}

/** The verification's result; the nonce to pay with is the one it answers (the first is spent). */
export interface ThreeDSecureOutcome {
  nonce: string;
  status: string;
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
}

export interface CardFieldsOptions {
  /** Empty elements the fields are drawn into (hosted-field iframes or sandbox inputs). */
  containers: Record<CardFieldName, HTMLElement>;
  /** Ids of the visible labels, so the inputs are named by them. */
  labelIds: Record<CardFieldName, string>;
  /** Ids of the error texts under each field, for aria-describedby. */
  errorIds: Record<CardFieldName, string>;
  placeholders?: Partial<Record<CardFieldName, string>>;
  /** spec §9 hide flags per package. */
  hiddenBrands?: { amex?: boolean; discover?: boolean };
  onStateChange: (state: CardFieldStates) => void;
  /** Whether any field holds something typed (CONTRACTS#a-sign-up-people-finish 7: leaving then loses it). */
  onInputChange?: (hasInput: boolean) => void;
  /** The card's brand once the number shows only one (hosted fields' cardTypeChange), else null. */
  onCardTypeChange?: (brand: CardBrandInfo | null) => void;
}

/** A card brand as card-validator and Braintree's hosted fields describe it. */
export interface CardBrandInfo {
  /** 'visa', 'mastercard', 'american-express', 'discover', 'jcb', 'maestro', 'unionpay', 'diners-club'… */
  type: string;
  niceType: string;
  gaps: number[];
  lengths: number[];
  /** The security code's name on this brand (CVV, CID, CVC…) and its length. */
  code: { name: string; size: number };
}

export interface CardFields {
  tokenize(): Promise<TokenizedCard>;
  /** Marks every field touched and blurred so all errors show (a submit with an empty card). */
  revealErrors(): void;
  teardown(): Promise<void>;
}

export interface PayPalButtonOptions {
  container: HTMLElement;
  currency: string;
  onAuthorized: (authorization: WalletAuthorization) => void;
  onCancel: () => void;
  onError: (error: unknown) => void;
}

export interface ApplePayRequest {
  amount: number;
  currency: string;
  label: string;
}

/** What the Google Pay sheet shows and charges: the amount today, in the order's currency. */
export interface GooglePayRequest {
  amount: number;
  currency: string;
  /** The market the order is sold in (ISO alpha-2), Google Pay's transaction country. */
  country: string;
}

export interface PaymentsClient {
  readonly provider: PaymentProviderName;
  /** Device data for fraud checks (spec §7: device data collection). */
  collectDeviceData(): Promise<string | null>;
  createCardFields(options: CardFieldsOptions): Promise<CardFields>;
  /** Draws the PayPal button; resolves to a function that removes it. */
  renderPayPalButton(options: PayPalButtonOptions): Promise<() => void>;
  isVenmoSupported(): Promise<boolean>;
  authorizeVenmo(): Promise<WalletAuthorization>;
  isApplePaySupported(): Promise<boolean>;
  authorizeApplePay(request: ApplePayRequest): Promise<WalletAuthorization>;
  /** Whether this browser and the visitor's Google account can pay with Google Pay. */
  isGooglePaySupported(): Promise<boolean>;
  authorizeGooglePay(request: GooglePayRequest): Promise<WalletAuthorization>;
  /**
   * 3-D Secure 2 for a tokenised card. Resolves with the result, liability shifted or not (a
   * failed challenge resolves too); rejects with PaymentFailedError('CREDIT_CARD', 'three-d-secure')
   * when the verification could not run or the visitor closed the challenge.
   */
  verifyCard(request: ThreeDSecureRequest): Promise<ThreeDSecureOutcome>;
  teardown(): Promise<void>;
}

/** The visitor closed the wallet's window: not an error to show. */
export class PaymentCancelledError extends Error {
  constructor(public readonly method: WalletMethod) {
    super(`${method} cancelled`);
    this.name = 'PaymentCancelledError';
  }
}

export class PaymentFailedError extends Error {
  constructor(
    public readonly method: WalletMethod | 'CREDIT_CARD',
    public readonly code: string,
  ) {
    super(`${method} failed: ${code}`);
    this.name = 'PaymentFailedError';
  }
}
