// The parts of braintree-web and @paypal/paypal-js the adapters call, as narrow interfaces that
// the real modules satisfy (see @types/braintree-web) and the unit tests fake. The real modules
// are loaded with dynamic import, so only the payment page downloads them, and only when the
// API's client token says Braintree.

export interface BtHostedFieldData {
  isValid: boolean;
  isPotentiallyValid: boolean;
  isEmpty: boolean;
  isFocused: boolean;
}
export interface BtHostedFieldsCard {
  type: string;
  niceType: string;
  code: { name: string; size: number };
}
export interface BtHostedFieldsEvent {
  emittedBy: string;
  fields: Record<string, BtHostedFieldData>;
  /** On cardTypeChange: the brands the number could still be (one once it is known). */
  cards?: BtHostedFieldsCard[];
}
export interface BtHostedFields {
  on(
    event: 'validityChange' | 'blur' | 'focus' | 'empty' | 'notEmpty' | 'cardTypeChange',
    handler: (e: BtHostedFieldsEvent) => void,
  ): void;
  tokenize(): Promise<{ nonce: string; details: { lastFour: string; cardType: string; bin?: string } }>;
  teardown(): Promise<void>;
}
export interface BtClient {
  getConfiguration(): { gatewayConfiguration: { paypal?: { clientId?: string } } & Record<string, any> };
  teardown?(): Promise<void>;
}
export interface BtDataCollector {
  deviceData: string;
  teardown(): Promise<void>;
}
export interface BtPayPalCheckout {
  createPayment(options: {
    flow: 'vault';
    enableShippingAddress?: boolean;
    billingAgreementDescription?: string;
  }): Promise<string>;
  tokenizePayment(data: any): Promise<{ nonce: string; details: { email?: string; billingAddress?: any } }>;
  teardown?(): Promise<void>;
}
export interface BtVenmo {
  isBrowserSupported(): boolean;
  tokenize(): Promise<{ nonce: string; details: { username?: string; payerInfo?: any } }>;
  teardown?(): Promise<void>;
}
export interface BtApplePay {
  createPaymentRequest(request: Record<string, any>): Record<string, any>;
  performValidation(options: { validationURL: string; displayName?: string }): Promise<any>;
  tokenize(options: { token: any }): Promise<{ nonce: string; details?: any }>;
}
/** braintree-web three-d-secure (version 2): the verifyCard options and payload we use (@types/braintree-web ThreeDSecure). */
export interface BtThreeDSecureVerifyOptions {
  amount: string;
  nonce: string;
  bin?: string;
  email?: string;
  collectDeviceData?: boolean;
  billingAddress?: Record<string, string | undefined>;
  additionalInformation?: Record<string, unknown>;
  onLookupComplete?: (data: { requiresUserAuthentication?: boolean }, next: () => void) => void;
}
export interface BtThreeDSecurePayload {
  nonce: string;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
  threeDSecureInfo?: { status?: string; liabilityShifted?: boolean; liabilityShiftPossible?: boolean };
}
export interface BtThreeDSecure {
  verifyCard(options: BtThreeDSecureVerifyOptions): Promise<BtThreeDSecurePayload>;
  teardown(): Promise<void>;
}

/** braintree-web google-payment (Google Pay API version 2): the request it builds from the
 *  client token's configuration, and the nonce it reads from Google's answer. */
export interface BtGooglePayment {
  createPaymentDataRequest(
    overrides?: Record<string, any>,
  ): { allowedPaymentMethods: { type: string; parameters: Record<string, any> }[] } & Record<string, any>;
  parseResponse(
    paymentData: any,
  ): Promise<{ nonce: string; details?: { cardType?: string; lastFour?: string } }>;
  teardown?(): Promise<void>;
}
/** Google's pay.js PaymentsClient. */
export interface GooglePaymentsClientLike {
  isReadyToPay(request: Record<string, any>): Promise<{ result: boolean }>;
  loadPaymentData(request: Record<string, any>): Promise<any>;
}
export interface GooglePayApi {
  PaymentsClient: new (options: { environment: 'TEST' | 'PRODUCTION' }) => GooglePaymentsClientLike;
}

export interface PayPalButtonsApi {
  FUNDING?: { PAYPAL?: string };
  Buttons?: (options: Record<string, any>) => {
    render(container: HTMLElement): Promise<void>;
    close?(): Promise<void>;
    isEligible?(): boolean;
  };
}
export interface ApplePaySessionLike {
  new (
    version: number,
    request: Record<string, any>,
  ): {
    onvalidatemerchant: ((e: { validationURL: string }) => void) | null;
    onpaymentauthorized: ((e: { payment: { token: any; billingContact?: any } }) => void) | null;
    oncancel: ((e: unknown) => void) | null;
    completeMerchantValidation(session: any): void;
    completePayment(status: number): void;
    abort(): void;
    begin(): void;
  };
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

export interface BraintreeSdk {
  client: { create(options: { authorization: string }): Promise<BtClient> };
  dataCollector: { create(options: { client: BtClient }): Promise<BtDataCollector> };
  hostedFields: { create(options: Record<string, any>): Promise<BtHostedFields> };
  paypalCheckout: { create(options: { client: BtClient }): Promise<BtPayPalCheckout> };
  venmo: { create(options: Record<string, any>): Promise<BtVenmo> };
  applePay: { create(options: { client: BtClient }): Promise<BtApplePay> };
  threeDSecure: { create(options: { client: BtClient; version: 2 }): Promise<BtThreeDSecure> };
  googlePayment: {
    create(options: {
      client: BtClient;
      googlePayVersion: 2;
      googleMerchantId?: string;
    }): Promise<BtGooglePayment>;
  };
  loadPayPalScript(options: Record<string, any>): Promise<PayPalButtonsApi | null>;
  /** Google's pay.js, loaded when Google Pay is first asked about. */
  loadGooglePayScript(): Promise<GooglePayApi | null>;
  applePaySession?: ApplePaySessionLike;
}

const moduleCreate = (mod: any) => (mod.create ? mod : mod.default);

const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

/** Google's pay.js, inserted once; it defines `google.payments.api`. */
function loadGooglePayScript(): Promise<GooglePayApi | null> {
  const api = () => ((globalThis as any).google?.payments?.api as GooglePayApi | undefined) ?? null;
  if (api()) return Promise.resolve(api());
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = GOOGLE_PAY_SCRIPT;
    script.async = true;
    script.onload = () => resolve(api());
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
}

/** Loads the real SDK modules on demand (one chunk per module, fetched in parallel). */
export async function loadBraintreeSdk(): Promise<BraintreeSdk> {
  const [client, dataCollector, hostedFields, paypalCheckout, venmo, applePay, paypalJs] = await Promise.all([
    import('braintree-web/client'),
    import('braintree-web/data-collector'),
    import('braintree-web/hosted-fields'),
    import('braintree-web/paypal-checkout'),
    import('braintree-web/venmo'),
    import('braintree-web/apple-pay'),
    import('@paypal/paypal-js'),
  ]);
  return {
    client: moduleCreate(client),
    dataCollector: moduleCreate(dataCollector),
    hostedFields: moduleCreate(hostedFields),
    paypalCheckout: moduleCreate(paypalCheckout),
    venmo: moduleCreate(venmo),
    applePay: moduleCreate(applePay),
    // Loaded when a GB card needs it (spec §7 GB 3-D Secure), not with the payment page.
    threeDSecure: {
      create: async (options) => moduleCreate(await import('braintree-web/three-d-secure')).create(options),
    },
    // Loaded when Google Pay is first asked about, not with the payment page.
    googlePayment: {
      create: async (options) => moduleCreate(await import('braintree-web/google-payment')).create(options),
    },
    loadPayPalScript: (options) => (paypalJs as any).loadScript(options),
    loadGooglePayScript,
    applePaySession: (globalThis as any).ApplePaySession,
  };
}
