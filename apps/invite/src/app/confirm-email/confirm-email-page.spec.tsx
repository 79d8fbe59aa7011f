import { screen } from '@testing-library/react';
import { confirmEmailChange } from '@join/api-client';
import { renderAt, resetStores } from '../../testing/invite-fixtures';
import { ConfirmEmailPage, confirmationToken } from './confirm-email-page';

jest.mock('@join/api-client', () => ({ confirmEmailChange: jest.fn() }));
const confirm = jest.mocked(confirmEmailChange);

beforeEach(() => {
  jest.clearAllMocks();
  resetStores();
});

describe('ConfirmEmailPage (the link mailed to a new email address)', () => {
  it('confirms with the token of the fragment, takes it out of the address bar and says the new address', async () => {
    confirm.mockResolvedValue({ ok: true, data: { email: 'jordan.new@example.com' } });
    window.history.replaceState(null, '', '/app/join/invite/confirm-email#token=tok-email');
    renderAt('/invite/confirm-email', <ConfirmEmailPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email address is confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account now uses jordan.new@example.com.');
    expect(confirm).toHaveBeenCalledWith('tok-email');
    expect(window.location.hash).toBe('');
  });

  it('says the link is over when the server refuses it', async () => {
    confirm.mockResolvedValue({ ok: false, kind: 'validation', status: 410 });
    window.history.replaceState(null, '', '/app/join/invite/confirm-email#token=old');
    renderAt('/invite/confirm-email', <ConfirmEmailPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link has expired or was already used' }),
    ).toBeInTheDocument();
  });

  it('reads the token only from the fragment', () => {
    expect(confirmationToken('#token=abc')).toBe('abc');
    expect(confirmationToken('')).toBeNull();
  });
});
