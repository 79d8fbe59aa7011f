import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { updatePayment } from '@join/state';
import { termsRequiredForCountry, defaultMarketingOptIn } from '@join/domain';
import { ReviewStep } from './review-step';
import { parentContext } from './checkout-context';
import { configure, pricingFor, seedRegistration, usPackage } from '../testing/fixtures';

const billing = (country: string) => ({
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  billingAddress: '1 Main St',
  city: 'Austin',
  country,
  region: 'TX',
  postalCode: '78701',
  timezone: 'America/Chicago',
});

function renderReview(country: string, onPay = jest.fn()) {
  const isRequired = termsRequiredForCountry(country);
  updatePayment({
    billing: billing(country),
    consentData: { isRequired, termsAndConditions: false, marketingOptIn: defaultMarketingOptIn(isRequired) },
    card: { nonce: 'n', lastFour: '1111', cardType: 'Visa' },
  });
  render(
    <MemoryRouter>
      <ReviewStep
        ctx={parentContext()!}
        backLabel="Back to billing"
        onBack={jest.fn()}
        onChangeEmail={jest.fn()}
        onChange={jest.fn()}
        onPay={onPay}
        error={null}
      />
    </MemoryRouter>,
  );
  return onPay;
}

describe('review step consent rules (spec §2, §5 Terms)', () => {
  beforeEach(() => {
    configure();
    seedRegistration();
    updatePayment({ pricing: pricingFor(usPackage) });
  });

  it('a US buyer sees no consent boxes and can pay at once', async () => {
    const onPay = renderReview('US');
    // Pins the review that showed the state's code ('TX') instead of its name.
    expect(screen.getByText(/Austin, Texas 78701/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/renews automatically every year at \$149.99/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(onPay).toHaveBeenCalled();
  });

  it('outside the US the terms box is required and marketing is not pre-ticked', async () => {
    const onPay = renderReview('CA');
    const pay = screen.getByRole('button', { name: 'Pay now' });
    expect(pay).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Send me news/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    expect(pay).toBeEnabled();
    await userEvent.click(pay);
    expect(onPay).toHaveBeenCalled();
  });

  it('Pay now is disabled while submitting', () => {
    renderReview('US');
    act(() => updatePayment({ isSubmitting: true }));
    return screen.findByRole('button', { name: 'Pay now' }).then((b) => expect(b).toBeDisabled());
  });

  it('shows email with Change, billing, method and the order summary', () => {
    renderReview('US');
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 1111')).toBeInTheDocument();
    expect(screen.getByText('Premium, 1 year')).toBeInTheDocument();
    expect(screen.getByText('Tax')).toBeInTheDocument();
  });
});
