import {
  changeView,
  continueTarget,
  isPaymentEntry,
  leaveLoss,
  reachableView,
  searchForView,
  unloadWarns,
  viewFromSearch,
  type PaymentProgress,
} from './payment-history';

const nothingDone: PaymentProgress = { lastCompletedPaymentStep: 0, methodReady: false, billingSaved: false };
const methodDone: PaymentProgress = { lastCompletedPaymentStep: 1, methodReady: true, billingSaved: false };
const allDone: PaymentProgress = { lastCompletedPaymentStep: 2, methodReady: true, billingSaved: true };

describe('each payment view is its own address', () => {
  it('the first view keeps the spec path; later views add ?step=, other parameters stay', () => {
    expect(searchForView('', 'PAYMENT', 'new')).toBe('');
    expect(searchForView('', 'BILLING', 'new')).toBe('?step=billing');
    expect(searchForView('?flags=GROW872%3ATreatment', 'REVIEW', 'new')).toBe(
      '?flags=GROW872%3ATreatment&step=review',
    );
    expect(searchForView('?flags=x&step=review', 'PAYMENT', 'new')).toBe('?flags=x');
    // The old variant starts at Billing, so Billing is its bare path and the method has a step.
    expect(searchForView('?step=method', 'BILLING', 'old')).toBe('');
    expect(searchForView('', 'PAYMENT', 'old')).toBe('?step=method');
  });

  it('reads the view back from the address, the first view without (or with an unknown) step', () => {
    for (const variant of ['new', 'old'] as const) {
      for (const view of ['PAYMENT', 'BILLING', 'REVIEW'] as const)
        expect(viewFromSearch(searchForView('?flags=a', view, variant), variant)).toBe(view);
    }
    expect(viewFromSearch('', 'new')).toBe('PAYMENT');
    expect(viewFromSearch('?step=nonsense', 'old')).toBe('BILLING');
  });
});

describe('the guard of an address (a reload, Back or Forward after the stores moved on)', () => {
  it('new variant: billing once the method step is done, review once both are', () => {
    expect(reachableView('new', 'REVIEW', nothingDone)).toBe('PAYMENT');
    expect(reachableView('new', 'BILLING', nothingDone)).toBe('PAYMENT');
    expect(reachableView('new', 'REVIEW', methodDone)).toBe('BILLING');
    expect(reachableView('new', 'REVIEW', allDone)).toBe('REVIEW');
    // A refused card clears the method: its Review cannot be shown again.
    expect(reachableView('new', 'REVIEW', { ...allDone, methodReady: false })).toBe('BILLING');
  });

  it('old variant: the tabs rule of spec §2 (Payment after one step, Review after more than one)', () => {
    expect(reachableView('old', 'PAYMENT', nothingDone)).toBe('BILLING');
    expect(
      reachableView('old', 'PAYMENT', {
        lastCompletedPaymentStep: 1,
        methodReady: false,
        billingSaved: true,
      }),
    ).toBe('PAYMENT');
    expect(
      reachableView('old', 'REVIEW', { lastCompletedPaymentStep: 1, methodReady: false, billingSaved: true }),
    ).toBe('PAYMENT');
    expect(reachableView('old', 'REVIEW', allDone)).toBe('REVIEW');
  });

  it('the first view is always allowed', () => {
    expect(reachableView('new', 'PAYMENT', nothingDone)).toBe('PAYMENT');
    expect(reachableView('old', 'BILLING', nothingDone)).toBe('BILLING');
  });
});

describe('what a move would really lose', () => {
  it('the billing address and moves between the views lose nothing: nothing is asked', () => {
    expect(leaveLoss({ from: 'REVIEW', to: 'away', cardTyped: false, savedMethod: false })).toBeNull();
    expect(leaveLoss({ from: 'REVIEW', to: 'PAYMENT', cardTyped: false, savedMethod: true })).toBeNull();
    expect(leaveLoss({ from: 'PAYMENT', to: 'BILLING', cardTyped: false, savedMethod: true })).toBeNull();
    expect(leaveLoss({ from: 'BILLING', to: 'away', cardTyped: false })).toBeNull();
    expect(leaveLoss({ from: 'PAYMENT', to: 'away', cardTyped: false })).toBeNull();
  });

  // Pins spec §4 Leaving: with a saved card or a wallet's approval the page was left silently.
  it('a tokenised method (saved card, wallet approval) is lost by leaving the page from any view', () => {
    expect(leaveLoss({ from: 'PAYMENT', to: 'away', cardTyped: false, savedMethod: true })).toBe(
      'savedMethod',
    );
    expect(leaveLoss({ from: 'BILLING', to: 'away', cardTyped: false, savedMethod: true })).toBe(
      'savedMethod',
    );
    expect(leaveLoss({ from: 'REVIEW', to: 'away', cardTyped: false, savedMethod: true })).toBe(
      'savedMethod',
    );
    // Typed digits over a saved card: the typed ones are what the visitor would miss first.
    expect(leaveLoss({ from: 'PAYMENT', to: 'away', cardTyped: true, savedMethod: true })).toBe('typedCard');
  });

  it('card details typed and not saved are lost by leaving the method view, by any way', () => {
    expect(leaveLoss({ from: 'PAYMENT', to: 'away', cardTyped: true })).toBe('typedCard');
    expect(leaveLoss({ from: 'PAYMENT', to: 'REVIEW', cardTyped: true })).toBe('typedCard');
    expect(leaveLoss({ from: 'PAYMENT', to: 'BILLING', cardTyped: true })).toBe('typedCard');
    expect(leaveLoss({ from: 'PAYMENT', to: 'PAYMENT', cardTyped: true })).toBeNull();
  });

  it("the browser's own prompt stays for closing the tab while a card is typed or a method saved, never after paying", () => {
    expect(unloadWarns({ cardTyped: true, savedMethod: false, paid: false })).toBe(true);
    expect(unloadWarns({ cardTyped: false, savedMethod: true, paid: false })).toBe(true);
    expect(unloadWarns({ cardTyped: false, savedMethod: false, paid: false })).toBe(false);
    expect(unloadWarns({ cardTyped: true, savedMethod: true, paid: true })).toBe(false);
  });
});

describe("Review's Change links", () => {
  it('open the view that edits the part', () => {
    expect(changeView('billing')).toBe('BILLING');
    expect(changeView('method')).toBe('PAYMENT');
  });

  it('after the edit, Continue goes back to Review instead of on through the steps', () => {
    // New variant: the method's Continue would go to billing, the old variant's billing to the method.
    expect(continueTarget('new', 'BILLING', true, allDone)).toBe('REVIEW');
    expect(continueTarget('old', 'PAYMENT', true, allDone)).toBe('REVIEW');
    expect(continueTarget('new', 'BILLING', false, allDone)).toBe('BILLING');
  });

  it('but not when Review cannot be shown (the edit left the order incomplete)', () => {
    expect(continueTarget('new', 'BILLING', true, { ...allDone, billingSaved: false })).toBe('BILLING');
  });

  it("recognises the page's own history entries", () => {
    expect(isPaymentEntry({ paymentEntry: true })).toBe(true);
    expect(isPaymentEntry({ mismatch: {} })).toBe(false);
    expect(isPaymentEntry(null)).toBe(false);
  });
});
