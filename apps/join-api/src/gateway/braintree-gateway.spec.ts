// The Braintree gateway against a fake standing in for the SDK's gateway object.
import { Readable } from 'node:stream';
import { braintreeGateway, type BraintreeLike } from './braintree-gateway';

function fakeSdk(saleResult: unknown, opts: { searchResults?: Record<string, unknown>[]; voidSucceeds?: boolean } = {}) {
  const calls: { sale: Record<string, unknown>[]; tokens: unknown[]; voids: string[]; refunds: string[]; searches: string[] } = { sale: [], tokens: [], voids: [], refunds: [], searches: [] };
  const sdk: BraintreeLike = {
    clientToken: { generate: async (o) => (calls.tokens.push(o), { success: true, clientToken: 'ct-123' }) },
    transaction: {
      sale: async (r) => (calls.sale.push(r), saleResult as never),
      void: async (id) => (
        calls.voids.push(id),
        opts.voidSucceeds === false ? { success: false, message: 'Transaction can only be voided if status is authorized or submitted_for_settlement.' } : { success: true }
      ),
      refund: async (id) => (calls.refunds.push(id), { success: true }),
      search: (build) => {
        build({ orderId: () => ({ is: (value: string) => void calls.searches.push(value) }) });
        return Readable.from(opts.searchResults ?? []);
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
      transaction: { id: 'bt1', status: 'submitted_for_settlement', paymentInstrumentType: 'credit_card', creditCard: { last4: '1111', cardType: 'Visa' } },
    });
    const result = await braintreeGateway(sdk, settings).charge(request);
    expect(result).toEqual({ ok: true, transactionId: 'bt1', paymentType: 'CREDIT_CARD', cardLastFour: '1111', cardType: 'Visa' });
    expect(calls.sale[0]).toMatchObject({
      amount: '159.36',
      paymentMethodNonce: 'nonce-1',
      merchantAccountId: 'acme_gbp',
      orderId: 'txn_1',
      billing: { streetAddress: '1 Main', locality: 'London', postalCode: 'SW1A 1AA', countryCodeAlpha2: 'GB' },
      options: { submitForSettlement: true, storeInVaultOnSuccess: true },
    });
  });

  it('maps PayPal, Venmo and Apple Pay instruments', async () => {
    for (const [instrument, type] of [
      ['paypal_account', 'PAYPAL'],
      ['venmo_account', 'VENMO'],
      ['apple_pay_card', 'APPLE_PAY'],
    ]) {
      const { sdk } = fakeSdk({ success: true, transaction: { id: 'bt', status: 'settling', paymentInstrumentType: instrument, applePayCard: { last4: '0005', cardType: 'Amex' } } });
      expect(await braintreeGateway(sdk, settings).charge(request)).toMatchObject({ ok: true, paymentType: type });
    }
  });

  it('reports a processor decline with its code and text', async () => {
    const { sdk } = fakeSdk({
      success: false,
      message: 'Do Not Honor',
      transaction: { id: 'bt2', status: 'processor_declined', processorResponseCode: '2000', processorResponseText: 'Do Not Honor', creditCard: { last4: '1115', cardType: 'Visa' } },
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
      errors: { deepErrors: () => [{ code: '91564', message: 'Cannot use a payment_method_nonce more than once.' }] },
    });
    expect(await braintreeGateway(sdk, settings).charge(request)).toMatchObject({ ok: false, reason: 'invalid_payment_method', code: '91564', transactionId: null });
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
        { id: 'bt2', status: 'submitted_for_settlement', amount: '159.36', paymentInstrumentType: 'credit_card', creditCard: { last4: '1111', cardType: 'Visa' } },
        { id: 'bt3', status: 'voided', amount: '159.36' },
      ],
    });
    expect(await braintreeGateway(sdk, settings).findByOrderId('pay_1')).toEqual([{ transactionId: 'bt2', amountMinor: 15936, paymentType: 'CREDIT_CARD', cardLastFour: '1111', cardType: 'Visa' }]);
    expect(calls.searches).toEqual(['pay_1']);
  });

  it('refunds a charge that can no longer be voided because it settled', async () => {
    const { sdk, calls } = fakeSdk(null, { voidSucceeds: false });
    await braintreeGateway(sdk, settings).void('bt7');
    expect(calls.voids).toEqual(['bt7']);
    expect(calls.refunds).toEqual(['bt7']);
  });
});
