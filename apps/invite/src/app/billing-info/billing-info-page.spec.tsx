import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markTermsAgreed, updateInviteRegistration } from '@join/api-client';
import { updateInvite } from '@join/state';
import { inviteContext, renderAt, resetStores } from '../../testing/invite-fixtures';
import { BillingInfoPage } from './billing-info-page';

jest.mock('@join/api-client', () => ({ markTermsAgreed: jest.fn(), updateInviteRegistration: jest.fn() }));
const save = jest.mocked(updateInviteRegistration);

function open(contextOver = {}) {
  updateInvite({
    inviteToken: 'tok-1',
    userId: 'user-b',
    lastCompletedStep: 1,
    context: inviteContext({ isSubscriptionCurrent: true, credentialsToken: 'cred-5', ...contextOver }),
    contactValues: {
      firstName: 'Blair',
      lastName: 'Jones',
      email: 'b@example.com',
      countryCode: '+1',
      phoneNumber: '5551234567',
      country: 'US',
    },
  });
  renderAt('/invite/billing-info', <BillingInfoPage />);
}

beforeEach(() => {
  jest.clearAllMocks();
  resetStores();
  jest.mocked(markTermsAgreed).mockResolvedValue({ ok: true, data: { ok: true } });
});

describe('BillingInfoPage (spec §2 /invite/billing-info)', () => {
  it('saves the address and, payment being skipped, goes to /invite/credentials with the token', async () => {
    save.mockResolvedValue({
      ok: true,
      data: { userId: 'user-b', isSubscriptionCurrent: true, billingAddressComplete: true },
    });
    open();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.type(screen.getByLabelText('Billing Address'), '742 Evergreen Terrace');
    await userEvent.type(screen.getByLabelText('City'), 'Springfield');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'OR');
    await userEvent.type(screen.getByLabelText('Postal Code'), '97403');
    await userEvent.selectOptions(screen.getByLabelText('Timezone'), 'America/Los_Angeles');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('arrived')).toHaveTextContent(
      '/invite/credentials {"credentialsToken":"cred-5","userId":"user-b"}',
    );
    expect(save).toHaveBeenCalledWith(
      'user-b',
      'tok-1',
      expect.objectContaining({
        address: expect.objectContaining({
          line1: '742 Evergreen Terrace',
          city: 'Springfield',
          region: 'OR',
          postalCode: '97403',
          country: 'US',
        }),
        sections: ['PARENT', 'ADDRESS'],
      }),
    );
    expect(markTermsAgreed).toHaveBeenCalledWith('user-b', 'tok-1');
  });

  it('Back goes to /invite/step1', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite/step1');
  });

  it('is not for an invite whose billing is complete or that is not paid', async () => {
    open({ isSubscriptionCurrent: false });
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite/packages');
  });
});
