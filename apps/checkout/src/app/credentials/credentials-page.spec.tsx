import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { recordingSink, resetAnalyticsForTests, setAnalyticsSink } from '@join/analytics';
import { configureApiClient } from '@join/api-client';
import { updatePayment } from '@join/state';
import type { PaymentResult } from '@join/state';
import CredentialsPage from './credentials-page';
import { configure } from '../testing/fixtures';

const json = (body: unknown, status = 200) => ({
  ok: status < 400,
  status,
  text: async () => JSON.stringify(body),
});

function renderPage(fetchImpl: jest.Mock) {
  configureApiClient({ baseUrl: '', fetch: fetchImpl as unknown as typeof fetch });
  render(
    <MemoryRouter
      initialEntries={[
        {
          pathname: '/credentials',
          state: { credentialsToken: 'tok', userId: 'u1', email: 'ana@example.com' },
        },
      ]}
    >
      <Routes>
        <Route path="/credentials" element={<CredentialsPage mode="parent" />} />
        <Route path="/receipt" element={<h1>Receipt here</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('credentials (spec §2 /credentials, §5 Username and Password)', () => {
  beforeEach(() => {
    configure();
    updatePayment({ result: {} as PaymentResult });
  });

  it('keeps Complete Signup disabled until the rules pass and reports an unavailable username on blur', async () => {
    const fetchMock = jest.fn(async (url: string, _init?: { headers: Record<string, string> }) =>
      url.includes('availability') ? json({ available: false, meetsRequirements: true }) : json({}),
    );
    renderPage(fetchMock);
    const complete = screen.getByRole('button', { name: 'Complete Signup' });
    expect(complete).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Username'), 'taken_name');
    await userEvent.type(screen.getByLabelText('Password'), 'ana@example.com');
    expect(await screen.findByText('This username cannot be used')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][1]?.headers.authorization).toBe('Bearer tok');
    expect(complete).toBeDisabled();
  });

  it("shows 'You're all set!' and goes to /receipt after 5 seconds", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const fetchMock = jest.fn(async (url: string) =>
      url.includes('availability')
        ? json({ available: true, meetsRequirements: true })
        : json({ userId: 'u1', username: 'ana_diaz' }),
    );
    renderPage(fetchMock);
    await user.type(screen.getByLabelText('Username'), 'ana_diaz');
    await user.type(screen.getByLabelText('Password'), 'Harbor-2026-safe!');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Complete Signup' }));
    expect(await screen.findByRole('heading', { name: "You're all set!" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.queryByText('Receipt here')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(await screen.findByText('Receipt here')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('shows the credentials error when the server fails', async () => {
    const fetchMock = jest.fn(async (url: string) =>
      url.includes('availability')
        ? json({ available: true, meetsRequirements: true })
        : json({ message: 'boom' }, 500),
    );
    renderPage(fetchMock);
    await userEvent.type(screen.getByLabelText('Username'), 'ana_diaz');
    await userEvent.type(screen.getByLabelText('Password'), 'Harbor-2026-safe!');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Signup' }));
    expect(
      await screen.findByText('Something went wrong with your request. Please try again later.'),
    ).toBeInTheDocument();
  });

  it("sends the 'Errored' analytics event of spec §8 with ids only", async () => {
    resetAnalyticsForTests();
    const sink = recordingSink();
    setAnalyticsSink(sink);
    const fetchMock = jest.fn(async (url: string) =>
      url.includes('availability')
        ? json({ available: true, meetsRequirements: true })
        : json({ message: 'boom' }, 500),
    );
    renderPage(fetchMock);
    await userEvent.type(screen.getByLabelText('Username'), 'ana_diaz');
    await userEvent.type(screen.getByLabelText('Password'), 'Harbor-2026-safe!');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Signup' }));
    await screen.findByText('Something went wrong with your request. Please try again later.');
    expect(sink.events.map((e) => e.name)).toContain('Credentials Errored');
    const sent = JSON.stringify(sink.events);
    for (const personal of ['ana_diaz', 'Harbor-2026-safe!', 'ana@example.com', 'Bearer'])
      expect(sent).not.toContain(personal);
  });

  it("takes a professional's set-your-password link: the token leaves the address bar, and the end points to the login page", async () => {
    // Pins the professional sign-up that ended at 'Log in' with no way to create a password.
    const Where = () => (
      <output data-testid="where">
        {useLocation().pathname + useLocation().search + useLocation().hash}
      </output>
    );
    const fetchMock = jest.fn(async (url: string, _init?: { headers: Record<string, string> }) =>
      url.includes('availability')
        ? json({ available: true, meetsRequirements: true })
        : json({ userId: 'p1', username: 'lucia_h' }),
    );
    configureApiClient({ baseUrl: '', fetch: fetchMock as unknown as typeof fetch });
    updatePayment({ result: null });
    render(
      <MemoryRouter initialEntries={['/credentials#token=pro-token']}>
        <Routes>
          <Route
            path="/credentials"
            element={
              <>
                <CredentialsPage mode="parent" />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your username and password' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/credentials$/);
    await userEvent.type(screen.getByLabelText('Username'), 'lucia_h');
    await userEvent.type(screen.getByLabelText('Password'), 'Harbor-2026-safe!');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Signup' }));
    expect(
      await screen.findByText("Your account is ready. We'll take you to the login page in a few seconds…"),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.every((c) => c[1]?.headers.authorization === 'Bearer pro-token')).toBe(true);
  });
});
