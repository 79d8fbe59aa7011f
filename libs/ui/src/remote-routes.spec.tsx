import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useEffect } from 'react';
import { ROUTES } from '@join/routes';
import { LIVE_EVENT } from '@join/page-contract';
import { lazyScreen } from './lazy-screen';
import { remotePreloader, RemoteRoutes, type RemoteScreens } from './remote-routes';

function at(path: string, ui: React.ReactNode) {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

const Welcome = () => <h1>Welcome</h1>;
const StepOneForm = () => (
  <label>
    First name <input />
  </label>
);
const Request = () => <h1>Ask for an invite</h1>;

describe("RemoteRoutes (a remote's pages from the route registry)", () => {
  it('shows the screen of each page at the path the registry gives it', () => {
    const screens = {
      invite: Welcome,
      inviteStep1: Welcome,
      invitePackages: Welcome,
      inviteChooseYourOwn: Welcome,
      inviteBillingInfo: Welcome,
      inviteRequest: Request,
      inviteConfirmEmail: Welcome,
    };
    at(ROUTES.inviteRequest, <RemoteRoutes remote="invite" screens={screens} />);
    expect(screen.getByRole('heading', { name: 'Ask for an invite' })).toBeInTheDocument();
  });

  it('passes a screen its props when the remote gives an element', () => {
    const Mode = ({ mode }: { mode: string }) => <p>{`mode ${mode}`}</p>;
    at(
      ROUTES.invitePayment,
      <RemoteRoutes
        remote="checkout"
        screens={{
          payment: <Mode mode="parent" />,
          credentials: <Mode mode="parent" />,
          receipt: <Mode mode="parent" />,
          login: Welcome,
          invitePayment: <Mode mode="invite" />,
          inviteCredentials: <Mode mode="invite" />,
          inviteReceipt: <Mode mode="invite" />,
        }}
      />,
    );
    expect(screen.getByText('mode invite')).toBeInTheDocument();
  });

  it('shows nothing of its own on a path that is not one of its pages', () => {
    // React Router says so on the console; that is all.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = at('/step1', <RemoteRoutes remote="proSignup" screens={{ pro: Welcome }} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('No routes matched location "/step1"'));
    warn.mockRestore();
  });

  it('puts each screen in the frame, with the page it is for, and a spinner while its chunk loads', async () => {
    let resolve: (screen: () => React.JSX.Element) => void = () => undefined;
    const Slow = lazyScreen(() => new Promise<() => React.JSX.Element>((r) => (resolve = r)));
    const screens = {
      signup: Welcome,
      step1: Slow,
      step2: Welcome,
      step3: Welcome,
      alacarte: Welcome,
      duplicate: Welcome,
      resume: Welcome,
    };
    at(
      ROUTES.step1,
      <RemoteRoutes
        remote="parentSignup"
        screens={screens}
        frame={(page, screen) => <section aria-label={`guard of ${page}`}>{screen}</section>}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => resolve(() => <h1>Step one</h1>));
    expect(screen.getByRole('region', { name: 'guard of step1' })).toContainElement(
      screen.getByRole('heading', { name: 'Step one' }),
    );
  });

  it('tells the page it is live once a screen is drawn and its effects have run, not while its chunk loads', async () => {
    const seen: string[] = [];
    const onLive = () => seen.push('live');
    document.addEventListener(LIVE_EVENT, onLive);
    try {
      let resolve: (screen: () => React.JSX.Element) => void = () => undefined;
      const Slow = lazyScreen(() => new Promise<() => React.JSX.Element>((r) => (resolve = r)));
      const Counted = () => {
        useEffect(() => void seen.push('screen effect'), []);
        return <h1>Step one</h1>;
      };
      const screens = {
        signup: Welcome,
        step1: Slow,
        step2: Welcome,
        step3: Welcome,
        alacarte: Welcome,
        duplicate: Welcome,
        resume: Welcome,
      };
      at(
        ROUTES.step1,
        <RemoteRoutes
          remote="parentSignup"
          screens={screens}
          frame={(page, screen) => <section aria-label={`guard of ${page}`}>{screen}</section>}
        />,
      );
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(seen).toEqual([]);
      await act(async () => resolve(Counted));
      expect(seen).toEqual(['screen effect', 'live']);
    } finally {
      document.removeEventListener(LIVE_EVENT, onLive);
    }
  });

  it("fetches the next pages' chunks once the visitor starts on a page, and no others", async () => {
    // Pins Continue on /step1 waiting for /step2's chunk to download after the API answered.
    const loads = { step2: jest.fn(async () => Welcome), step3: jest.fn(async () => Welcome) };
    const screens = {
      signup: Welcome,
      step1: StepOneForm,
      step2: lazyScreen(loads.step2),
      step3: lazyScreen(loads.step3),
      alacarte: Welcome,
      duplicate: Welcome,
      resume: Welcome,
    };
    jest.useFakeTimers();
    try {
      at(
        ROUTES.step1,
        <RemoteRoutes
          remote="parentSignup"
          screens={screens}
          next={{ step1: ['step2'], step2: ['step3'] }}
        />,
      );
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      // Nothing while nobody touches the page (a first screen's bytes stay its own).
      expect(loads.step2).not.toHaveBeenCalled();
      await act(async () => {
        screen.getByRole('textbox', { name: 'First name' }).focus();
        jest.advanceTimersByTime(3000);
      });
      expect(loads.step2).toHaveBeenCalledTimes(1);
      expect(loads.step3).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  /** Renders /step1 with `field` focused (added to the document by the caller), lets the idle time pass, and says how often /step2's chunk was asked for. */
  async function step2LoadsWithFocusIn(field: HTMLElement): Promise<number> {
    const load = jest.fn(async () => Welcome);
    field.focus();
    const screens = {
      signup: Welcome,
      step1: Welcome,
      step2: lazyScreen(load),
      step3: Welcome,
      alacarte: Welcome,
      duplicate: Welcome,
      resume: Welcome,
    };
    jest.useFakeTimers();
    try {
      at(ROUTES.step1, <RemoteRoutes remote="parentSignup" screens={screens} next={{ step1: ['step2'] }} />);
      await act(async () => {
        jest.advanceTimersByTime(3000);
      });
      return load.mock.calls.length;
    } finally {
      jest.useRealTimers();
    }
  }

  it("fetches the next pages' chunks when the visitor is already in a field as the page becomes live", async () => {
    // Pins /step1 -> /step2 waiting for /step2's chunk (bench:steps 69 -> 202 ms p50) when the
    // visitor typed into the server's HTML before the shell's script ran: no touch was heard.
    const typedBefore = document.createElement('input');
    typedBefore.setAttribute('aria-label', 'typed before');
    const root = document.createElement('div');
    root.id = 'root';
    root.append(typedBefore);
    document.body.append(root);
    try {
      expect(await step2LoadsWithFocusIn(typedBefore)).toBe(1);
    } finally {
      root.remove();
    }
  });

  it('does not count a field outside the page, or none, as the visitor starting', async () => {
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    try {
      expect(await step2LoadsWithFocusIn(elsewhere)).toBe(0);
    } finally {
      elsewhere.remove();
    }
  });

  it('does not count the page moving focus to its own heading as the visitor starting', async () => {
    // Pins zod and /step2's screen being fetched and run on every load of /step1: the heading takes focus on arrival.
    const load = jest.fn(async () => Welcome);
    const Heading = () => <h1 tabIndex={-1}>Step one</h1>;
    const screens = {
      signup: Welcome,
      step1: Heading,
      step2: lazyScreen(load),
      step3: Welcome,
      alacarte: Welcome,
      duplicate: Welcome,
      resume: Welcome,
    };
    jest.useFakeTimers();
    try {
      at(ROUTES.step1, <RemoteRoutes remote="parentSignup" screens={screens} next={{ step1: ['step2'] }} />);
      await act(async () => {
        // As PageHeading does on arrival.
        screen.getByRole('heading', { name: 'Step one' }).focus();
        jest.advanceTimersByTime(3000);
      });
      expect(screen.getByRole('heading', { name: 'Step one' })).toHaveFocus();
      expect(load).not.toHaveBeenCalled();
      await act(async () => {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
        jest.advanceTimersByTime(3000);
      });
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('must be given every page of its remote and no other (checked by the compiler)', () => {
    // @ts-expect-error inviteRequest is missing: the registry gives it to the invite remote.
    const missing: RemoteScreens<'invite'> = {
      invite: Welcome,
      inviteStep1: Welcome,
      invitePackages: Welcome,
      inviteChooseYourOwn: Welcome,
      inviteBillingInfo: Welcome,
    };
    // @ts-expect-error /step1 belongs to the parent sign-up remote, not to the professional one.
    const foreign: RemoteScreens<'proSignup'> = { pro: Welcome, step1: Welcome };
    expect([missing, foreign]).toHaveLength(2);
  });
});

describe('remotePreloader', () => {
  it('fetches the chunk of the screen at a path, trailing slash and case aside, and nothing for other paths', async () => {
    const load = jest.fn(async () => Welcome);
    const preload = remotePreloader({ invite: Welcome, inviteRequest: lazyScreen(load) });
    await preload('/invite');
    expect(load).not.toHaveBeenCalled();
    await preload('/Invite/Request/');
    expect(load).toHaveBeenCalledTimes(1);
    await preload('/step1');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
