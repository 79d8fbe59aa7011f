import { WEB_VITALS_ENDPOINT, webVitalsBeaconSchema } from '@join/schemas';
import { createVitalsBeacon } from './vitals-beacon';

function page() {
  const listeners: Record<string, (() => void)[]> = {};
  const on = (type: string, fn: () => void) => (listeners[type] ??= []).push(fn);
  const doc = { visibilityState: 'visible' as DocumentVisibilityState, addEventListener: on };
  const win = { addEventListener: on };
  const fire = (type: string) => listeners[type]?.forEach((fn) => fn());
  return { doc, win, fire };
}

function setUp(beaconAnswer = true) {
  const p = page();
  const beacons: { url: string; body: any }[] = [];
  const fetches: { url: string; body: any }[] = [];
  const collector = createVitalsBeacon({
    route: '/step1',
    device: 'mobile',
    remotes: () => [
      { name: 'parentSignup', version: '0.1.0', manifest: '/app/join/remotes/parentSignup/mf-manifest.json' },
    ],
    beacon: (url, body) => {
      beacons.push({ url, body: JSON.parse(body) });
      return beaconAnswer;
    },
    fetchImpl: (async (url: string, init: RequestInit) => {
      fetches.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 202 });
    }) as unknown as typeof fetch,
    doc: p.doc as unknown as Document,
    win: p.win as unknown as Window,
  });
  return { ...p, collector, beacons, fetches };
}

describe('vitals beacon', () => {
  it('sends the figures when the page is hidden, in the shape the API accepts', () => {
    const s = setUp();
    s.collector.add({ name: 'TTFB', value: 180, id: 'v5-1', rating: 'good' });
    s.collector.add({ name: 'LCP', value: 1600, id: 'v5-2', rating: 'good' });
    expect(s.beacons).toHaveLength(0);
    s.doc.visibilityState = 'hidden';
    s.fire('visibilitychange');
    expect(s.beacons).toHaveLength(1);
    expect(s.beacons[0].url).toBe(WEB_VITALS_ENDPOINT);
    expect(webVitalsBeaconSchema.safeParse(s.beacons[0].body).success).toBe(true);
    expect(s.beacons[0].body).toMatchObject({
      route: '/step1',
      device: 'mobile',
      remotes: [{ name: 'parentSignup', version: '0.1.0' }],
    });
    expect(s.beacons[0].body.metrics.map((m: { name: string }) => m.name)).toEqual(['TTFB', 'LCP']);
  });

  it('sends nothing while the page stays visible', () => {
    const s = setUp();
    s.collector.add({ name: 'TTFB', value: 180, id: 'v5-1' });
    s.fire('visibilitychange');
    expect(s.beacons).toHaveLength(0);
  });

  it('sends a figure again only when a later value replaced it', () => {
    const s = setUp();
    s.collector.add({ name: 'CLS', value: 0.01, id: 'v5-cls' });
    s.collector.add({ name: 'TTFB', value: 180, id: 'v5-ttfb' });
    s.fire('pagehide');
    s.collector.add({ name: 'CLS', value: 0.2, id: 'v5-cls' });
    s.fire('pagehide');
    s.fire('pagehide');
    expect(
      s.beacons.map((b) =>
        b.body.metrics.map((m: { name: string; value: number }) => `${m.name}=${m.value}`),
      ),
    ).toEqual([['CLS=0.01', 'TTFB=180'], ['CLS=0.2']]);
  });

  it('posts with keepalive when the browser will not queue the beacon', () => {
    const s = setUp(false);
    s.collector.add({ name: 'LCP', value: 900, id: 'v5-1' });
    s.fire('pagehide');
    expect(s.fetches).toHaveLength(1);
    expect(s.fetches[0].body.metrics[0]).toEqual({ name: 'LCP', value: 900, id: 'v5-1' });
  });

  it('keeps home a figure the API would refuse, so the others still arrive', () => {
    const s = setUp();
    s.collector.add({ name: 'LCP', value: Number.NaN, id: 'v5-1' });
    s.collector.add({ name: 'CLS', value: 400, id: 'v5-2' });
    s.collector.add({ name: 'TTFB', value: 120, id: 'v5-3' });
    s.fire('pagehide');
    expect(s.beacons[0].body.metrics.map((m: { id: string }) => m.id)).toEqual(['v5-3']);
  });
});
