import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { installFakeApi, type Sent } from '../testing/fake-api';
import { StepTwoForm } from './step2-form';

jest.setTimeout(20_000);

function renderStepTwo(defaults = {}) {
  const user = userEvent.setup({ delay: null });
  const onPassed = jest.fn();
  render(
    <MemoryRouter>
      <StepTwoForm
        defaults={defaults}
        passed={1}
        onPassed={onPassed}
        onBack={jest.fn()}
        onStepClick={jest.fn()}
      />
    </MemoryRouter>,
  );
  return { user, onPassed };
}

const timezoneCalls = (sent: Sent[]) =>
  sent.filter((c) => c.path === '/api/lookups/timezones').map((c) => Object.fromEntries(c.query));

describe('step 2 practice location (spec §4 professional wizard)', () => {
  it('starts in the United States and waits for a state before listing timezones', async () => {
    const sent = installFakeApi();
    renderStepTwo();
    expect(await screen.findByLabelText('Country')).toHaveDisplayValue('United States');
    expect(screen.getByLabelText('Timezone')).toHaveDisplayValue('Choose a state first');
    expect(timezoneCalls(sent)).toEqual([]);
    expect(sent.find((c) => c.path === '/api/lookups/regions')?.query.get('countryId')).toBe('US');
  });

  it('reloads the timezones when a US state is chosen and picks a lone option', async () => {
    const sent = installFakeApi();
    const { user } = renderStepTwo();
    await user.selectOptions(await screen.findByLabelText('State'), 'TX');
    await waitFor(() => expect(timezoneCalls(sent)).toEqual([{ country: 'US', region: 'TX' }]));
    expect(await screen.findByRole('option', { name: '(UTC-07:00) Denver' })).toBeInTheDocument();
    expect(screen.getByLabelText('Timezone')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('State'), 'MA');
    await waitFor(() => expect(screen.getByLabelText('Timezone')).toHaveValue('America/New_York'));
    expect(timezoneCalls(sent)).toContainEqual({ country: 'US', region: 'MA' });
  });

  it('clears region, timezone and roles when the country changes, then selects the only UK timezone', async () => {
    const sent = installFakeApi();
    const { user } = renderStepTwo();
    await user.selectOptions(await screen.findByLabelText('State'), 'MA');
    await waitFor(() => expect(screen.getByLabelText('Timezone')).toHaveValue('America/New_York'));
    await user.click(screen.getByRole('checkbox', { name: 'Judge' }));
    expect(screen.getByRole('checkbox', { name: 'Judge' })).toBeChecked();

    await user.selectOptions(screen.getByLabelText('Country'), 'GB');
    expect(screen.getByRole('checkbox', { name: 'Judge' })).not.toBeChecked();
    expect(await screen.findByLabelText('County or region')).toHaveValue('');
    expect(screen.getByLabelText('Postal code')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Timezone')).toHaveValue('Europe/London'));
    expect(timezoneCalls(sent)).toContainEqual({ country: 'GB' });
    expect(
      sent.filter((c) => c.path === '/api/lookups/regions').map((c) => c.query.get('countryId')),
    ).toEqual(['US', 'GB']);
  });

  it('requires at least one role and every address field but the second line', async () => {
    installFakeApi();
    const { user, onPassed } = renderStepTwo();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Please enter your practice name' }),
    ).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: 'Address line 1: Please enter your address' }),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Please enter your city' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Your professional roles' })).toHaveAccessibleDescription(
      'Select all that apply. Please select an option',
    );
    expect(screen.queryByText('Please check this address line')).toBeNull();
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('asks for regions in the visitor language', async () => {
    await i18next.changeLanguage('es');
    const sent = installFakeApi();
    renderStepTwo();
    expect(await screen.findByLabelText('País')).toBeInTheDocument();
    for (const call of sent.filter((c) => c.path !== '/api/lookups/timezones'))
      expect(call.headers['accept-language']).toBe('es');
  });
});
