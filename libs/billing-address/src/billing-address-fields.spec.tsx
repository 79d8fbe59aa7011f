import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingSchema, type BillingInput } from '@join/schemas';
import { useZodForm } from '@join/ui';
import { BillingAddressFields, type BillingAddressLabels } from './billing-address-fields';

const labels: BillingAddressLabels = {
  address: 'Address',
  address2: 'Address 2',
  city: 'City',
  country: 'Country',
  selectCountry: 'Pick a country',
  state: 'State',
  selectState: 'Pick a state',
  regionList: 'Province',
  selectRegion: 'Pick a province',
  regionText: 'Region',
  postalCode: 'Postal code',
  timezone: 'Timezone',
  selectTimezone: 'Pick a timezone',
};

const start: BillingInput = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  billingAddress: '',
  billingAddress2: '',
  city: '',
  country: 'US',
  region: 'TX',
  postalCode: '',
  timezone: 'America/Chicago',
};

function Form({ values = start, section }: { values?: BillingInput; section?: 'billing' }) {
  const form = useZodForm(billingSchema, { defaultValues: values });
  return (
    <form>
      <BillingAddressFields form={form} labels={labels} autoCompleteSection={section} />
    </form>
  );
}

// Each render draws some 250 countries and their timezones, so jsdom needs more than the default time.
jest.setTimeout(20_000);

describe('BillingAddressFields (spec §4 Billing field changes, §5 Billing)', () => {
  it('a new country clears the region and the timezone; a region with one timezone selects it', async () => {
    render(<Form />);
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(screen.getByLabelText('Province')).toHaveValue('');
    expect(screen.getByLabelText('Timezone')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Province'), 'NB');
    expect(screen.getByLabelText('Timezone')).toHaveValue('America/Moncton');
  });

  it('a country without a region list asks for the region as text', async () => {
    render(<Form />);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('');
  });

  it('selects the only timezone of the country the form opens with (spec §4)', () => {
    render(<Form values={{ ...start, country: 'GB', region: '', timezone: '' }} />);
    expect(screen.getByLabelText('Timezone')).toHaveValue('Europe/London');
  });

  it("marks the autocomplete tokens as the billing address when asked (the checkout's payment form)", () => {
    const { unmount } = render(<Form section="billing" />);
    expect(screen.getByLabelText('City')).toHaveAttribute('autocomplete', 'billing address-level2');
    expect(screen.getByLabelText('Country')).toHaveAttribute('autocomplete', 'billing country');
    unmount();
    render(<Form />);
    expect(screen.getByLabelText('Address')).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('autocomplete', 'postal-code');
  });
});
