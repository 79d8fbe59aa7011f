import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInviteContext, markTermsAgreed, updateInviteRegistration } from '@join/api-client';
import { clearAlert, getInvite, updateInvite, useAlert } from '@join/state';
import { inviteContext, renderAt, resetStores } from '../../testing/invite-fixtures';
import { Step1Page } from './step1-page';
import { leaveApp } from '../shared/leave-app';

jest.mock('@join/api-client', () => ({
  getInviteContext: jest.fn(),
  markTermsAgreed: jest.fn(),
  updateInviteRegistration: jest.fn(),
}));
jest.mock('../shared/leave-app', () => ({ leaveApp: jest.fn() }));

const save = jest.mocked(updateInviteRegistration);
const getContext = jest.mocked(getInviteContext);
const markTerms = jest.mocked(markTermsAgreed);

function openWith(context = inviteContext()) {
  updateInvite({ inviteToken: 'tok-1', userId: 'user-b', context });
  renderAt('/invite/step1', <Step1Page />);
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

beforeEach(() => {
  jest.clearAllMocks();
  resetStores();
  clearAlert();
  markTerms.mockResolvedValue({ ok: true, data: { ok: true } });
});

describe('Step1Page redirect rules (spec §2 /invite/step1, §7, §8)', () => {
  it('goes back to /invite without an invite in this tab', async () => {
    renderAt('/invite/step1', <Step1Page />);
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite');
  });

  it('sends the prefilled contact with the invite token and goes to /invite/packages', async () => {
    save.mockResolvedValue({
      ok: true,
      data: { userId: 'user-b', isSubscriptionCurrent: false, billingAddressComplete: false },
    });
    openWith();
    expect(screen.getByLabelText('First name')).toHaveValue('Blair');
    expect(screen.getByLabelText('Email')).toHaveValue('blair@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue('5551234567');
    await userEvent.click(continueButton());
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite/packages');
    expect(save).toHaveBeenCalledWith(
      'user-b',
      'tok-1',
      expect.objectContaining({
        parent: expect.objectContaining({
          firstName: 'Blair',
          lastName: 'Jones',
          email: 'blair@example.com',
          phoneCountryCode: '+1',
          phoneNumber: '5551234567',
          userId: 'user-b',
        }),
        sections: ['PARENT'],
      }),
    );
    expect(getInvite()).toMatchObject({
      lastCompletedStep: 1,
      contactValues: { firstName: 'Blair', country: 'US' },
    });
  });

  it('goes to /invite/billing-info when the subscription is current and billing incomplete', async () => {
    save.mockResolvedValue({
      ok: true,
      data: { userId: 'user-b', isSubscriptionCurrent: true, billingAddressComplete: false },
    });
    openWith();
    await userEvent.click(continueButton());
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite/billing-info');
  });

  it('skips payment for a professional-created subscription: terms agreed, then /invite/credentials with the token', async () => {
    save.mockResolvedValue({
      ok: true,
      data: { userId: 'user-b', isSubscriptionCurrent: false, billingAddressComplete: false },
    });
    openWith(inviteContext({ userCreatedByPro: true, credentialsToken: 'cred-7' }));
    await userEvent.click(continueButton());
    expect(await screen.findByTestId('arrived')).toHaveTextContent(
      '/invite/credentials {"credentialsToken":"cred-7","userId":"user-b"}',
    );
    expect(markTerms).toHaveBeenCalledWith('user-b', 'tok-1');
  });

  it('leaves for the legacy home page when payment is skipped and no credentials are needed', async () => {
    save.mockResolvedValue({
      ok: true,
      data: { userId: 'user-b', isSubscriptionCurrent: true, billingAddressComplete: true },
    });
    openWith(inviteContext({ requireCredentials: false }));
    await userEvent.click(continueButton());
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/legacy-home'));
  });

  it('goes to /invite/request on status 112 or auth.fail.message', async () => {
    save.mockResolvedValue({
      ok: false,
      kind: 'inviteAuth',
      status: 401,
      bodyStatus: 112,
      message: 'auth.fail.message',
    });
    openWith();
    await userEvent.click(continueButton());
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite/request');
  });

  it('on 403 resets the step and starts /invite/step1 again from the invite', async () => {
    save.mockResolvedValue({ ok: false, kind: 'expired', status: 403 });
    getContext.mockResolvedValue({
      ok: true,
      data: inviteContext({ invitee: { ...inviteContext().invitee, firstName: 'Fresh' } }),
    });
    updateInvite({ lastCompletedStep: 2 });
    openWith();
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Typed');
    await userEvent.click(continueButton());
    expect(await screen.findByDisplayValue('Fresh')).toBeInTheDocument();
    expect(getContext).toHaveBeenCalledWith('user-b', 'tok-1');
    expect(getInvite()).toMatchObject({ lastCompletedStep: 0, contactValues: null, inviteToken: 'tok-1' });
    expect(renderHook(() => useAlert()).result.current?.text).toBe(
      'Your session was reset. Please check your details and continue.',
    );
  });

  it("puts the server's validationErrors on the fields", async () => {
    save.mockResolvedValue({
      ok: false,
      kind: 'validation',
      status: 409,
      fieldErrors: [{ field: 'parent.email', text: 'This email belongs to another account' }],
    });
    openWith();
    await userEvent.click(continueButton());
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'This email belongs to another account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'This email belongs to another account',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('arrived')).not.toBeInTheDocument();
  });

  it('checks the form before sending anything', async () => {
    openWith(inviteContext({ invitee: { ...inviteContext().invitee, phoneNumber: null } }));
    await userEvent.click(continueButton());
    await waitFor(() =>
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('This field is required'),
    );
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });
});
