import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestNewInviteLink } from '@join/api-client';
import { updateInvite } from '@join/state';
import { renderAt, resetStores } from '../../testing/invite-fixtures';
import { RequestPage } from './request-page';

jest.mock('@join/api-client', () => ({ requestNewInviteLink: jest.fn() }));
const requestLink = jest.mocked(requestNewInviteLink);

beforeEach(() => {
  jest.clearAllMocks();
  resetStores();
});

describe('RequestPage (spec §2 /invite/request, §8)', () => {
  it('requests a new link with the invite token and says it is on the way', async () => {
    requestLink.mockResolvedValue({ ok: true, data: { status: 0, message: 'invite.sent' } });
    updateInvite({ inviteToken: 'tok-1', userId: 'user-b' });
    renderAt('/invite/request', <RequestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you! Your new link is on the way.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("If you haven't received it after 20 minutes, please check your spam folder."),
    ).toBeInTheDocument();
    expect(requestLink).toHaveBeenCalledWith('tok-1');
  });

  it('shows the error text when the request fails (status 111)', async () => {
    requestLink.mockResolvedValue({ ok: false, kind: 'validation', status: 400, bodyStatus: 111 });
    updateInvite({ inviteToken: 'tok-1', userId: 'user-b' });
    renderAt('/invite/request', <RequestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeEnabled();
  });

  it('says a token that already asked for a new link has its newest link in the mailbox', async () => {
    // A second ask with the same expired token is told so, not given the generic error.
    requestLink.mockResolvedValue({
      ok: false,
      kind: 'conflict',
      status: 409,
      bodyStatus: 111,
      message: 'invite.link.already',
    });
    updateInvite({ inviteToken: 'tok-1', userId: 'user-b' });
    renderAt('/invite/request', <RequestPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new link was already requested with this one. Open the newest invitation email and use its link.',
    );
  });

  it('without a token explains the steps and links to support by mail', () => {
    renderAt('/invite/request', <RequestPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: "We weren't able to find your invitation" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'support@harbor.example' })).toHaveAttribute(
      'href',
      'mailto:support@harbor.example',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the button to a link that carries inviteToken and userId in its query', async () => {
    // Pins /invite/request?inviteToken=…&userId=… showing "we weren't able to find your invitation".
    requestLink.mockResolvedValue({ ok: true, data: { status: 0, message: 'invite.sent' } });
    renderAt('/invite/request', <RequestPage />, '/invite/request?inviteToken=tok-q&userId=user-q');
    await userEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(requestLink).toHaveBeenCalledWith('tok-q');
  });
});
