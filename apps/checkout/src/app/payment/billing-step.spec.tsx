import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { BillingStep } from './billing-step';
import { resetPayment } from '@join/state';
import { configure } from '../testing/fixtures';

const payer = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  country: 'US',
  countryCode: '+1',
  phoneNumber: '5125550100',
  timezone: '',
  billingAddress: '100 Congress Avenue',
  city: 'Austin',
  region: 'TX',
  postalCode: '78701',
};

function renderBilling(onSubmit = jest.fn(async () => undefined)) {
  render(
    <MemoryRouter>
      <BillingStep
        payer={payer}
        continueLabel="Continue to Review Order"
        backLabel="Back to payment"
        onBack={jest.fn()}
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  );
  return onSubmit;
}

// Each render draws some 250 countries and their timezones, so jsdom needs more than the default time.
jest.setTimeout(20_000);

describe('billing step (spec §2 Billing information, §4 Billing field changes, §5 Billing)', () => {
  beforeEach(() => {
    configure();
    resetPayment();
  });

  // A reload or Back on the billing view keeps what was typed and not sent.
  it('what is typed and not sent yet is found again when the step is drawn again', async () => {
    renderBilling();
    await userEvent.type(screen.getByLabelText('Apartment/suite (optional)'), 'Suite 5');
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Round Rock');
    cleanup();
    renderBilling();
    expect(screen.getByLabelText('Apartment/suite (optional)')).toHaveValue('Suite 5');
    expect(screen.getByLabelText('City')).toHaveValue('Round Rock');
    expect(screen.getByLabelText('Billing Address')).toHaveValue('100 Congress Avenue');
  });

  it('shows name and email read-only', () => {
    renderBilling();
    for (const label of ['First name', 'Last name', 'Email'])
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
  });

  it('changing country clears region and timezone; a region with one timezone selects it', async () => {
    renderBilling();
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(screen.getByLabelText('State / Province / Region')).toHaveValue('');
    expect(screen.getByLabelText('Timezone')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('State / Province / Region'), 'NB');
    expect(screen.getByLabelText('Timezone')).toHaveValue('America/Moncton');
  });

  it('in Spanish, Mexican states are offered as states and the time zones carry their accents', async () => {
    // Pins 'Selecciona una provincia' for Mexican states and 'Mexico City' in the Spanish time-zone list.
    await i18next.changeLanguage('es');
    try {
      renderBilling();
      await userEvent.selectOptions(screen.getByLabelText('País'), 'MX');
      const states = screen.getByLabelText('Estado');
      expect(states.querySelector('option')).toHaveTextContent('Selecciona un estado');
      expect(screen.getByRole('option', { name: /\) Ciudad de México$/ })).toBeInTheDocument();
      expect(screen.queryByText(/Mexico City/)).not.toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('picking an address suggestion fills the address and clears the timezone', async () => {
    renderBilling();
    const address = screen.getByRole('combobox', { name: 'Billing Address' });
    await userEvent.clear(address);
    await userEvent.paste('Wellington');
    await userEvent.click(
      await screen.findByRole('option', { name: /111 Wellington Street/ }, { timeout: 5000 }),
    );
    expect(screen.getByLabelText('City')).toHaveValue('Ottawa');
    expect(screen.getByLabelText('Country')).toHaveValue('CA');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('K1A 0A9');
  });

  it('checks the postal code against the country before continuing', async () => {
    const onSubmit = renderBilling();
    await userEvent.clear(screen.getByLabelText('Postal Code'));
    await userEvent.paste('ABC');
    await userEvent.selectOptions(screen.getByLabelText('Timezone'), 'America/Chicago');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review Order' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Postal code is not valid' })).toBeInTheDocument();
    expect(screen.getByLabelText('Postal Code')).toHaveAccessibleDescription('Postal code is not valid');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
