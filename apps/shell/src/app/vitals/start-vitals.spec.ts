import { QUIET_AFTER_LOAD_MS, startVitals } from './start-vitals';

function fakeWindow(readyState: DocumentReadyState = 'complete') {
  const target = new EventTarget();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    document: { readyState },
    location: { pathname: '/app/join/signup' },
  };
}

describe('startVitals', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches nothing for a visitor who refuses analytics, even after interactions and time', async () => {
    const load = jest.fn(async () => ({ reportVitals: jest.fn() }));
    const win = fakeWindow();
    expect(startVitals({ refused: () => true, load, win: win as never })).toBe(false);
    win.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(QUIET_AFTER_LOAD_MS * 3);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the chunk at the first interaction, once', async () => {
    const reportVitals = jest.fn();
    const load = jest.fn(async () => ({ reportVitals }));
    const win = fakeWindow();
    expect(startVitals({ refused: () => false, load, win: win as never })).toBe(true);
    expect(load).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('keydown'));
    win.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(QUIET_AFTER_LOAD_MS * 2);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reportVitals).toHaveBeenCalledTimes(1);
  });

  it('reports for the route the page was loaded on, wherever the visitor is when the chunk arrives', async () => {
    const reportVitals = jest.fn();
    const win = fakeWindow();
    startVitals({ refused: () => false, load: async () => ({ reportVitals }), win: win as never });
    // The sign-up moved on to /step1 without loading a page.
    win.location.pathname = '/app/join/step1';
    win.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    await Promise.resolve();
    expect(reportVitals).toHaveBeenCalledWith('/app/join/signup');
  });

  it('fetches it after a quiet while from the load event when nobody interacts', () => {
    const load = jest.fn(async () => ({ reportVitals: jest.fn() }));
    const win = fakeWindow('interactive');
    startVitals({ refused: () => false, load, win: win as never });
    jest.advanceTimersByTime(QUIET_AFTER_LOAD_MS * 2);
    expect(load).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(QUIET_AFTER_LOAD_MS - 1);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
