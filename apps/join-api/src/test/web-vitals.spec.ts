// Field data from real visitors: POST /api/analytics/vitals stores the shell's web-vitals beacon,
// refuses malformed ones, stores nothing for a visitor who refuses tracking, puts the p75 of each
// step's route beside the funnel's drop-off, and feeds the Prometheus histograms.
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
let server: MetricsServer;
beforeAll(async () => {
  t = await startTestApp({ SANDBOX: '1' });
  server = await startMetricsServer(t.app.metrics.registry, '127.0.0.1', 0);
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

let n = 0;
const metricId = () => `v5-${Date.now()}-${n++}`;
const remotes = [
  { name: 'parentSignup', version: '0.1.0', manifest: '/app/join/remotes/parentSignup/mf-manifest.json' },
];
const beacon = (overrides: Record<string, unknown> = {}) => ({
  route: '/step1',
  device: 'mobile',
  remotes,
  metrics: [
    { name: 'LCP', value: 1834.2, id: metricId(), rating: 'good' },
    { name: 'TTFB', value: 212.5, id: metricId(), rating: 'good' },
    { name: 'CLS', value: 0.031, id: metricId(), rating: 'good' },
  ],
  ...overrides,
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/analytics/vitals', payload: body, headers });
const readBack = async (route: string, since: Date) =>
  (
    await t.call({
      url: `/api/dev/analytics/vitals?route=${encodeURIComponent(route)}&since=${since.toISOString()}`,
    })
  ).body.vitals;
const stored = async () =>
  Number((await t.app.db.query<{ n: number }>('select count(*)::int as n from web_vitals'))[0].n);

describe('POST /api/analytics/vitals', () => {
  it('stores each figure with its route, device class and the remotes the page loaded', async () => {
    const since = new Date(Date.now() - 1000);
    const sent = beacon({ route: '/signup' });
    const res = await post(sent);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: 3 });
    const back = await readBack('/signup', since);
    expect(back.map((v: { name: string; value: number }) => [v.name, v.value])).toEqual([
      ['LCP', 1834.2],
      ['TTFB', 212.5],
      ['CLS', 0.031],
    ]);
    expect(back[0]).toMatchObject({
      id: sent.metrics[0].id,
      route: '/signup',
      device: 'mobile',
      rating: 'good',
      remotes,
    });
  });

  it('accepts the text/plain body navigator.sendBeacon sends', async () => {
    const since = new Date(Date.now() - 1000);
    const res = await t.call({
      method: 'POST',
      url: '/api/analytics/vitals',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      rawBody: JSON.stringify(beacon({ route: '/duplicate' })),
    });
    expect(res.status).toBe(202);
    expect(await readBack('/duplicate', since)).toHaveLength(3);
  });

  it('replaces a metric the page reports again with its later value', async () => {
    const since = new Date(Date.now() - 1000);
    const id = metricId();
    expect(
      (await post(beacon({ route: '/alacarte', metrics: [{ name: 'CLS', value: 0.02, id }] }))).status,
    ).toBe(202);
    expect(
      (
        await post(
          beacon({
            route: '/alacarte',
            metrics: [{ name: 'CLS', value: 0.12, id, rating: 'needs-improvement' }],
          }),
        )
      ).status,
    ).toBe(202);
    const back = await readBack('/alacarte', since);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ name: 'CLS', value: 0.12, rating: 'needs-improvement' });
  });

  it.each([
    ['no metrics', { metrics: [] }],
    ['a metric web-vitals does not report', { metrics: [{ name: 'FID', value: 10, id: 'v5-1' }] }],
    ['a negative timing', { metrics: [{ name: 'LCP', value: -1, id: 'v5-1' }] }],
    ['a timing that is not a number', { metrics: [{ name: 'LCP', value: 'fast', id: 'v5-1' }] }],
    ['an impossible layout shift', { metrics: [{ name: 'CLS', value: 250, id: 'v5-1' }] }],
    ['a route with a query string', { route: '/step1?email=ann@example.com' }],
    ['a full URL for a route', { route: 'https://join.test/app/join/step1' }],
    ['an unknown device class', { device: 'fridge' }],
    ['a field the beacon does not have', { anonymousId: 'visitor-123456' }],
    ['a remote version with spaces', { remotes: [{ name: 'checkout', version: 'one two' }] }],
    [
      'too many metrics',
      { metrics: Array.from({ length: 13 }, (_, i) => ({ name: 'TTFB', value: 100, id: `v5-many-${i}` })) },
    ],
  ])('refuses %s and stores nothing', async (_label, overrides) => {
    const before = await stored();
    const res = await post(beacon(overrides));
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/analytics/vitals',
      headers: { 'content-type': 'text/plain' },
      rawBody: 'LCP=1200',
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['Do Not Track', { dnt: '1' }],
  ])('stores nothing from a browser that refuses tracking by %s', async (_label, headers) => {
    const before = await stored();
    const res = await post(beacon({ route: '/credentials' }), headers);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: 0 });
    expect(await stored()).toBe(before);
    // The same beacon without the refusal is stored: the header alone made the difference.
    expect((await post(beacon({ route: '/credentials' }), { dnt: '0' })).body).toEqual({ accepted: 3 });
    expect(await stored()).toBe(before + 3);
  });
});

describe('funnel view', () => {
  beforeAll(async () => {
    const events = ['/signup', '/step1', '/step2'].map((path) => ({
      type: 'page',
      name: path,
      anonymousId: 'vitals-visitor-1',
      versionId: 9,
      path,
      properties: {},
      at: new Date().toISOString(),
    }));
    expect((await t.call({ method: 'POST', url: '/api/analytics/events', payload: { events } })).status).toBe(
      202,
    );
    // Five page loads of /step2 on phones; LCP 1.0 s .. 5.0 s, so the p75 (interpolated) is 4.0 s.
    for (const seconds of [5, 1, 4, 2, 3]) {
      const metrics = [
        { name: 'LCP', value: seconds * 1000, id: metricId() },
        { name: 'INP', value: seconds * 40, id: metricId() },
      ];
      expect((await post(beacon({ route: '/step2', metrics }))).status).toBe(202);
    }
  });

  it('gives the p75 of each metric beside the drop-off of each step', async () => {
    const res = await t.call({ url: '/api/dev/funnel' });
    expect(res.status).toBe(200);
    const parent = res.body.flows.find((f: { id: string }) => f.id === 'parent');
    const step2 = parent.steps.find((s: { label: string }) => s.label === '/step2');
    expect(step2).toMatchObject({ reached: 1, droppedHere: 1 });
    expect(step2.vitals).toEqual({
      LCP: { p75: 4000, samples: 5 },
      INP: { p75: 160, samples: 5 },
      CLS: null,
      TTFB: null,
    });
    // A step whose route has no field data says so, rather than showing a zero.
    expect(parent.steps.find((s: { label: string }) => s.label === '/receipt').vitals.LCP).toBeNull();
  });

  it('counts only field data received in the range asked for', async () => {
    const res = await t.call({ url: '/api/dev/funnel?from=2025-01-01&to=2025-01-31' });
    const parent = res.body.flows.find((f: { id: string }) => f.id === 'parent');
    expect(parent.steps.find((s: { label: string }) => s.label === '/step2').vitals.LCP).toBeNull();
  });

  it('shows the p75 columns on the HTML page', async () => {
    const res = await t.call({ url: '/dev/funnel' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('p75 LCP</abbr>');
    const row = res.text.split('<tr').find((r) => /<th scope="row">(<strong>)?\/step2</.test(r));
    expect(row).toContain('<td>4.0 s <span class="f-n">(5)</span></td>');
    expect(row).toContain('<td>160 ms <span class="f-n">(5)</span></td>');
  });
});

describe('GET /metrics after field data arrives', () => {
  /** The value of the one sample of `name` carrying every label given; undefined when there is none. */
  const sample = (text: string, name: string, labels: Record<string, string>) => {
    const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
    const found = text
      .split('\n')
      .filter(
        (line) =>
          line.startsWith(`${name}{`) &&
          wanted.every((pair) => line.slice(0, line.lastIndexOf(' ')).includes(pair)),
      );
    if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
    return found.length ? Number(found[0].slice(found[0].lastIndexOf(' ') + 1)) : undefined;
  };
  const scrape = async () => (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();

  it('carries a histogram per metric by route and device class, in seconds', async () => {
    const desktop = (route: string, lcp: number, ttfb: number, cls: number) =>
      post(
        beacon({
          route,
          device: 'desktop',
          metrics: [
            { name: 'LCP', value: lcp, id: metricId() },
            { name: 'TTFB', value: ttfb, id: metricId() },
            { name: 'CLS', value: cls, id: metricId() },
          ],
        }),
      );
    expect((await desktop('/step3', 1200, 150, 0.05)).status).toBe(202);
    expect((await desktop('/step3', 2600, 450, 0.3)).status).toBe(202);
    const text = await scrape();
    const step3 = { route: '/step3', device: 'desktop' };
    expect(sample(text, 'join_web_vitals_lcp_seconds_count', step3)).toBe(2);
    expect(sample(text, 'join_web_vitals_lcp_seconds_sum', step3)).toBeCloseTo(3.8, 6);
    expect(sample(text, 'join_web_vitals_lcp_seconds_bucket', { ...step3, le: '2.5' })).toBe(1);
    expect(sample(text, 'join_web_vitals_lcp_seconds_bucket', { ...step3, le: '3' })).toBe(2);
    expect(sample(text, 'join_web_vitals_ttfb_seconds_sum', step3)).toBeCloseTo(0.6, 6);
    expect(sample(text, 'join_web_vitals_cls_sum', step3)).toBeCloseTo(0.35, 6);
    expect(sample(text, 'join_web_vitals_cls_bucket', { ...step3, le: '0.1' })).toBe(1);
    // The phones of the funnel test are their own series: 5 INP figures of 40..200 ms.
    expect(sample(text, 'join_web_vitals_inp_seconds_count', { route: '/step2', device: 'mobile' })).toBe(5);
    expect(
      sample(text, 'join_web_vitals_inp_seconds_sum', { route: '/step2', device: 'mobile' }),
    ).toBeCloseTo(0.6, 6);
  });

  it('counts a metric reported twice once, and puts unknown routes under one label', async () => {
    const id = metricId();
    const first = await scrape();
    const before =
      sample(first, 'join_web_vitals_lcp_seconds_count', { route: '/receipt', device: 'tablet' }) ?? 0;
    expect(
      (
        await post(
          beacon({ route: '/receipt', device: 'tablet', metrics: [{ name: 'LCP', value: 900, id }] }),
        )
      ).status,
    ).toBe(202);
    expect(
      (
        await post(
          beacon({ route: '/receipt', device: 'tablet', metrics: [{ name: 'LCP', value: 950, id }] }),
        )
      ).status,
    ).toBe(202);
    expect(
      (
        await post(
          beacon({ route: '/made-up-route-1', metrics: [{ name: 'LCP', value: 700, id: metricId() }] }),
        )
      ).status,
    ).toBe(202);
    expect(
      (
        await post(
          beacon({ route: '/made-up-route-2', metrics: [{ name: 'LCP', value: 700, id: metricId() }] }),
        )
      ).status,
    ).toBe(202);
    const text = await scrape();
    expect(sample(text, 'join_web_vitals_lcp_seconds_count', { route: '/receipt', device: 'tablet' })).toBe(
      before + 1,
    );
    expect(sample(text, 'join_web_vitals_lcp_seconds_count', { route: 'other', device: 'mobile' })).toBe(2);
    expect(text).not.toContain('made-up-route');
  });

  it('observes nothing from a visitor who refuses tracking', async () => {
    const before = sample(await scrape(), 'join_web_vitals_lcp_seconds_count', {
      route: '/invite',
      device: 'mobile',
    });
    expect((await post(beacon({ route: '/invite' }), { 'sec-gpc': '1' })).body).toEqual({ accepted: 0 });
    expect(
      sample(await scrape(), 'join_web_vitals_lcp_seconds_count', { route: '/invite', device: 'mobile' }),
    ).toBe(before);
  });
});
