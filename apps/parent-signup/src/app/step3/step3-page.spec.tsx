import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRegistration, updateRegistration } from '@join/state';
import {
  byoPackage,
  fakeApi,
  makePackage,
  presetRegistration,
  renderAt,
  type Reply,
} from '../shared/test-utils';

const premium1 = makePackage({});
const premium2 = makePackage({
  id: 1002,
  packageName: 'premium2',
  displayName: 'Premium 2 years',
  subDurationInYears: 2,
  totalPrice: 249.99,
  analyticsPackage: 'premium-2y',
});
const groupReply = (group = 'P3', packages = [premium1, premium2, byoPackage()]): Reply => ({
  status: 200,
  body: { pricingGroup: group, country: 'US', packageIds: packages.map((p) => p.id), packages },
});

describe('/step3 package selection (spec §2, §4, §9)', () => {
  beforeEach(() => presetRegistration({ lastCompletedStep: 2 }));

  it("shows the pricing group's packages in the visitor's currency with the P2/P3 wording", async () => {
    const api = fakeApi(() => groupReply());
    renderAt('/step3');
    const card = (await screen.findByRole('heading', { name: 'Premium' })).closest('article') as HTMLElement;
    expect(within(card).getByText('$149.99')).toBeInTheDocument();
    expect(within(card).getByText('1 GB space')).toBeInTheDocument();
    expect(within(card).getByText('Unlimited payments')).toBeInTheDocument();
    expect(within(card).getByText('ToneMeter')).toBeInTheDocument();
    expect(screen.getByText(/All prices are in USD/)).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ country: 'US', countryCode: '1', phoneNumber: '5555550100' });
    expect(getRegistration().pricingGroup).toBe('P3');
  });

  it('keeps the legacy wording for P0 packages', async () => {
    fakeApi(() => groupReply('P0', [makePackage({ pricingGroup: 'P0' })]));
    renderAt('/step3');
    const card = (await screen.findByRole('heading', { name: 'Premium' })).closest('article') as HTMLElement;
    expect(within(card).getByText('MyFiles storage')).toBeInTheDocument();
    expect(within(card).queryByText('1 GB space')).not.toBeInTheDocument();
  });

  it('a package goes to /payment and completes step 3', async () => {
    fakeApi(() => groupReply());
    const user = userEvent.setup();
    renderAt('/step3');
    await user.click(await screen.findByRole('button', { name: 'Choose Premium 2 years' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payment'));
    expect(getRegistration().selectedPackage?.package.id).toBe(1002);
    expect(getRegistration().lastCompletedStep).toBe(3);
  });

  it('build-your-own goes to /alacarte and keeps step 2', async () => {
    fakeApi(() => groupReply());
    const user = userEvent.setup();
    renderAt('/step3');
    await user.click(await screen.findByRole('button', { name: 'Build your own' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/alacarte'));
    expect(getRegistration().selectedPackage?.package.buildYourOwn).toBe(true);
    expect(getRegistration().lastCompletedStep).toBe(2);
  });

  it('a pricing-page selection code picks the package by itself', async () => {
    fakeApi(() => groupReply());
    renderAt('/step3?selection=1002');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payment'));
    expect(getRegistration().selectedPackage?.package.id).toBe(1002);
  });

  it('a selection code kept from an earlier page is used on arrival', async () => {
    updateRegistration({ selectionCode: 'premium-1y' });
    fakeApi(() => groupReply());
    renderAt('/step3');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/payment'));
    expect(getRegistration().selectedPackage?.package.id).toBe(1001);
    expect(getRegistration().selectionCode).toBeNull();
  });

  it('an unknown selection code reloads the page without it', async () => {
    const api = fakeApi(() => groupReply());
    renderAt('/step3?selection=9999');
    expect(await screen.findByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(screen.getByTestId('where')).toHaveTextContent('/step3');
    expect(getRegistration().selectedPackage).toBeNull();
  });

  it('a failed lookup offers to try again', async () => {
    let fail = true;
    fakeApi(() => (fail ? { status: 500, body: {} } : groupReply()));
    const user = userEvent.setup();
    renderAt('/step3');
    expect(await screen.findByText("We couldn't load the packages.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Premium' })).toBeInTheDocument();
  });

  it('Back goes to /step2; steps 1 and 2 are clickable in the indicator', async () => {
    fakeApi(() => groupReply());
    const user = userEvent.setup();
    renderAt('/step3');
    await screen.findByRole('heading', { name: 'Premium' });
    expect(screen.getByRole('button', { name: 'Step 1 of 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/step2'));
  });
});
