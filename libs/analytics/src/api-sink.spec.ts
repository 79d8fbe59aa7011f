import { createApiSink, MAX_BATCH } from './api-sink';
import type { AnalyticsEvent } from './hub';

const event = (name: string): AnalyticsEvent => ({
  type: 'track',
  name,
  anonymousId: 'visitor-123456',
  versionId: 9,
  path: '/step1',
  properties: {},
  at: new Date().toISOString(),
});

function fakes() {
  const posts: { url: string; init: RequestInit }[] = [];
  const beacons: { url: string; body: string }[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    posts.push({ url: String(url), init: init ?? {} });
    return { ok: true, status: 202, text: async () => '{"accepted":1}' } as Response;
  }) as unknown as typeof fetch;
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = Object.assign(target, { document: doc }) as never;
  return {
    posts,
    beacons,
    fetchImpl,
    win,
    doc,
    target,
    beacon: (url: string, body: string) => (beacons.push({ url, body }), true),
  };
}
const names = (body: unknown) =>
  (JSON.parse(String(body)) as { events: AnalyticsEvent[] }).events.map((e) => e.name);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the join API sink', () => {
  it('sends what a screen reports as one batch a moment later', async () => {
    const f = fakes();
    const sink = createApiSink({ fetchImpl: f.fetchImpl, beacon: f.beacon, win: f.win, flushAfterMs: 1000 });
    sink.send(event('/step1'));
    sink.send(event('Step 1 Submitted'));
    expect(f.posts).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1000);
    expect(f.posts).toHaveLength(1);
    expect(f.posts[0].url).toBe('/api/analytics/events');
    expect(f.posts[0].init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
    expect(names(f.posts[0].init.body)).toEqual(['/step1', 'Step 1 Submitted']);
  });

  it('reads each answer to its end, so the browser counts the request as finished', async () => {
    const f = fakes();
    const read = jest.fn(async () => '{"accepted":1}');
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 202, text: read }) as unknown as Response);
    const sink = createApiSink({ fetchImpl: fetchImpl as never, beacon: f.beacon, win: f.win });
    sink.send(event('/step1'));
    await sink.flush();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('sends at once when a batch is full, never more than the API takes', async () => {
    const f = fakes();
    const sink = createApiSink({ fetchImpl: f.fetchImpl, beacon: f.beacon, win: f.win });
    for (let i = 0; i < MAX_BATCH + 3; i += 1) sink.send(event(`E${i}`));
    await jest.advanceTimersByTimeAsync(0);
    expect(names(f.posts[0].init.body)).toHaveLength(MAX_BATCH);
    await jest.advanceTimersByTimeAsync(1000);
    expect(f.posts.map((p) => names(p.init.body).length)).toEqual([MAX_BATCH, 3]);
    expect(MAX_BATCH).toBeLessThanOrEqual(50);
  });

  it('sends what is left with sendBeacon when the page goes away', () => {
    const f = fakes();
    const sink = createApiSink({ fetchImpl: f.fetchImpl, beacon: f.beacon, win: f.win });
    sink.send(event('Payment Submitted'));
    f.target.dispatchEvent(new Event('pagehide'));
    expect(f.beacons).toEqual([{ url: '/api/analytics/events', body: expect.any(String) }]);
    expect(names(f.beacons[0].body)).toEqual(['Payment Submitted']);
    expect(sink.queued()).toBe(0);
    expect(f.posts).toHaveLength(0);
  });

  it('uses sendBeacon when the tab is hidden, and a keepalive fetch when the beacon is refused', () => {
    const f = fakes();
    const sink = createApiSink({ fetchImpl: f.fetchImpl, beacon: () => false, win: f.win });
    sink.send(event('/receipt'));
    f.doc.visibilityState = 'hidden';
    f.doc.dispatchEvent(new Event('visibilitychange'));
    expect(f.posts).toHaveLength(1);
    expect(f.posts[0].init).toMatchObject({ keepalive: true, headers: { 'content-type': 'text/plain' } });
  });

  it('swallows network failures', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sink = createApiSink({
      fetchImpl: (async () => {
        throw new TypeError('offline');
      }) as never,
      beacon: null,
      win: fakes().win,
    });
    sink.send(event('/step1'));
    await expect(sink.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
