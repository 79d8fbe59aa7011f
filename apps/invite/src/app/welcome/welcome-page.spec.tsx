import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { recordingSink, resetAnalyticsForTests, setAnalyticsSink } from '@join/analytics';
import { getInviteContext, markTermsAgreed } from '@join/api-client';
import { getInvite, updateInvite } from '@join/state';
import { inviteContext, renderAt, resetStores } from '../../testing/invite-fixtures';
import { leaveApp } from '../shared/leave-app';
import { WelcomePage } from './welcome-page';

jest.mock('@join/api-client', () => ({ getInviteContext: jest.fn(), markTermsAgreed: jest.fn() }));
jest.mock('../shared/leave-app', () => ({ leaveApp: jest.fn() }));

const getContext = jest.mocked(getInviteContext);
const markTerms = jest.mocked(markTermsAgreed);
const leave = jest.mocked(leaveApp);
const LINK = '/invite?inviteToken=tok-1&userId=user-b';

beforeEach(() => {
  jest.clearAllMocks();
  resetStores();
  markTerms.mockResolvedValue({ ok: true, data: { ok: true } });
});

describe('WelcomePage redirect rules (spec §2 /invite)', () => {
  it.each(['/invite', '/invite?inviteToken=tok-1', '/invite?userId=user-b'])(
    'says the invitation was not found, with the legacy home page as its action, from %s',
    async (url) => {
      // Pins a bug: /invite without a token left silently (spec §2 legacy home); the
      // page now says why and its button is the way to the legacy home page.
      renderAt('/invite', <WelcomePage />, url);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We weren't able to find your invitation" }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/legacy-home',
      );
      expect(leave).not.toHaveBeenCalled();
      expect(getContext).not.toHaveBeenCalled();
    },
  );

  it('goes to /invite/credentials for a current subscription with complete billing that needs credentials, terms agreed first', async () => {
    getContext.mockResolvedValue({
      ok: true,
      data: inviteContext({
        isSubscriptionCurrent: true,
        billingAddressComplete: true,
        credentialsToken: 'cred-9',
      }),
    });
    renderAt('/invite', <WelcomePage />, LINK);
    expect(await screen.findByTestId('arrived')).toHaveTextContent(
      '/invite/credentials {"credentialsToken":"cred-9","userId":"user-b"}',
    );
    expect(markTerms).toHaveBeenCalledWith('user-b', 'tok-1');
    expect(getInvite().credentialsToken).toBe('cred-9');
  });

  it('sends a refused or expired token to /invite/request, keeping the token for a new link', async () => {
    getContext.mockResolvedValue({ ok: false, kind: 'inviteAuth', status: 401, bodyStatus: 112 });
    renderAt('/invite', <WelcomePage />, LINK);
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/invite/request');
    expect(getInvite().inviteToken).toBe('tok-1');
  });

  it('offers a retry when the invite cannot be read for network reasons', async () => {
    getContext
      .mockResolvedValueOnce({ ok: false, kind: 'network' })
      .mockResolvedValueOnce({ ok: true, data: inviteContext() });
    renderAt('/invite', <WelcomePage />, LINK);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "You've been invited as a co-parent to join:" }),
    ).toBeInTheDocument();
  });

  it('goes to /invite/step1 with Get Started', async () => {
    getContext.mockResolvedValue({ ok: true, data: inviteContext() });
    renderAt('/invite', <WelcomePage />, LINK);
    await userEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent('/invite/step1');
  });
});

describe('WelcomePage content', () => {
  it("shows the family as initials and names, without 'paid' or the FAQ for an unpaid en_US invite", async () => {
    getContext.mockResolvedValue({ ok: true, data: inviteContext() });
    renderAt('/invite', <WelcomePage />, LINK);
    const family = await screen.findByRole('list', { name: 'Family members' });
    expect(family).toHaveTextContent('ASAlex Smith');
    expect(family).toHaveTextContent('MSMia Smith');
    expect(screen.queryByText('Your subscription has been paid.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).not.toBeInTheDocument();
    expect(getInvite().context?.userId).toBe('user-b');
  });

  it("shows the professional's name for a professional-created subscription, and 'paid' when current", async () => {
    getContext.mockResolvedValue({
      ok: true,
      data: inviteContext({
        userCreatedByPro: true,
        proFirstName: 'Dana',
        proLastName: 'Reyes',
        isSubscriptionCurrent: true,
      }),
    });
    renderAt('/invite', <WelcomePage />, LINK);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Dana Reyes has invited you as a co-parent to join:',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your subscription has been paid.')).toBeInTheDocument();
  });

  it('opens an es_MX invite in Spanish with the three-question FAQ', async () => {
    getContext.mockResolvedValue({ ok: true, data: inviteContext({ languageLocale: 'es_MX' }) });
    renderAt('/invite', <WelcomePage />, LINK);
    expect(await screen.findByRole('heading', { name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(i18next.language).toBe('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Te invitaron');
    expect(screen.getAllByRole('group')).toHaveLength(3);
  });

  it('starts over when the link carries a different invite than the tab remembers', async () => {
    updateInvite({
      inviteToken: 'old',
      userId: 'user-x',
      lastCompletedStep: 2,
      contactValues: {
        firstName: 'X',
        lastName: 'Y',
        email: 'x@y.z',
        countryCode: '+1',
        phoneNumber: '5550000000',
      },
    });
    getContext.mockResolvedValue({ ok: true, data: inviteContext() });
    renderAt('/invite', <WelcomePage />, LINK);
    await screen.findByRole('button', { name: 'Get Started' });
    expect(getInvite()).toMatchObject({
      inviteToken: 'tok-1',
      userId: 'user-b',
      lastCompletedStep: 0,
      contactValues: null,
    });
  });
});

describe('WelcomePage analytics (CONTRACTS#analytics-and-discount-links)', () => {
  it('reports the screen and Get Started as Parent B, with ids only', async () => {
    resetAnalyticsForTests();
    const sink = recordingSink();
    setAnalyticsSink(sink);
    getContext.mockResolvedValue({ ok: true, data: inviteContext() });
    renderAt('/invite', <WelcomePage />, LINK);
    await userEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(sink.events.map((e) => `${e.type} ${e.name}`)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^page /)]),
    );
    expect(sink.events.every((e) => e.account === 'Parent B' && e.versionId === 9)).toBe(true);
    // None of the invitee's or family's personal data travels with any event.
    const sent = JSON.stringify(sink.events);
    for (const personal of ['Blair', 'Jones', 'blair@example.com', '5551234567', 'Alex', 'Smith', 'tok-1'])
      expect(sent).not.toContain(personal);
  });
});
