// Finish later: the panel every step and /payment share. What it sends, and what it says when
// the server refuses, in both languages.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { resetRegistration, updateRegistration } from '@join/state';
import type { Package } from '@join/schemas';
import { FinishLater, finishLaterDraft } from './finish-later';

// The panel imports the API client when the visitor sends (a lazy import), so the test reaches
// the mock through Jest rather than a static import.
jest.mock('@join/api-client', () => ({ mailFinishLaterLink: jest.fn() }));
type ApiClient = typeof import('@join/api-client');
const mailLink = jest.requireMock<ApiClient>('@join/api-client').mailFinishLaterLink as jest.MockedFunction<
  ApiClient['mailFinishLaterLink']
>;

const TOO_MANY = {
  en: "You've asked for several links in the last hour. Use the newest one in your inbox, or try again in an hour.",
  es: 'Ya pediste varios enlaces en la última hora. Usa el más reciente de tu bandeja de entrada o vuelve a intentarlo en una hora.',
};
const OPEN = { en: 'Email me a link to finish', es: 'Envíame un enlace para terminar' };
const SEND = { en: 'Send me the link', es: 'Envíame el enlace' };

// Only the id and the build-your-own mark matter here.
const testPackage = (over: Pick<Package, 'id'> & Partial<Package>) =>
  ({ buildYourOwn: false, packageName: 'Essentials 1 Year', ...over }) as Package;

beforeEach(() => {
  mailLink.mockReset();
  resetRegistration();
});

const withSession = () => updateRegistration({ signupId: 'su_1', registrationKey: 'k'.repeat(43) });

async function ask(lang: 'en' | 'es') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: OPEN[lang] }));
  await user.click(screen.getByRole('button', { name: SEND[lang] }));
}

describe('FinishLater', () => {
  it.each(['en', 'es'] as const)(
    'says in %s that the hourly limit is reached when the server answers 429',
    async (lang) => {
      await act(() => i18next.changeLanguage(lang));
      withSession();
      mailLink.mockResolvedValue({
        ok: false,
        kind: 'conflict',
        status: 429,
        message: 'finishLater.tooMany',
        retryAfter: 3600,
      });
      render(<FinishLater step="payment" />);
      await ask(lang);
      expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY[lang]);
    },
  );

  it('from /payment sends the package chosen and nothing of the payment', async () => {
    withSession();
    const pkg = testPackage({ id: 1009, buildYourOwn: true });
    updateRegistration({ selectedPackage: { package: pkg, services: ['SUB1YEAR', 'MYFILES'] } });
    mailLink.mockResolvedValue({
      ok: true,
      data: { sentTo: 'ana@example.com', linkExpiresAt: '2030-01-01T00:00:00Z', remind: false },
    });
    render(<FinishLater step="payment" />);
    await ask('en');
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a link to ana@example.com.');
    const [, , body] = mailLink.mock.calls[0];
    expect(body.step).toBe('payment');
    expect(body.draft?.selection).toEqual({ packageId: 1009, services: ['SUB1YEAR', 'MYFILES'] });
    expect(Object.keys(body.draft ?? {}).sort()).toEqual(['alacarte', 'selection', 'step1', 'step2']);
  });

  it('without a registration it shows only where the page can save one first, and waits for it', async () => {
    const { unmount } = render(<FinishLater step="step2" />);
    expect(screen.queryByRole('button', { name: OPEN.en })).toBeNull();
    unmount();
    const prepare = jest.fn(async () => false);
    render(<FinishLater step="step1" prepare={prepare} />);
    await ask('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the fields above first');
    expect(mailLink).not.toHaveBeenCalled();
  });

  it('keeps drafts and the package id, never the package object', () => {
    const draft = finishLaterDraft({
      drafts: { step2: { firstName: 'Ben' } },
      selectedPackage: { package: testPackage({ id: 1001 }) },
    });
    expect(draft).toEqual({
      step1: undefined,
      step2: { firstName: 'Ben' },
      alacarte: undefined,
      selection: { packageId: 1001, services: undefined },
    });
  });
});
