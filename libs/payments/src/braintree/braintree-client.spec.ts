import { createBraintreeClient } from './braintree-client';
import type { BraintreeSdk, BtHostedFieldsEvent } from './sdk';
import {
  PaymentCancelledError,
  PaymentFailedError,
  type CardFieldStates,
  type ThreeDSecureRequest,
} from '../types';

// Fakes shaped like braintree-web's modules (@types/braintree-web): they record the options the
// adapter passes, so these tests pin the spec §7 settings (vault flow, multi-use Venmo, Apple
// Pay version 3...) without a network.
/** What the fake three-d-secure module's verifyCard does: resolve a payload, or reject like braintree-web. */
type VerifyBehaviour = { payload?: Record<string, unknown>; error?: { code: string } };

/** What Google's fake PaymentsClient answers: isReadyToPay's result and the sheet's failure. */
const googleReady = { value: true };
const googleSheet: { error: unknown } = { error: null };

function fakeSdk(verify: VerifyBehaviour = {}) {
  googleReady.value = true;
  googleSheet.error = null;
  const calls: Record<string, unknown[]> = {};
  const threeDSecureTeardown = jest.fn(async () => undefined);
  const record = (name: string, value: unknown) => (calls[name] ??= []).push(value);
  const handlers: Record<string, (e: BtHostedFieldsEvent) => void> = {};
  const client = {
    getConfiguration: () => ({ gatewayConfiguration: { paypal: { clientId: 'pp-client' } } }),
    teardown: jest.fn(async () => undefined),
  };
  const buttons = { render: jest.fn(async () => undefined), close: jest.fn(async () => undefined) };
  let buttonOptions: Record<string, any> = {};
  const sessions: any[] = [];
  class FakeSession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => true;
    onvalidatemerchant: any = null;
    onpaymentauthorized: any = null;
    oncancel: any = null;
    completeMerchantValidation = jest.fn();
    completePayment = jest.fn();
    abort = jest.fn();
    begin = jest.fn();
    constructor(
      public version: number,
      public request: any,
    ) {
      sessions.push(this);
    }
  }
  const sdk: BraintreeSdk = {
    client: { create: async (o) => (record('client', o), client) },
    dataCollector: {
      create: async (o) => (
        record('dataCollector', o),
        { deviceData: '{"device_session_id":"abc"}', teardown: async () => undefined }
      ),
    },
    hostedFields: {
      create: async (o) => {
        record('hostedFields', o);
        return {
          on: (event: string, handler: (e: BtHostedFieldsEvent) => void) => void (handlers[event] = handler),
          tokenize: async () => ({ nonce: 'card-nonce', details: { lastFour: '1111', cardType: 'Visa' } }),
          teardown: async () => undefined,
        };
      },
    },
    paypalCheckout: {
      create: async (o) => {
        record('paypalCheckout', o);
        return {
          createPayment: async (p) => (record('createPayment', p), 'BA-TOKEN'),
          tokenizePayment: async () => ({
            nonce: 'pp-nonce',
            details: {
              email: 'payer@example.com',
              billingAddress: {
                line1: '1 Main St',
                city: 'Austin',
                state: 'TX',
                postalCode: '78701',
                countryCode: 'US',
              },
            },
          }),
        };
      },
    },
    venmo: {
      create: async (o) => {
        record('venmo', o);
        return {
          isBrowserSupported: () => true,
          tokenize: async () => ({
            nonce: 'venmo-nonce',
            details: {
              username: '@venmo-user',
              payerInfo: {
                billingAddress: {
                  addressLine1: '9 Elm',
                  adminArea2: 'Reno',
                  adminArea1: 'NV',
                  postalCode: '89501',
                  countryCode: 'USA',
                },
              },
            },
          }),
        };
      },
    },
    applePay: {
      create: async () => ({
        createPaymentRequest: (r) => (record('applePayRequest', r), { ...r, built: true }),
        performValidation: async () => ({ merchant: 'session' }),
        tokenize: async () => ({ nonce: 'ap-nonce' }),
      }),
    },
    threeDSecure: {
      create: async (o) => {
        record('threeDSecure', o);
        return {
          verifyCard: async (options) => {
            record('verifyCard', options);
            // braintree-web calls onLookupComplete between the lookup and the challenge; the challenge waits for next().
            await new Promise<void>((next) =>
              options.onLookupComplete!({ requiresUserAuthentication: true }, next),
            );
            if (verify.error) throw Object.assign(new Error('3ds'), verify.error);
            return (verify.payload ?? {}) as never;
          },
          teardown: threeDSecureTeardown,
        };
      },
    },
    googlePayment: {
      create: async (o) => {
        record('googlePayment', o);
        return {
          // As braintree-web builds it from the client token: one CARD method tokenised by Braintree.
          createPaymentDataRequest: (overrides = {}) => ({
            apiVersion: 2,
            apiVersionMinor: 0,
            allowedPaymentMethods: [
              {
                type: 'CARD',
                parameters: {
                  allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
                  allowedCardNetworks: ['VISA'],
                },
                tokenizationSpecification: {},
              },
            ],
            ...overrides,
          }),
          parseResponse: async (data: any) => (
            record('parseResponse', data),
            { nonce: 'gp-nonce', details: { cardType: 'Visa', lastFour: '1111' } }
          ),
        };
      },
    },
    loadPayPalScript: async (o) => {
      record('loadPayPalScript', o);
      return { FUNDING: { PAYPAL: 'paypal' }, Buttons: (opts) => ((buttonOptions = opts), buttons) };
    },
    loadGooglePayScript: async () => ({
      PaymentsClient: class {
        constructor(options: { environment: string }) {
          record('googlePaymentsClient', options);
        }
        isReadyToPay = async (r: Record<string, unknown>) => (
          record('isReadyToPay', r),
          { result: googleReady.value }
        );
        loadPaymentData = async (r: Record<string, unknown>) => {
          record('loadPaymentData', r);
          if (googleSheet.error) throw googleSheet.error;
          return {
            email: 'gp@example.com',
            paymentMethodData: {
              info: {
                billingAddress: {
                  address1: '7 Oak Ave',
                  address2: 'Apt 2',
                  locality: 'Denver',
                  administrativeArea: 'CO',
                  postalCode: '80202',
                  countryCode: 'US',
                },
              },
            },
          };
        };
      } as any,
    }),
    applePaySession: FakeSession as any,
  };
  return {
    sdk,
    calls,
    handlers,
    buttons,
    sessions,
    threeDSecureTeardown,
    getButtonOptions: () => buttonOptions,
  };
}

const event = (
  emittedBy: string,
  field: Partial<{ isValid: boolean; isPotentiallyValid: boolean; isEmpty: boolean }>,
): BtHostedFieldsEvent => ({
  emittedBy,
  fields: {
    [emittedBy]: { isValid: false, isPotentiallyValid: true, isEmpty: false, isFocused: true, ...field },
  },
});

function containers() {
  const make = (id: string) => Object.assign(document.createElement('div'), { id });
  return { number: make('cc-number'), expirationDate: make('cc-exp'), cvv: make('cc-cvv') };
}

describe('Braintree adapter', () => {
  it('creates the client with the API client token and collects device data', async () => {
    const { sdk, calls } = fakeSdk();
    const payments = await createBraintreeClient('bt-token', sdk);
    expect(calls.client).toEqual([{ authorization: 'bt-token' }]);
    expect(await payments.collectDeviceData()).toBe('{"device_session_id":"abc"}');
    expect(payments.provider).toBe('braintree');
  });

  it('draws hosted fields into the containers, hides brands and reports spec §4 field states', async () => {
    const { sdk, calls, handlers } = fakeSdk();
    const payments = await createBraintreeClient('t', sdk);
    const states: CardFieldStates[] = [];
    const brands: unknown[] = [];
    const fields = await payments.createCardFields({
      containers: containers(),
      labelIds: { number: 'l1', expirationDate: 'l2', cvv: 'l3' },
      errorIds: { number: 'e1', expirationDate: 'e2', cvv: 'e3' },
      hiddenBrands: { amex: true },
      onStateChange: (s) => states.push(s),
      onCardTypeChange: (b) => brands.push(b),
    });
    const options = calls.hostedFields[0] as any;
    expect(options.fields.number.container).toBe('#cc-number');
    expect(options.fields.expirationDate.placeholder).toBe('MM/YY');
    expect(options.supportedCardBrands).toEqual({ 'american-express': false, discover: true });
    handlers.notEmpty(event('number', {}));
    expect(states.at(-1)!.number).toEqual({
      isValid: false,
      isPotentiallyValid: true,
      touched: true,
      hasBlurred: false,
    });
    handlers.blur(event('number', { isValid: false }));
    expect(states.at(-1)!.number.hasBlurred).toBe(true);
    handlers.validityChange(event('number', { isPotentiallyValid: false }));
    expect(states.at(-1)!.number.isPotentiallyValid).toBe(false);
    expect(await fields.tokenize()).toEqual({ nonce: 'card-nonce', lastFour: '1111', cardType: 'Visa' });
    // The hosted fields' cardTypeChange gives the brand once only one fits.
    handlers.cardTypeChange({
      ...event('number', {}),
      cards: [{ type: 'visa', niceType: 'Visa', code: { name: 'CVV', size: 3 } }],
    });
    expect(brands.at(-1)).toMatchObject({ type: 'visa', niceType: 'Visa', code: { size: 3 } });
    handlers.cardTypeChange({ ...event('number', {}), cards: [] });
    expect(brands.at(-1)).toBeNull();
  });

  it('says whether any hosted field holds something typed', async () => {
    const { sdk, handlers } = fakeSdk();
    const payments = await createBraintreeClient('t', sdk);
    const reports: boolean[] = [];
    await payments.createCardFields({
      containers: containers(),
      labelIds: { number: 'l1', expirationDate: 'l2', cvv: 'l3' },
      errorIds: { number: 'e1', expirationDate: 'e2', cvv: 'e3' },
      onStateChange: () => undefined,
      onInputChange: (hasInput) => reports.push(hasInput),
    });
    const both = (numberEmpty: boolean, cvvEmpty: boolean, emittedBy: string): BtHostedFieldsEvent => ({
      emittedBy,
      fields: {
        number: { isValid: false, isPotentiallyValid: true, isEmpty: numberEmpty, isFocused: false },
        expirationDate: { isValid: false, isPotentiallyValid: true, isEmpty: true, isFocused: false },
        cvv: { isValid: false, isPotentiallyValid: true, isEmpty: cvvEmpty, isFocused: false },
      },
    });
    handlers.notEmpty(both(false, true, 'number'));
    handlers.notEmpty(both(false, false, 'cvv'));
    handlers.empty(both(true, false, 'number'));
    expect(reports).toEqual([true]);
    handlers.empty(both(true, true, 'cvv'));
    expect(reports).toEqual([true, false]);
  });

  it('PayPal uses the vault flow through @paypal/paypal-js and maps the billing address', async () => {
    const { sdk, calls, buttons, getButtonOptions } = fakeSdk();
    const payments = await createBraintreeClient('t', sdk);
    const onAuthorized = jest.fn();
    const container = document.createElement('div');
    await payments.renderPayPalButton({
      container,
      currency: 'USD',
      onAuthorized,
      onCancel: jest.fn(),
      onError: jest.fn(),
    });
    expect(calls.loadPayPalScript[0]).toMatchObject({
      clientId: 'pp-client',
      vault: true,
      intent: 'tokenize',
      currency: 'USD',
    });
    expect(buttons.render).toHaveBeenCalledWith(container);
    await getButtonOptions().createBillingAgreement();
    expect(calls.createPayment[0]).toMatchObject({ flow: 'vault' });
    await getButtonOptions().onApprove({ billingToken: 'BA-TOKEN' });
    expect(onAuthorized).toHaveBeenCalledWith({
      method: 'PAYPAL',
      nonce: 'pp-nonce',
      email: 'payer@example.com',
      username: null,
      address: {
        billingAddress: '1 Main St',
        city: 'Austin',
        region: 'TX',
        postalCode: '78701',
        country: 'US',
      },
    });
  });

  it('Venmo is multi-use with desktop allowed, and USA becomes US', async () => {
    const { sdk, calls } = fakeSdk();
    const payments = await createBraintreeClient('t', sdk);
    expect(await payments.isVenmoSupported()).toBe(true);
    const auth = await payments.authorizeVenmo();
    expect(calls.venmo[0]).toMatchObject({ allowDesktop: true, paymentMethodUsage: 'multi_use' });
    expect(auth).toMatchObject({ method: 'VENMO', nonce: 'venmo-nonce', username: '@venmo-user' });
    expect(auth.address?.country).toBe('US');
  });

  it('a cancelled Venmo window is a cancellation, not a failure', async () => {
    const { sdk } = fakeSdk();
    sdk.venmo.create = async () => ({
      isBrowserSupported: () => true,
      tokenize: async () => Promise.reject(Object.assign(new Error('x'), { code: 'VENMO_CANCELED' })),
    });
    const payments = await createBraintreeClient('t', sdk);
    await expect(payments.authorizeVenmo()).rejects.toBeInstanceOf(PaymentCancelledError);
  });

  it('Apple Pay opens a version 3 session with the spec networks and a two-decimal amount', async () => {
    const { sdk, calls, sessions } = fakeSdk();
    const payments = await createBraintreeClient('t', sdk);
    expect(await payments.isApplePaySupported()).toBe(true);
    const pending = payments.authorizeApplePay({ amount: 129.5, currency: 'USD', label: 'Harbor' });
    await new Promise((r) => setTimeout(r, 0));
    const session = sessions[0];
    expect(session.version).toBe(3);
    expect(calls.applePayRequest[0]).toEqual({
      total: { label: 'Harbor', amount: '129.50' },
      currencyCode: 'USD',
      countryCode: 'US',
      supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
      merchantCapabilities: ['supports3DS'],
      requiredBillingContactFields: ['postalAddress'],
    });
    expect(session.begin).toHaveBeenCalled();
    session.onpaymentauthorized({
      payment: {
        token: {},
        billingContact: {
          addressLines: ['5 Bay Rd'],
          locality: 'Miami',
          administrativeArea: 'FL',
          postalCode: '33101',
          countryCode: 'US',
        },
      },
    });
    await expect(pending).resolves.toMatchObject({
      method: 'APPLE_PAY',
      nonce: 'ap-nonce',
      address: { billingAddress: '5 Bay Rd', city: 'Miami' },
    });
    expect(session.completePayment).toHaveBeenCalledWith(0);
  });

  it('Apple Pay reports an empty nonce as a failure', async () => {
    const { sdk, sessions } = fakeSdk();
    const base = await sdk.applePay.create({ client: {} as any });
    sdk.applePay.create = async () => ({ ...base, tokenize: async () => ({ nonce: '' }) });
    const payments = await createBraintreeClient('t', sdk);
    const pending = payments.authorizeApplePay({ amount: 10, currency: 'USD', label: 'Harbor' });
    await new Promise((r) => setTimeout(r, 0));
    sessions[0].onpaymentauthorized({ payment: { token: {} } });
    await expect(pending).rejects.toEqual(new PaymentFailedError('APPLE_PAY', 'empty-nonce'));
    expect(sessions[0].completePayment).toHaveBeenCalledWith(1);
  });

  it('Apple Pay is unsupported without ApplePaySession', async () => {
    const { sdk } = fakeSdk();
    delete sdk.applePaySession;
    const payments = await createBraintreeClient('t', sdk);
    expect(await payments.isApplePaySupported()).toBe(false);
  });

  describe('Google Pay through braintree-web google-payment', () => {
    it("asks Google whether the visitor can pay with the component's own card methods, in the token's environment", async () => {
      const { sdk, calls } = fakeSdk();
      const payments = await createBraintreeClient('t', sdk);
      expect(await payments.isGooglePaySupported()).toBe(true);
      expect(calls.googlePayment).toEqual([{ client: expect.anything(), googlePayVersion: 2 }]);
      expect(calls.googlePaymentsClient).toEqual([{ environment: 'TEST' }]);
      expect(calls.isReadyToPay[0]).toEqual({
        apiVersion: 2,
        apiVersionMinor: 0,
        allowedPaymentMethods: [expect.objectContaining({ type: 'CARD' })],
        existingPaymentMethodRequired: true,
      });
      googleReady.value = false;
      expect(await (await createBraintreeClient('t', sdk)).isGooglePaySupported()).toBe(false);
    });

    it('opens the sheet for the amount today with the billing address and email, and pays with its nonce', async () => {
      const { sdk, calls } = fakeSdk();
      const payments = await createBraintreeClient('t', sdk);
      const auth = await payments.authorizeGooglePay({ amount: 129.5, currency: 'USD', country: 'US' });
      const request = calls.loadPaymentData[0] as any;
      expect(request.transactionInfo).toEqual({
        currencyCode: 'USD',
        countryCode: 'US',
        totalPriceStatus: 'FINAL',
        totalPrice: '129.50',
      });
      expect(request.emailRequired).toBe(true);
      expect(request.allowedPaymentMethods[0].parameters).toMatchObject({
        billingAddressRequired: true,
        billingAddressParameters: { format: 'FULL' },
      });
      expect(auth).toEqual({
        method: 'GOOGLE_PAY',
        nonce: 'gp-nonce',
        email: 'gp@example.com',
        username: null,
        address: {
          billingAddress: '7 Oak Ave',
          billingAddress2: 'Apt 2',
          city: 'Denver',
          region: 'CO',
          postalCode: '80202',
          country: 'US',
        },
      });
    });

    it('a closed sheet is a cancel, any other failure a failure', async () => {
      const { sdk } = fakeSdk();
      const payments = await createBraintreeClient('t', sdk);
      googleSheet.error = { statusCode: 'CANCELED' };
      await expect(
        payments.authorizeGooglePay({ amount: 10, currency: 'USD', country: 'US' }),
      ).rejects.toBeInstanceOf(PaymentCancelledError);
      googleSheet.error = { statusCode: 'DEVELOPER_ERROR' };
      await expect(
        payments.authorizeGooglePay({ amount: 10, currency: 'USD', country: 'US' }),
      ).rejects.toEqual(new PaymentFailedError('GOOGLE_PAY', 'DEVELOPER_ERROR'));
    });

    it("is unsupported when Google's pay.js cannot load", async () => {
      const { sdk } = fakeSdk();
      sdk.loadGooglePayScript = async () => null;
      const payments = await createBraintreeClient('t', sdk);
      expect(await payments.isGooglePaySupported()).toBe(false);
    });
  });

  describe('3-D Secure 2 for GB cards (spec §7)', () => {
    const request: ThreeDSecureRequest = {
      amount: 199.99,
      nonce: 'card-nonce',
      bin: '400000',
      email: 'ana@example.com',
      billingAddress: {
        givenName: 'Ana',
        surname: 'Diaz',
        streetAddress: '221B Baker Street',
        extendedAddress: 'Flat 2',
        locality: 'London',
        region: 'ENG',
        postalCode: 'NW1 6XE',
        countryCodeAlpha2: 'GB',
      },
      challengeTexts: { title: 't', body: 'b', approve: 'a', fail: 'f' },
    };
    const shifted = {
      nonce: 'verified-nonce',
      liabilityShifted: true,
      liabilityShiftPossible: true,
      threeDSecureInfo: {
        status: 'authenticate_successful',
        liabilityShifted: true,
        liabilityShiftPossible: true,
      },
    };

    it('creates threeDSecure version 2 and verifies with the amount, nonce, bin, email and billing address', async () => {
      const { sdk, calls, threeDSecureTeardown } = fakeSdk({ payload: shifted });
      const payments = await createBraintreeClient('t', sdk);
      const outcome = await payments.verifyCard(request);
      expect(outcome).toEqual({
        nonce: 'verified-nonce',
        status: 'authenticate_successful',
        liabilityShifted: true,
        liabilityShiftPossible: true,
      });
      expect(calls.threeDSecure[0]).toMatchObject({ version: 2, client: expect.any(Object) });
      expect(calls.verifyCard[0]).toMatchObject({
        amount: '199.99',
        nonce: 'card-nonce',
        bin: '400000',
        email: 'ana@example.com',
        billingAddress: {
          givenName: 'Ana',
          surname: 'Diaz',
          streetAddress: '221B Baker Street',
          extendedAddress: 'Flat 2',
          locality: 'London',
          region: 'ENG',
          postalCode: 'NW1 6XE',
          countryCodeAlpha2: 'GB',
        },
        additionalInformation: { acsWindowSize: expect.stringMatching(/^0[35]$/) },
      });
      expect(threeDSecureTeardown).toHaveBeenCalled();
    });

    it('a failed challenge resolves with the liability not shifted (the server then refuses it)', async () => {
      const { sdk } = fakeSdk({
        payload: {
          nonce: 'failed-nonce',
          liabilityShifted: false,
          liabilityShiftPossible: true,
          threeDSecureInfo: {
            status: 'authenticate_failed',
            liabilityShifted: false,
            liabilityShiftPossible: true,
          },
        },
      });
      const payments = await createBraintreeClient('t', sdk);
      expect(await payments.verifyCard(request)).toEqual({
        nonce: 'failed-nonce',
        status: 'authenticate_failed',
        liabilityShifted: false,
        liabilityShiftPossible: true,
      });
    });

    it('a verification that cannot run, or a cancelled challenge, is a card failure', async () => {
      const failing = fakeSdk({ error: { code: 'THREEDS_LOOKUP_ERROR' } });
      await expect((await createBraintreeClient('t', failing.sdk)).verifyCard(request)).rejects.toEqual(
        new PaymentFailedError('CREDIT_CARD', 'three-d-secure'),
      );
      expect(failing.threeDSecureTeardown).toHaveBeenCalled();
      const cancelled = fakeSdk({ error: { code: 'THREEDS_CARDINAL_SDK_CANCELED' } });
      await expect((await createBraintreeClient('t', cancelled.sdk)).verifyCard(request)).rejects.toEqual(
        new PaymentFailedError('CREDIT_CARD', 'three-d-secure-cancelled'),
      );
    });
  });
});
