import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { setConfig, type JoinConfig } from '@join/state';
import { App } from './app';
import { testUrls } from '@join/testing';

const loadRemoteRoutes = jest.fn();
const resetRemote = jest.fn();
jest.mock('./remotes/federation', () => ({
  loadRemoteRoutes: (name: string) => loadRemoteRoutes(name),
  readyRemoteRoutes: () => undefined,
  resetRemote: (name: string) => resetRemote(name),
  preloadNext: jest.fn(),
  logRemoteFailure: jest.fn(),
}));

const urls = testUrls({ login: '/login-here', terms: '/terms' });

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe('shell app', () => {
  beforeEach(() => {
    loadRemoteRoutes.mockReset();
    resetRemote.mockReset();
    setConfig({ sandbox: true, flags: {}, urls, supportChat: true });
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the chrome around a remote', async () => {
    loadRemoteRoutes.mockResolvedValue(() => <h1>Step one screen</h1>);
    renderAt('/step1');
    expect(await screen.findByRole('heading', { name: 'Step one screen' })).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledWith('parentSignup');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login-here');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  });

  it('draws the header and the footer before the configuration arrives, and the remote after it (CONTRACTS#first-screen-from-the-server 5)', async () => {
    setConfig(null as unknown as JoinConfig);
    loadRemoteRoutes.mockResolvedValue(() => <h1>Step one screen</h1>);
    renderAt('/step1');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/app/join/login');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
    act(() => setConfig({ sandbox: true, flags: {}, urls, supportChat: true }));
    expect(await screen.findByRole('heading', { name: 'Step one screen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login-here');
  });

  it('shows the recovery view with the support phone when a remote fails, and Try again recovers', async () => {
    // React reports the caught error on the console; the test asserts what the visitor sees.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteRoutes.mockRejectedValueOnce(new Error('404')).mockResolvedValue(() => <h1>Pro wizard</h1>);
    resetRemote.mockResolvedValue(undefined);
    renderAt('/pro');
    expect(
      await screen.findByRole('heading', { name: 'This part of the sign-up could not load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\d{3}/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+\d+$/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pro wizard' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('proSignup');
  });

  it('catches a remote that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemoteRoutes.mockResolvedValue(() => {
      throw new Error('broken build');
    });
    renderAt('/payment');
    expect(
      await screen.findByRole('heading', { name: 'This part of the sign-up could not load' }),
    ).toBeInTheDocument();
  });

  it('shows a not-found page for unknown paths', () => {
    renderAt('/what');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('shows the support chat only on home and duplicate routes when its flag is on', async () => {
    loadRemoteRoutes.mockResolvedValue(() => <h1>Screen</h1>);
    const first = renderAt('/signup');
    expect(await screen.findByRole('button', { name: 'Chat with support' })).toBeInTheDocument();
    first.unmount();
    const second = renderAt('/step1');
    await screen.findByRole('heading', { name: 'Screen' });
    expect(screen.queryByRole('button', { name: 'Chat with support' })).toBeNull();
    second.unmount();
    setConfig({ sandbox: true, flags: {}, urls, supportChat: false });
    renderAt('/duplicate');
    await screen.findByRole('heading', { name: 'Screen' });
    expect(screen.queryByRole('button', { name: 'Chat with support' })).toBeNull();
  });

  it('asks the API for the chat token at its real path when the chat opens, and only logs a failure', async () => {
    // Pins the bug where the shell posted to /api/public/v1/chat/token (a 404 nobody saw).
    const calls: Array<{ url: string; method?: string }> = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // jsdom has no fetch; the client reads ok, status and text().
    (globalThis as { fetch?: unknown }).fetch = async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method });
      return { ok: false, status: 503, text: async () => '' };
    };
    loadRemoteRoutes.mockResolvedValue(() => <h1>Screen</h1>);
    renderAt('/signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with support' }));
    expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Screen' });
    expect(calls).toEqual([{ url: '/api/public/v1/support-chat/token', method: 'POST' }]);
    expect(warn).toHaveBeenCalledWith('[join] support chat token failed', 'server', 503);
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('switches every chrome text to Spanish', async () => {
    renderAt('/nowhere');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    expect(localStorage.getItem('join.lang')).toBe('es');
  });

  it('opens a new screen at its top, and leaves Back and the first screen to the browser', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    function Steps() {
      const navigate = useNavigate();
      return (
        <>
          <button onClick={() => navigate('/step2')}>Continue</button>
          <button onClick={() => navigate(-1)}>Back</button>
        </>
      );
    }
    loadRemoteRoutes.mockResolvedValue(Steps);
    const user = userEvent.setup();
    renderAt('/step1');
    await screen.findByRole('button', { name: 'Continue' });
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => undefined);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await act(async () => undefined);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
