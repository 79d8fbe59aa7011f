import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { getPayment, updatePayment } from '@join/state';
import { MethodStep, type MethodStepProps } from './method-step';
import { parentContext, type CheckoutContext } from './checkout-context';
import { configure, fakePaymentsClient, pricingFor, seedRegistration, usPackage } from '../testing/fixtures';

function renderStep(
  country: string,
  patch: Partial<MethodStepProps> = {},
  ctxPatch: Partial<CheckoutContext> = {},
) {
  const ctx: CheckoutContext = { ...parentContext()!, coupons: async () => [], ...ctxPatch };
  const props: MethodStepProps = {
    ctx,
    client: fakePaymentsClient(),
    clientFailed: false,
    country,
    continueLabel: 'Continue to Next Step',
    backLabel: 'Back to packages',
    onBack: jest.fn(),
    onContinue: jest.fn(),
    codeInvalid: false,
    applyingCode: false,
    applyCode: jest.fn(async () => true),
    setPayForCoParent: jest.fn(),
    coupons: { busy: null, refused: null, apply: jest.fn(async () => true) },
    ...patch,
  };
  render(
    <MemoryRouter>
      <MethodStep {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('payment method step: method rules (spec §2)', () => {
  beforeEach(() => {
    configure();
    seedRegistration();
    updatePayment({ pricing: pricingFor(usPackage) });
  });

  it('shows the secure text, the co-parent box and every method in the US', async () => {
    renderStep('US');
    expect(screen.getByText('All transactions are secure and encrypted')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "Pay for my co-parent's subscription" })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Apple Pay' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Venmo' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'PayPal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credit or Debit Card' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("asks for the expiry as 'MM/AA' in Spanish", async () => {
    // Pins the card form that showed 'MM/YY' under 'Vencimiento (MM/AA)'.
    const client = fakePaymentsClient();
    const create = jest.spyOn(client, 'createCardFields');
    await i18next.changeLanguage('es');
    try {
      renderStep('US', { client });
      await waitFor(() => expect(create).toHaveBeenCalled());
      expect(create.mock.calls[0][0].placeholders).toMatchObject({ expirationDate: 'MM/AA' });
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it("keeps 'Review Order' disabled until the method is ready and a ticked code box has a code (spec §4)", async () => {
    // Pins the old variant's Review Order button that was never disabled.
    renderStep('US', { continueLabel: 'Review Order', disableUntilValid: true });
    const review = screen.getByRole('button', { name: 'Review Order' });
    expect(review).toBeDisabled();
    act(() => updatePayment({ paymentMethod: 'PAYPAL', paypalNonce: 'fake-paypal-nonce' }));
    expect(review).toBeEnabled();
    act(() => updatePayment({ hasSubscriptionCode: true, subscriptionCode: '' }));
    expect(review).toBeDisabled();
    act(() => updatePayment({ subscriptionCode: 'CODE-1' }));
    expect(review).toBeEnabled();
  });

  it('offers neither PayPal nor Venmo to a GB buyer', async () => {
    renderStep('GB');
    expect(await screen.findByRole('button', { name: 'Apple Pay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Venmo' })).not.toBeInTheDocument();
  });

  it('hides the co-parent box in the invited flow', () => {
    renderStep('US', {}, { mode: 'invite' });
    expect(
      screen.queryByRole('checkbox', { name: "Pay for my co-parent's subscription" }),
    ).not.toBeInTheDocument();
  });

  it('a wallet authorisation clears the card, shows the authorised message and auto-submits once', async () => {
    updatePayment({ card: { nonce: 'card', lastFour: '1111', cardType: 'Visa' } });
    const props = renderStep('US');
    await userEvent.click(await screen.findByRole('button', { name: 'Venmo' }));
    expect(await screen.findByText('Your Venmo account @ana has been authorized.')).toBeInTheDocument();
    expect(getPayment()).toMatchObject({
      paymentMethod: 'VENMO',
      venmoNonce: 'fake-venmo-account-nonce',
      card: null,
    });
    await waitFor(() => expect(props.onContinue).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Venmo' }));
    await screen.findByText('Your Venmo account @ana has been authorized.');
    expect(props.onContinue).toHaveBeenCalledTimes(1);
  });

  it('the card section is a disclosure button, not a radio: open and fixed while paying by card, opens again after a wallet', async () => {
    // Pins a bug: 'Credit or Debit Card' looked like a radio button but was an accordion.
    renderStep('US');
    const card = await screen.findByRole('button', { name: 'Credit or Debit Card' });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(card).toHaveAttribute('aria-disabled', 'true');
    expect(card).toHaveAttribute('aria-controls', 'co-card-panel');
    await userEvent.click(await screen.findByRole('button', { name: 'Venmo' }));
    await screen.findByText('Your Venmo account @ana has been authorized.');
    expect(card).toHaveAttribute('aria-expanded', 'false');
    expect(card).not.toHaveAttribute('aria-disabled');
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    expect(getPayment().paymentMethod).toBe('CREDIT_CARD');
  });

  it('the saved card message offers to update the card', async () => {
    updatePayment({ card: { nonce: 'card', lastFour: '4242', cardType: 'Visa' } });
    renderStep('US');
    expect(await screen.findByText('Your credit card ending in 4242 has been saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update your credit card.' }));
    expect(getPayment().card).toBeNull();
    expect(await screen.findByText('Card number')).toBeInTheDocument();
  });

  it('does not continue with an empty card', async () => {
    const props = renderStep('US');
    await screen.findByText('Card number');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Next Step' }));
    expect(props.onContinue).not.toHaveBeenCalled();
  });
});

describe('subscription code rules (spec §5)', () => {
  beforeEach(() => {
    configure();
    seedRegistration();
    updatePayment({ pricing: pricingFor(usPackage) });
  });

  it('has a tooltip, and Apply is disabled while the code is empty', async () => {
    const props = renderStep('US');
    await userEvent.click(screen.getByRole('button', { name: 'About subscription codes' }));
    expect(screen.getByRole('note')).toHaveTextContent('pre-purchased');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have a Subscription Code' }));
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Subscription code'), '   ');
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Subscription code'), ' ABC-123 ');
    await userEvent.click(apply);
    expect(props.applyCode).toHaveBeenCalledWith('ABC-123');
  });

  it("shows 'Invalid activation code' for a code pricing did not accept", async () => {
    updatePayment({ hasSubscriptionCode: true, subscriptionCode: 'NOPE' });
    renderStep('US', { codeInvalid: true });
    expect(screen.getByText('Invalid activation code')).toBeInTheDocument();
  });

  it('a ticked box without a code blocks the step', async () => {
    updatePayment({
      hasSubscriptionCode: true,
      subscriptionCode: '',
      card: { nonce: 'c', lastFour: '1111', cardType: 'Visa' },
    });
    const props = renderStep('US');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Next Step' }));
    expect(props.onContinue).not.toHaveBeenCalled();
    expect(screen.getByText('Enter your subscription code')).toBeInTheDocument();
  });
});

describe('available coupons (spec §7)', () => {
  const spring = { couponCode: 'SPRING20', description: '20% off this spring', percent: 20 };
  beforeEach(() => {
    configure();
    seedRegistration();
    updatePayment({ pricing: pricingFor(usPackage), promoCodes: [] });
  });

  it('lists the coupons the API offers, each applied with one click', async () => {
    // Pins a bug: the available coupons were fetched by nothing and shown nowhere.
    const props = renderStep('US', {}, { coupons: async () => [spring] });
    expect(await screen.findByRole('heading', { name: 'Offers you can use' })).toBeInTheDocument();
    expect(screen.getByText('20% off this spring')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply SPRING20' }));
    expect(props.coupons.apply).toHaveBeenCalledWith('SPRING20');
  });

  it('says a coupon is applied and lets the visitor take off the one they chose', async () => {
    updatePayment({
      promoCodes: ['SPRING20'],
      pricing: pricingFor(usPackage, {
        couponDetail: {
          couponCode: 'SPRING20',
          description: '20% off this spring',
          discount: 30,
          discountFormatted: '$30.00',
          percent: 20,
        },
      }),
    });
    const props = renderStep('US', {}, { coupons: async () => [spring] });
    expect(await screen.findByText('Applied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply SPRING20' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove SPRING20' }));
    expect(props.coupons.apply).toHaveBeenCalledWith(null);
  });

  it("a discount link's own coupon shows as applied, with nothing to take off", async () => {
    const partner = { couponCode: 'PARTNER10', description: '10% off from our partner', percent: 10 };
    updatePayment({
      pricing: pricingFor(usPackage, {
        couponDetail: {
          couponCode: 'PARTNER10',
          description: partner.description,
          discount: 15,
          discountFormatted: '$15.00',
          percent: 10,
        },
      }),
    });
    renderStep('US', {}, { coupons: async () => [partner, spring] });
    expect(await screen.findByText('Applied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove PARTNER10' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply SPRING20' })).toBeEnabled();
  });

  it('shows nothing when there is no coupon', async () => {
    renderStep('US');
    await screen.findByText('Card number');
    expect(screen.queryByRole('heading', { name: 'Offers you can use' })).not.toBeInTheDocument();
  });

  it('shows the coupons and the payment methods together, holding their place until both are there', async () => {
    // Pins a layout shift on /payment: the coupon box arrived after the methods and pushed them 170 px down.
    let release: (list: (typeof spring)[]) => void = () => undefined;
    renderStep('US', {}, { coupons: () => new Promise((resolve) => (release = resolve)) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    expect(screen.queryByRole('button', { name: 'Credit or Debit Card' })).not.toBeInTheDocument();
    act(() => release([spring]));
    expect(await screen.findByRole('heading', { name: 'Offers you can use' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Credit or Debit Card' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your order…')).not.toBeInTheDocument();
  });

  it('does not keep the payment methods waiting for a coupon list that does not come', async () => {
    renderStep('US', {}, { coupons: () => new Promise(() => undefined) });
    expect(
      await screen.findByRole('button', { name: 'Credit or Debit Card' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Offers you can use' })).not.toBeInTheDocument();
  });

  it('says when the server did not apply the chosen coupon', async () => {
    renderStep(
      'US',
      { coupons: { busy: null, refused: 'SPRING20', apply: jest.fn(async () => false) } },
      { coupons: async () => [spring] },
    );
    expect(
      await screen.findByText(
        'The offer SPRING20 could not be applied to this order. Your price is unchanged.',
      ),
    ).toBeInTheDocument();
  });
});
