import { page, track } from './analytics';
import { resetAnalyticsForTests } from './hub';
import { startAnalytics } from './start';

type FakeWindow = Window & { analytics?: any };
const w = window as FakeWindow;

beforeEach(() => {
  resetAnalyticsForTests();
  delete w.analytics;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('startAnalytics', () => {
  it('sends nothing anywhere for a visitor who refuses analytics, write key or not', async () => {
    const fetchMock = jest.fn(
      async () => ({ ok: true, status: 202, text: async () => '' }) as unknown as Response,
    );
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as never;
    try {
      page('/step1');
      await expect(startAnalytics({ analytics: { segmentWriteKey: 'wk_live' } }, () => true)).resolves.toBe(
        'none',
      );
      track('Step 1 Submitted');
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('chooses Segment when /api/config carries a write key, and hands it the waiting events', async () => {
    const calls: string[] = [];
    w.analytics = {
      page: (name: string) => calls.push(`page ${name}`),
      track: (name: string) => calls.push(`track ${name}`),
    };
    page('/signup');
    await expect(startAnalytics({ analytics: { segmentWriteKey: 'wk_live' } })).resolves.toBe('segment');
    track('Landing Parent Chosen');
    expect(calls).toEqual(['page /signup', 'track Landing Parent Chosen']);
  });

  it('loads no Segment script without a write key and sends events to the join API', async () => {
    const fetchMock = jest.fn(
      async () => ({ ok: true, status: 202, text: async () => '' }) as unknown as Response,
    );
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as never;
    try {
      page('/step1');
      await expect(startAnalytics({ analytics: { segmentWriteKey: '  ' } })).resolves.toBe('api');
      expect(document.querySelector('script[src*="segment"]')).toBeNull();
      window.dispatchEvent(new Event('pagehide'));
      // jsdom has no sendBeacon, so the batch leaves by keepalive fetch.
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/analytics/events',
        expect.objectContaining({ method: 'POST' }),
      );
    } finally {
      globalThis.fetch = original;
    }
  });

  it('treats a config without analytics, or a malformed one, as no write key', async () => {
    await expect(startAnalytics(null)).resolves.toBe('api');
    // The shell's JoinConfig as it is today, with no analytics block.
    await expect(startAnalytics({ sandbox: true, flags: {}, supportChat: false })).resolves.toBe('api');
    await expect(startAnalytics({ analytics: { segmentWriteKey: 42 } })).resolves.toBe('api');
    expect(document.querySelector('script[src*="segment"]')).toBeNull();
  });
});
