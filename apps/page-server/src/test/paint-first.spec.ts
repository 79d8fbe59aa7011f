// The shell's scripts of a server-rendered page are preloaded in the head and run after the first
// contentful paint (apps/page-server/src/paint-first.ts).
import { PAINT_WAIT_MS, paintFirstLoader } from '../paint-first';
import type { ShellScript } from '../shell-build';

/** Runs the loader in a stand-in page; returns what it added and the hooks to drive it. */
function runLoader(
  scripts: ShellScript[],
  page: {
    visibility?: string;
    restore?: boolean;
    paintTypes?: string[] | null;
    painted?: boolean;
    nonce?: string;
    search?: string;
  } = {},
) {
  const added: Record<string, unknown>[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const listeners: Record<string, () => void> = {};
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  let disconnected = false;
  const document = {
    visibilityState: page.visibility ?? 'visible',
    currentScript: { nonce: page.nonce ?? 'n1' },
    documentElement: {
      hasAttribute: (name: string) => name === 'data-join-restore' && Boolean(page.restore),
    },
    createElement: () => ({}) as Record<string, unknown>,
    body: { appendChild: (el: Record<string, unknown>) => void added.push(el) },
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  };
  class FakeObserver {
    static supportedEntryTypes =
      page.paintTypes === null ? undefined : (page.paintTypes ?? ['paint', 'largest-contentful-paint']);
    constructor(fn: typeof observer) {
      observer = fn;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  const performance = {
    getEntriesByName: (name: string) => (page.painted && name === 'first-contentful-paint' ? [{}] : []),
  };
  const setTimeout = (fn: () => void, ms: number) => void timers.push({ fn, ms });
  new Function('document', 'window', 'performance', 'setTimeout', paintFirstLoader(scripts))(
    document,
    { PerformanceObserver: FakeObserver, location: { search: page.search ?? '' } },
    performance,
    setTimeout,
  );
  return {
    added,
    timers,
    paint: (name = 'first-contentful-paint') =>
      observer?.({ getEntriesByName: (n: string) => (n === name ? [{}] : []) }),
    hide: () => {
      document.visibilityState = 'hidden';
      listeners['visibilitychange']?.();
    },
    runTimers: (filter: (ms: number) => boolean = () => true) =>
      timers.filter((t) => filter(t.ms)).forEach((t) => t.fn()),
    disconnected: () => disconnected,
  };
}

const SHELL: ShellScript[] = [
  { src: '/app/join/main.1.js', integrity: 'sha384-abc' },
  { src: '/app/join/other.2.js' },
];

describe('the paint-first loader', () => {
  it('adds nothing before the first contentful paint, then the scripts in order, once, with the nonce', () => {
    const page = runLoader(SHELL);
    expect(page.added).toEqual([]);
    page.paint('first-paint');
    page.runTimers((ms) => ms === 0);
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.disconnected()).toBe(true);
    page.runTimers((ms) => ms === 0);
    expect(page.added).toEqual([
      {
        src: '/app/join/main.1.js',
        integrity: 'sha384-abc',
        crossOrigin: 'anonymous',
        nonce: 'n1',
        async: false,
      },
      { src: '/app/join/other.2.js', crossOrigin: 'anonymous', nonce: 'n1', async: false },
    ]);
    // The fallback timer and a later hide add nothing more.
    page.runTimers();
    page.hide();
    expect(page.added).toHaveLength(2);
  });

  it('adds the scripts after a while when no paint is ever reported', () => {
    const page = runLoader(SHELL);
    page.runTimers((ms) => ms !== PAINT_WAIT_MS);
    expect(page.added).toEqual([]);
    page.runTimers((ms) => ms === PAINT_WAIT_MS);
    expect(page.added).toHaveLength(2);
  });

  it('adds the scripts at once when the page was painted already, is hidden, will be rendered by the browser, or paints cannot be observed', () => {
    expect(runLoader(SHELL, { painted: true }).added).toHaveLength(2);
    expect(runLoader(SHELL, { visibility: 'hidden' }).added).toHaveLength(2);
    expect(runLoader(SHELL, { visibility: 'prerender' }).added).toHaveLength(2);
    expect(runLoader(SHELL, { restore: true }).added).toHaveLength(2);
    // A discount link: the shell stores it before it starts, so the browser renders that tab.
    expect(runLoader(SHELL, { search: '?discount=1&referrer=partner&pct=MTA%3D' }).added).toHaveLength(2);
    expect(runLoader(SHELL, { search: '?utm_source=mail&discount=1' }).added).toHaveLength(2);
    expect(runLoader(SHELL, { paintTypes: ['navigation'] }).added).toHaveLength(2);
    expect(runLoader(SHELL, { paintTypes: null }).added).toHaveLength(2);
  });

  it('waits for the paint on an address with other parameters (an invite link, campaign tags)', () => {
    expect(runLoader(SHELL, { search: '?userId=u_1' }).added).toEqual([]);
    expect(runLoader(SHELL, { search: '?utm_source=mail&nodiscount=1' }).added).toEqual([]);
  });

  it('adds the scripts when the tab is hidden before it painted (a hidden tab paints nothing)', () => {
    const page = runLoader(SHELL);
    page.hide();
    expect(page.added).toHaveLength(2);
  });

  it('cannot be ended early by a script address holding "</script>"', () => {
    const loader = paintFirstLoader([{ src: '/x</script><script>alert(1)//' }]);
    expect(loader).not.toContain('</script>');
  });
});
