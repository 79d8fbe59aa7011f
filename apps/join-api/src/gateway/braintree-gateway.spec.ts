// The Braintree gateway against a fake standing in for the SDK's gateway object.
import { Readable } from 'node:stream';
import type braintree from 'braintree';
import { braintreeGateway, type BraintreeLike } from './braintree-gateway';

// The adapter reads only what the real SDK's nonce lookup gives: checked by the compiler against
// the SDK's own types, so a fake below cannot drift from them unnoticed.
type SdkNonceFind = braintree.BraintreeGateway['paymentMethodNonce']['find'];
const sdkFindFits: (find: SdkNonceFind) => BraintreeLike['paymentMethodNonce']['find'] = (find) => find;

function fakeSdk(
  saleResult: unknown,
  opts: {
    searchResults?: Record<string, unknown>[];
    voidSucceeds?: boolean;
    nonces?: Record<string, unknown>;
  } = {},
) {
  const calls: {
    sale: Record<string, unknown>[];
    tokens: unknown[];
    voids: string[];
    refunds: string[];
    searches: string[];
    nonceFinds: string[];
  } = {
    sale: [],
    tokens: [],
    voids: [],
    refunds: [],
    searches: [],
    nonceFinds: [],
  };
  const sdk: BraintreeLike = {
    clientToken: { generate: async (o) => (calls.tokens.push(o), { success: true, clientToken: 'ct-123' }) },
    transaction: {
      sale: async (r) => (calls.sale.push(r), saleResult as never),
      void: async (id) => (
        calls.voids.push(id),
        opts.voidSucceeds === false
          ? {
              success: false,
              message: 'Transaction can only be voided if status is authorized or submitted_for_settlement.',
            }
          : { success: true }
      ),
      refund: async (id) => (calls.refunds.push(id), { success: true }),
      search: (build) => {
        build({ orderId: () => ({ is: (value: string) => void calls.searches.push(value) }) });
        return Readable.from(opts.searchResults ?? []);
      },
    },
    // Shaped like the SDK's PaymentMethodNonce: `threeDSecureInfo` only when the nonce went through 3-D Secure.
    paymentMethodNonce: {
      find: async (nonce) => {
        calls.nonceFinds.push(nonce);
        if (!opts.nonces?.[nonce]) throw Object.assign(new Error('Not Found'), { type: 'notFoundError' });
        return opts.nonces[nonce] as never;
      },
    },
  };
  return { sdk, calls };
}

const request = {
  amountMinor: 15936,
  currency: 'GBP',
  nonce: 'nonce-1',
  deviceData: '{}',
  orderId: 'txn_1',
  storeInVault: true,
  customer: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
  billing: { line1: '1 Main', city: 'London', region: 'ENG', postalCode: 'SW1A 1AA', country: 'GB' },
};
const settings = { environment: 'sandbox' as const, merchantAccounts: { GBP: 'acme_gbp' } };

describe('braintree gateway', () => {
  it('sends amount, nonce, merchant account, billing and settlement options to transaction.sale', async () => {
    const { sdk, calls } = fakeSdk({
      success: true,
      transaction: {
        id: 'bt1',
        status: 'submitted_for_settlement',
        paymentInstrumentType: 'credit_card',
        creditCard: { last4: '1111', cardType: 'Visa' },
      },
    });
    const result = await braintreeGateway(sdk, settings).charge(request);
    expect(result).toEqual({
      ok: true,
      transactionId: 'bt1',
      paymentType: 'CREDIT_CARD',
      cardLastFour: '1111',
      cardType: 'Visa',
    });
    expect(calls.sale[0]).toMatchObject({
      amount: '159.36',
      paymentMethodNonce: 'nonce-1',
      merchantAccountId: 'acme_gbp',
      orderId: 'txn_1',
      billing: {
        streetAddress: '1 Main',
        locality: 'London',
        postalCode: 'SW1A 1AA',
        countryCodeAlpha2: 'GB',
      },
      options: { submitForSettlement: true, storeInVaultOnSuccess: true },
    });
  });

  it('maps PayPal, Venmo and Apple Pay instruments', async () => {
    for (const [instrument, type] of [
      ['paypal_account', 'PAYPAL'],
      ['venmo_account', 'VENMO'],
      ['apple_pay_card', 'APPLE_PAY'],
      ['android_pay_card', 'GOOGLE_PAY'],
    ]) {
      const { sdk } = fakeSdk({
        success: true,
        transaction: {
          id: 'bt',
          status: 'settling',
          paymentInstrumentType: instrument,
          applePayCard: { last4: '0005', cardType: 'Amex' },
        },
      });
      expect(await braintreeGateway(sdk, settings).charge(request)).toMatchObject({
        ok: true,
        paymentType: type,
      });
    }
  });

  it("reads a Google Pay charge's card from its androidPayCard, the virtual card's digits first", async () => {
    const { sdk } = fakeSdk({
      success: true,
      transaction: {
        id: 'bt',
        status: 'settling',
        paymentInstrumentType: 'android_pay_card',
        androidPayCard: {
          sourceCardLast4: '4444',
          sourceCardType: 'MasterCard',
          last4: '1111',
          cardType: 'Visa',
        },
      },
    });
    expect(await braintreeGateway(sdk, settings).charge(request)).toMatchObject({
      ok: true,
      paymentType: 'GOOGLE_PAY',
      cardLastFour: '1111',
      cardType: 'Visa',
    });
  });

  it('reports a processor decline with its code and text', async () => {
    const { sdk } = fakeSdk({
      success: false,
      message: 'Do Not Honor',
      transaction: {
        id: 'bt2',
        status: 'processor_declined',
        processorResponseCode: '2000',
        processorResponseText: 'Do Not Honor',
        creditCard: { last4: '1115', cardType: 'Visa' },
      },
    });
    expect(await braintreeGateway(sdk, settings).charge(request)).toMatchObject({
      ok: false,
      reason: 'processor_declined',
      code: '2000',
      text: 'Do Not Honor',
      transactionId: 'bt2',
      cardLastFour: '1115',
    });
  });

  it('reports validation errors (a spent nonce) as an unusable payment method', async () => {
    const { sdk } = fakeSdk({
      success: false,
      message: 'Cannot use a payment_method_nonce more than once.',
      errors: {
        deepErrors: () => [{ code: '91564', message: 'Cannot use a payment_method_nonce more than once.' }],
      },
    });
    expect(await braintreeGateway(sdk, settings).charge(request)).toMatchObject({
      ok: false,
      reason: 'invalid_payment_method',
      code: '91564',
      transactionId: null,
    });
  });

  it('generates client tokens for the currency merchant account and voids charges', async () => {
    const { sdk, calls } = fakeSdk({ success: true });
    const gateway = braintreeGateway(sdk, settings);
    expect(await gateway.clientToken('GBP')).toBe('ct-123');
    expect(calls.tokens[0]).toEqual({ merchantAccountId: 'acme_gbp' });
    await gateway.void('bt9');
    expect(calls.voids).toEqual(['bt9']);
    expect(gateway.provider).toBe('braintree');
  });

  it('finds the charges of an order id by transaction search, ignoring declined and voided ones', async () => {
    const { sdk, calls } = fakeSdk(null, {
      searchResults: [
        { id: 'bt1', status: 'processor_declined', amount: '159.36' },
        {
          id: 'bt2',
          status: 'submitted_for_settlement',
          amount: '159.36',
          paymentInstrumentType: 'credit_card',
          creditCard: { last4: '1111', cardType: 'Visa' },
        },
        { id: 'bt3', status: 'voided', amount: '159.36' },
      ],
    });
    expect(await braintreeGateway(sdk, settings).findByOrderId('pay_1')).toEqual([
      {
        transactionId: 'bt2',
        amountMinor: 15936,
        paymentType: 'CREDIT_CARD',
        cardLastFour: '1111',
        cardType: 'Visa',
      },
    ]);
    expect(calls.searches).toEqual(['pay_1']);
  });

  it('refunds a charge that can no longer be voided because it settled', async () => {
    const { sdk, calls } = fakeSdk(null, { voidSucceeds: false });
    await braintreeGateway(sdk, settings).void('bt7');
    expect(calls.voids).toEqual(['bt7']);
    expect(calls.refunds).toEqual(['bt7']);
  });

  describe('3-D Secure (spec §7, GB under UKPayment)', () => {
    const ok = {
      success: true,
      transaction: {
        id: 'bt1',
        status: 'submitted_for_settlement',
        paymentInstrumentType: 'credit_card',
        creditCard: { last4: '1000', cardType: 'Visa' },
      },
    };

    it('asks Braintree to require 3-D Secure on the sale only when told to', async () => {
      const { sdk, calls } = fakeSdk(ok);
      const gateway = braintreeGateway(sdk, settings);
      await gateway.charge({ ...request, threeDSecureRequired: true });
      await gateway.charge(request);
      expect(calls.sale[0]).toMatchObject({
        options: { submitForSettlement: true, storeInVaultOnSuccess: true, threeDSecure: { required: true } },
      });
      expect((calls.sale[1] as { options: Record<string, unknown> }).options).not.toHaveProperty(
        'threeDSecure',
      );
    });

    // Pins: whether 3-D Secure is needed came from the request's paymentType, so a card sent as APPLE_PAY skipped it.
    it("reads the nonce's type, issuer country and threeDSecureInfo through paymentMethodNonce.find", async () => {
      const { sdk, calls } = fakeSdk(ok, {
        nonces: {
          'three-ds-nonce': {
            nonce: 'three-ds-nonce',
            type: 'CreditCard',
            details: { bin: '400000', lastFour: '1000', cardType: 'Visa' },
            binData: { countryOfIssuance: 'GBR', issuingBank: 'Test Bank' },
            threeDSecureInfo: {
              status: 'authenticate_successful',
              liabilityShifted: true,
              liabilityShiftPossible: true,
              enrolled: 'Y',
            },
          },
          'failed-nonce': {
            nonce: 'failed-nonce',
            type: 'CreditCard',
            binData: { countryOfIssuance: 'USA' },
            threeDSecureInfo: {
              status: 'authenticate_failed',
              liabilityShifted: false,
              liabilityShiftPossible: true,
            },
          },
          'plain-nonce': {
            nonce: 'plain-nonce',
            type: 'CreditCard',
            binData: { countryOfIssuance: 'Unknown' },
            threeDSecureInfo: null,
          },
          'apple-pay-nonce': {
            nonce: 'apple-pay-nonce',
            type: 'ApplePayCard',
            binData: { countryOfIssuance: 'GBR' },
          },
          'paypal-nonce': {
            nonce: 'paypal-nonce',
            type: 'PayPalAccount',
            details: { email: 'x@example.com' },
          },
          'google-pay-nonce': {
            nonce: 'google-pay-nonce',
            type: 'AndroidPayCard',
            binData: { countryOfIssuance: 'GBR' },
          },
        },
      });
      const gateway = braintreeGateway(sdk, settings);
      expect(await gateway.nonceDetails('three-ds-nonce')).toEqual({
        paymentType: 'CREDIT_CARD',
        cardCountry: 'GB',
        threeDSecure: {
          status: 'authenticate_successful',
          liabilityShifted: true,
          liabilityShiftPossible: true,
        },
      });
      expect(await gateway.nonceDetails('failed-nonce')).toEqual({
        paymentType: 'CREDIT_CARD',
        cardCountry: 'US',
        threeDSecure: {
          status: 'authenticate_failed',
          liabilityShifted: false,
          liabilityShiftPossible: true,
        },
      });
      expect(await gateway.nonceDetails('plain-nonce')).toEqual({
        paymentType: 'CREDIT_CARD',
        cardCountry: null,
        threeDSecure: null,
      });
      expect(await gateway.nonceDetails('apple-pay-nonce')).toEqual({
        paymentType: 'APPLE_PAY',
        cardCountry: 'GB',
        threeDSecure: null,
      });
      expect(await gateway.nonceDetails('paypal-nonce')).toEqual({
        paymentType: 'PAYPAL',
        cardCountry: null,
        threeDSecure: null,
      });
      expect(await gateway.nonceDetails('google-pay-nonce')).toEqual({
        paymentType: 'GOOGLE_PAY',
        cardCountry: 'GB',
        threeDSecure: null,
      });
      expect(await gateway.nonceDetails('unknown-nonce')).toBeNull();
      expect(calls.nonceFinds).toEqual([
        'three-ds-nonce',
        'failed-nonce',
        'plain-nonce',
        'apple-pay-nonce',
        'paypal-nonce',
        'google-pay-nonce',
        'unknown-nonce',
      ]);
      expect(typeof sdkFindFits).toBe('function');
    });

    it('treats a lookup outage as an outage, not as a nonce without details', async () => {
      const { sdk } = fakeSdk(ok);
      sdk.paymentMethodNonce.find = async () => {
        throw Object.assign(new Error('Service Unavailable'), { type: 'serviceUnavailableError' });
      };
      await expect(braintreeGateway(sdk, settings).nonceDetails('any-nonce')).rejects.toThrow(
        'Service Unavailable',
      );
    });

    it("passes Braintree's rejection reason three_d_secure on, so the visitor is told the card was not authenticated", async () => {
      const { sdk } = fakeSdk({
        success: false,
        message: 'Gateway Rejected: three_d_secure',
        transaction: { id: 'bt5', status: 'gateway_rejected', gatewayRejectionReason: 'three_d_secure' },
      });
      expect(
        await braintreeGateway(sdk, settings).charge({ ...request, threeDSecureRequired: true }),
      ).toMatchObject({
        ok: false,
        reason: 'gateway_rejected',
        code: 'three_d_secure',
        transactionId: 'bt5',
      });
    });
  });
});
