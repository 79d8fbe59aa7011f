import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRegistration } from '@join/state';
import { byoPackage, fakeApi, presetRegistration, renderAt } from '../shared/test-utils';

describe('/alacarte build your own (spec §2, §4, §9)', () => {
  beforeEach(() =>
    presetRegistration({
      lastCompletedStep: 3,
      pricingGroup: 'P3',
      selectedPackage: { package: byoPackage() },
    }),
  );

  it('shows the term and options, free ones as free, and a live total', async () => {
    fakeApi(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderAt('/alacarte');
    expect(await screen.findByRole('radio', { name: /1 year/ })).toBeChecked();
    // spec §4: arriving here sets the last completed step back to 2.
    expect(getRegistration().lastCompletedStep).toBe(2);
    expect(screen.getByRole('checkbox', { name: /1 GB space/ })).toBeChecked();
    // One build-your-own rule for both flows (@join/packages): a free option is always in the order.
    expect(screen.getByRole('checkbox', { name: /1 GB space/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /1 GB space/ }).closest('label')).toHaveTextContent('Free');
    expect(screen.getByText('Always included, free: Basic calls')).toBeInTheDocument();
    const total = screen.getByText('Total').parentElement as HTMLElement;
    expect(total).toHaveTextContent('$99.99');
    await user.click(screen.getByRole('radio', { name: /2 years/ }));
    await user.click(screen.getByRole('checkbox', { name: /ToneMeter/ }));
    expect(total).toHaveTextContent('$204.98');
  });

  it('submits to /payment with the services and completes step 3', async () => {
    fakeApi(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderAt('/alacarte');
    await user.click(await screen.findByRole('checkbox', { name: /Unlimited payments/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payment'));
    expect(getRegistration().selectedPackage).toMatchObject({
      package: { id: 1003 },
      services: ['SUB1YEAR', 'MYFILES', 'UNLIMITEDPAYMENTS', 'CALLSBASIC'],
    });
    expect(getRegistration().lastCompletedStep).toBe(3);
  });

  it('Back goes to /step3', async () => {
    fakeApi(() => ({
      status: 200,
      body: { pricingGroup: 'P3', country: 'US', packageIds: [], packages: [] },
    }));
    const user = userEvent.setup();
    renderAt('/alacarte');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step3'));
  });

  it('loads the build-your-own package when none was chosen yet', async () => {
    presetRegistration({ lastCompletedStep: 2, selectedPackage: null });
    fakeApi(() => ({
      status: 200,
      body: { pricingGroup: 'P3', country: 'US', packageIds: [1003], packages: [byoPackage()] },
    }));
    renderAt('/alacarte');
    expect(await screen.findByRole('radio', { name: /1 year/ })).toBeChecked();
  });
});
