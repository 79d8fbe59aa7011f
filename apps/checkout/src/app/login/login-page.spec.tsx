import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient } from '@join/api-client';
import LoginPage from './login-page';
import { configure } from '../testing/fixtures';

const json = (body: unknown, status = 200) => ({
  ok: status < 400,
  status,
  text: async () => JSON.stringify(body),
});

function renderLogin(fetchImpl: jest.Mock, path = '/login') {
  configureApiClient({ baseUrl: '', fetch: fetchImpl as unknown as typeof fetch });
  render(
    <MemoryRouter initialEntries={[path]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe('login page (spec §4 Login after sign-up, §8 login_error)', () => {
  beforeEach(() => configure());

  it('puts login_error on the password field when the credentials are wrong', async () => {
    renderLogin(jest.fn(async () => json({ message: 'auth.fail' }, 401)));
    await userEvent.type(screen.getByLabelText('Username'), 'ana_diaz');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('The username or password you entered is incorrect.'),
    );
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'The username or password you entered is incorrect.',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the login with the stored redirect and leaves for the target at once', async () => {
    const fetchMock = jest.fn(async (_url: string, _init: { body: string }) =>
      json({ url: '/', redirectUrl: null, auth: 'token', userId: 'u1' }),
    );
    renderLogin(fetchMock, '/login?redirectUrl=%2Fapp%2Faccount%2Fbilling');
    await userEvent.type(screen.getByLabelText('Username'), 'ana_diaz');
    await userEvent.type(screen.getByLabelText('Password'), 'Harbor-2026-safe!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Taking you to your account…');
    expect(screen.queryByRole('heading', { name: "You're signed in as ana_diaz." })).toBeNull();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      submit: 'Login',
      _eventId: 'submit',
      username: 'ana_diaz',
      password: 'Harbor-2026-safe!',
      redirectUrl: '/app/account/billing',
    });
  });

  it('stays on "You\'re signed in" with a safe link when the target is refused as unsafe', async () => {
    renderLogin(
      jest.fn(async () => json({ url: '/', redirectUrl: null, auth: 'token', userId: 'u1' })),
      '/login?redirectUrl=%2F.%2F%2Fevil.example%2Fphish',
    );
    await userEvent.type(screen.getByLabelText('Username'), 'ana_diaz');
    await userEvent.type(screen.getByLabelText('Password'), 'Harbor-2026-safe!');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: "You're signed in as ana_diaz." })).toBeInTheDocument();
    expect(
      screen.getByText('The page this link wanted to open is not on our site, so we did not open it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to your account' })).toHaveAttribute('href', '/');
  });
});
