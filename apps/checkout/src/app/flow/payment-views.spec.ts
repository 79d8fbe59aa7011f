import {
  afterBilling,
  afterMethod,
  enterPayment,
  initialView,
  isTabClickable,
  progressItem,
  variantFor,
  viewLinks,
} from './payment-views';
import { walletBilling } from './wallet-billing';

const address = {
  billingAddress: '1 Main St',
  city: 'Austin',
  region: 'TX',
  postalCode: '78701',
  country: 'US',
};
const payer = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  country: 'US',
  timezone: 'America/New_York',
};

describe('payment variants (spec §2 /payment, GROW872)', () => {
  it('Treatment gets the new variant, Control and Off the old one', () => {
    expect(variantFor('Treatment')).toBe('new');
    expect(variantFor('Control')).toBe('old');
    expect(variantFor('Off')).toBe('old');
    expect(variantFor(undefined)).toBe('old');
  });
  it('the old variant starts at Billing, the new one at the payment method', () => {
    expect(initialView('old')).toBe('BILLING');
    expect(initialView('new')).toBe('PAYMENT');
  });
});

describe('entering the loaded state (spec §4 Payment views)', () => {
  it('sets the first view and clears promo codes, keeping progress for the same package in the new variant', () => {
    expect(enterPayment('new', true)).toEqual({ view: 'PAYMENT', promoCodes: [], isSubmitting: false });
    expect(enterPayment('new', false)).toEqual({
      view: 'PAYMENT',
      promoCodes: [],
      isSubmitting: false,
      pricing: null,
      appliedCodes: [],
      lastCompletedPaymentStep: 0,
    });
  });
  it('the old variant always starts with nothing completed', () => {
    expect(enterPayment('old', true)).toEqual({
      view: 'BILLING',
      promoCodes: [],
      isSubmitting: false,
      lastCompletedPaymentStep: 0,
    });
  });
});

describe('old variant: Billing, Payment, Review (spec §4)', () => {
  it('billing saved goes to Payment with step 1', () => {
    expect(afterBilling('old', 0)).toEqual({ view: 'PAYMENT', lastCompletedPaymentStep: 1 });
    expect(afterBilling('old', 2)).toEqual({ view: 'PAYMENT', lastCompletedPaymentStep: 2 });
  });
  it('Review Order goes to Review with step 2, wallet address or not', () => {
    expect(
      afterMethod('old', { walletAddressUsed: true, walletAddress: address, lastCompletedPaymentStep: 1 }),
    ).toEqual({ kind: 'view', view: 'REVIEW', lastCompletedPaymentStep: 2 });
  });
  it('tabs: Billing always, Payment after one step, Review after more than one', () => {
    expect([0, 1, 2].map((n) => isTabClickable('BILLING', n))).toEqual([true, true, true]);
    expect([0, 1, 2].map((n) => isTabClickable('PAYMENT', n))).toEqual([false, true, true]);
    expect([0, 1, 2].map((n) => isTabClickable('REVIEW', n))).toEqual([false, false, true]);
  });
  it('buttons and back links', () => {
    expect(viewLinks('old', 'BILLING', 'CREDIT_CARD')).toEqual({
      continueLabel: 'payment.continue',
      backLabel: 'payment.backToPackages',
      back: 'packages',
    });
    expect(viewLinks('old', 'PAYMENT', 'CREDIT_CARD')).toEqual({
      continueLabel: 'payment.reviewOrder',
      backLabel: 'payment.backToBilling',
      back: 'BILLING',
    });
    expect(viewLinks('old', 'REVIEW', 'CREDIT_CARD')).toMatchObject({
      backLabel: 'payment.backToPayment',
      back: 'PAYMENT',
    });
    expect(viewLinks('old', 'REVIEW', 'PAYPAL')).toMatchObject({
      backLabel: 'payment.backToPayment',
      back: 'PAYMENT',
    });
  });
  // Pins a bug: the old variant showed no price until its Review tab.
});

describe('new variant: Payment method, Billing information, Review (spec §2)', () => {
  it('a card goes on to Billing with step 1', () => {
    expect(
      afterMethod('new', { walletAddressUsed: false, walletAddress: null, lastCompletedPaymentStep: 0 }),
    ).toEqual({ kind: 'view', view: 'BILLING', lastCompletedPaymentStep: 1 });
    expect(
      afterMethod('new', { walletAddressUsed: false, walletAddress: address, lastCompletedPaymentStep: 2 }),
    ).toEqual({ kind: 'view', view: 'BILLING', lastCompletedPaymentStep: 2 });
  });
  it('a wallet that supplied an address skips Billing', () => {
    expect(
      afterMethod('new', { walletAddressUsed: true, walletAddress: address, lastCompletedPaymentStep: 0 }),
    ).toEqual({ kind: 'billFromWallet', address });
  });
  it('a wallet without an address still asks for billing', () => {
    expect(
      afterMethod('new', { walletAddressUsed: true, walletAddress: null, lastCompletedPaymentStep: 0 }),
    ).toMatchObject({ view: 'BILLING' });
  });
  it('billing saved goes to Review with step 2', () =>
    expect(afterBilling('new', 1)).toEqual({ view: 'REVIEW', lastCompletedPaymentStep: 2 }));
  it('buttons and back links: Review goes back to billing for a card, otherwise to payment', () => {
    expect(viewLinks('new', 'PAYMENT', 'CREDIT_CARD')).toEqual({
      continueLabel: 'payment.continue',
      backLabel: 'payment.backToPackages',
      back: 'packages',
    });
    // Pins 'Back to payment' on the billing step, where the spec writes 'Back to Payment'.
    expect(viewLinks('new', 'BILLING', 'CREDIT_CARD')).toEqual({
      continueLabel: 'payment.continueToReview',
      backLabel: 'payment.backToPaymentStep',
      back: 'PAYMENT',
    });
    expect(viewLinks('new', 'REVIEW', 'CREDIT_CARD')).toMatchObject({
      backLabel: 'payment.backToBilling',
      back: 'BILLING',
    });
    expect(viewLinks('new', 'REVIEW', 'VENMO')).toMatchObject({
      backLabel: 'payment.backToPayment',
      back: 'PAYMENT',
    });
  });
  it('the progress indicator shows Payment until Review', () => {
    expect(['PAYMENT', 'BILLING', 'REVIEW'].map((v) => progressItem(v as 'PAYMENT'))).toEqual([1, 1, 2]);
  });
});

describe('billing from a wallet address (spec §2 Billing information step)', () => {
  it("keeps the payer's timezone in the same country", () => {
    expect(walletBilling(payer, address)).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@example.com',
      ...address,
      timezone: 'America/New_York',
    });
  });
  it("picks the address country's timezone in another country", () => {
    const gb = {
      billingAddress: '1 High St',
      city: 'London',
      region: 'London',
      postalCode: 'SW1A 1AA',
      country: 'GB',
    };
    expect(walletBilling(payer, gb).timezone).toBe('Europe/London');
  });
});
