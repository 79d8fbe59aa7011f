import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPricingGroup, markTermsAgreed } from '@join/api-client';
import { getInvite, updateInvite } from '@join/state';
import { inviteContext, renderAt, resetStores, testPackage } from '../../testing/invite-fixtures';
import { PackagesPage } from './packages-page';

jest.mock('@join/api-client', () => ({ getPricingGroup: jest.fn(), markTermsAgreed: jest.fn() }));

const pricing = jest.mocked(getPricingGroup);
const premium1 = testPackage();
const premium2 = testPackage({ id: 2002, displayName: 'Premium 2 years', subDurationInYears: 2 });
const byo = testPackage({ id: 2003, displayName: 'Build your own', buildYourOwn: true, features: [] });

function open(contextOver = {}) {
  updateInvite({
    inviteToken: 'tok-1',
    userId: 'user-b',
    lastCompletedStep: 1,
    context: inviteContext(contextOver),
    contactValues: {
      firstName: 'Blair',
      lastName: 'Jones',
      email: 'b@example.com',
      countryCode: '+1',
      phoneNumber: '5551234567',
      country: 'US',
    },
  });
  renderAt('/invite/packages', <PackagesPage />);
}

beforeEach(() => {
  jest.clearAllMocks();
  resetStores();
  jest.mocked(markTermsAgreed).mockResolvedValue({ ok: true, data: { ok: true } });
  pricing.mockResolvedValue({
    ok: true,
    data: {
      pricingGroup: 'P2',
      country: 'US',
      packageIds: [2001, 2002, 2003],
      packages: [premium1, premium2, byo],
    },
  });
});

describe('PackagesPage (spec §2 /invite/packages)', () => {
  it("prices for the co-parent's country and phone, and preselects the invite's co-parent package", async () => {
    open({ coparentPackageId: 2002 });
    expect(await screen.findByRole('radio', { name: /Premium 2 years/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Premium 1 year/ })).not.toBeChecked();
    expect(screen.getByText('Chosen for you')).toBeInTheDocument();
    expect(pricing).toHaveBeenCalledWith({ country: 'US', countryCode: '1', phoneNumber: '5551234567' });
  });

  it('preselects nothing without a co-parent package and asks for a choice', async () => {
    open();
    await screen.findByRole('radio', { name: /Premium 2 years/ });
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a package to continue')).toBeInTheDocument();
    expect(screen.queryByTestId('arrived')).not.toBeInTheDocument();
  });

  it('sends a ready-made package to /invite/payment with step 2 completed', async () => {
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /Premium 1 year/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite/payment');
    expect(getInvite()).toMatchObject({ lastCompletedStep: 2, selectedPackage: { package: { id: 2001 } } });
  });

  it('sends build-your-own to /invite/choose-your-own, payment still closed', async () => {
    open();
    await userEvent.click(await screen.findByRole('radio', { name: /Build your own/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite/choose-your-own');
    expect(getInvite()).toMatchObject({ lastCompletedStep: 1, selectedPackage: { package: { id: 2003 } } });
  });

  it('sends a professional-created invite on to credentials instead of showing packages', async () => {
    open({ userCreatedByPro: true, credentialsToken: 'cred-3' });
    expect(await screen.findByTestId('arrived')).toHaveTextContent(
      '/invite/credentials {"credentialsToken":"cred-3","userId":"user-b"}',
    );
    expect(pricing).not.toHaveBeenCalled();
  });

  it('shows the pricing error when packages cannot be read', async () => {
    pricing.mockResolvedValue({ ok: false, kind: 'server', status: 500 });
    open();
    expect(
      await screen.findByText(
        'Something went wrong with our pricing. Please refresh the page or try again later.',
      ),
    ).toBeInTheDocument();
  });
});
