// CONTRACTS#analytics-and-discount-links funnel view: distinct visitors per step of each flow, drop-off at the furthest step,
// the worst step, the date range, and the HTML page with its chart and table (sandbox only).
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;

const page = (anonymousId: string, path: string, properties: Record<string, unknown> = {}) => ({
  type: 'page',
  name: path,
  anonymousId,
  versionId: 9,
  path,
  properties,
  at: new Date().toISOString(),
});
const track = (anonymousId: string, name: string, path: string) => ({
  type: 'track',
  name,
  anonymousId,
  versionId: 9,
  path,
  properties: {},
  at: new Date().toISOString(),
});
const parentPath = ['/signup', '/step1', '/step2', '/step3', '/payment', '/credentials', '/receipt'];

beforeAll(async () => {
  t = await startTestApp({ SANDBOX: '1' });
  const events = [
    ...parentPath.map((p) => page('visitor-complete', p)),
    // Arrived on /step1 from an outside link, left at /step2; a reload sends /step2 twice.
    ...['/step1', '/step2', '/step2'].map((p) => page('visitor-left-step2-a', p)),
    ...['/signup', '/step1', '/step2'].map((p) => page('visitor-left-step2-b', p)),
    page('visitor-left-step1', '/step1'),
    track('visitor-left-step1', 'Step 1 Failed', '/step1'),
    ...['/invite', '/invite/step1'].map((p) => page('visitor-invited', p)),
    page('visitor-pro-a', '/pro', { step: 'ONE' }),
    page('visitor-pro-a', '/pro', { step: 'TWO' }),
    ...['ONE', 'TWO', 'THREE', 'SUBMIT'].map((step) => page('visitor-pro-b', '/pro', { step })),
    track('visitor-pro-b', 'Pro Account Created', '/pro'),
  ];
  expect((await t.call({ method: 'POST', url: '/api/analytics/events', payload: { events } })).status).toBe(
    202,
  );
  // A visit from long ago, outside the default range (the API stamps arrival time itself).
  await t.app.db.query(
    "insert into analytics_events (anonymous_id, type, name, path, version_id, properties, client_at, received_at) values ('visitor-2025', 'page', '/signup', '/signup', 9, '{}', '2025-01-10T10:00:00Z', '2025-01-10T10:00:00Z')",
  );
});
afterAll(() => t.close());

const steps = (report: any, flow: string) => report.flows.find((f: { id: string }) => f.id === flow).steps;

describe('GET /api/dev/funnel', () => {
  it('counts distinct visitors per parent step and where they dropped off', async () => {
    const res = await t.call({ url: '/api/dev/funnel' });
    expect(res.status).toBe(200);
    expect(
      steps(res.body, 'parent').map((s: { label: string; reached: number; droppedHere: number | null }) => [
        s.label,
        s.reached,
        s.droppedHere,
      ]),
    ).toEqual([
      ['/signup', 2, 0],
      ['/step1', 4, 1],
      ['/step2', 3, 2],
      ['/step3', 1, 0],
      ['/payment', 1, 0],
      ['/credentials', 1, 0],
      ['/receipt', 1, null],
    ]);
    const parent = res.body.flows.find((f: { id: string }) => f.id === 'parent');
    expect(parent).toMatchObject({ entrants: 4, completed: 1, worstStep: 2 });
    expect(res.body.visitors).toBe(7);
  });

  it('follows the invite flow and the professional wizard steps', async () => {
    const { body } = await t.call({ url: '/api/dev/funnel' });
    expect(steps(body, 'invite').map((s: { reached: number }) => s.reached)).toEqual([1, 1, 0, 0, 0, 0]);
    expect(body.flows.find((f: { id: string }) => f.id === 'invite').worstStep).toBe(1);
    expect(
      steps(body, 'professional').map((s: { reached: number; droppedHere: number | null }) => [
        s.reached,
        s.droppedHere,
      ]),
    ).toEqual([
      [2, 0],
      [2, 1],
      [1, 0],
      [1, null],
    ]);
  });

  it('keeps to the date range, both ends inclusive', async () => {
    const old = await t.call({ url: '/api/dev/funnel?from=2025-01-01&to=2025-01-10' });
    expect(old.body.visitors).toBe(1);
    expect(steps(old.body, 'parent')[0]).toMatchObject({ label: '/signup', reached: 1, droppedHere: 1 });
    const before = await t.call({ url: '/api/dev/funnel?from=2025-01-01&to=2025-01-09' });
    expect(before.body.visitors).toBe(0);
    expect((await t.call({ url: '/api/dev/funnel?from=2025-02-01&to=2025-01-01' })).status).toBe(400);
    expect((await t.call({ url: '/api/dev/funnel?from=yesterday' })).status).toBe(400);
  });
});

describe('GET /dev/funnel', () => {
  it('draws each flow as bars with a table beside them and names the step that loses the most', async () => {
    const res = await t.call({ url: '/dev/funnel' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(3);
    expect(html.match(/<table/g)).toHaveLength(3);
    expect(html).toContain('Most visitors are lost at <strong>/step2</strong> (2 left there)');
    expect(html).toMatch(
      /<tr class="f-row--worst"><th scope="row"><strong>\/step2<\/strong> <span class="f-flag">biggest drop-off<\/span><\/th><td>3<\/td>/,
    );
    expect(html).toMatch(/<input id="f-from" name="from" type="date" value="\d{4}-\d{2}-\d{2}">/);
  });

  it('shows the chosen range in its inputs', async () => {
    const res = await t.call({ url: '/dev/funnel?from=2025-01-01&to=2025-01-31' });
    expect(res.text).toContain('value="2025-01-01"');
    expect(res.text).toContain('value="2025-01-31"');
    expect(res.text).toContain('1 visitor, 1 event in range.');
  });

  it('answers a range a person got wrong with the default range and a note', async () => {
    const backwards = await t.call({ url: '/dev/funnel?from=2025-02-01&to=2025-01-01' });
    expect(backwards.status).toBe(200);
    expect(backwards.text).toContain('role="alert">&#39;From&#39; must be on or before &#39;To&#39;');
    const garbled = await t.call({ url: '/dev/funnel?from=01%2F02%2F2025' });
    expect(garbled.status).toBe(200);
    expect(garbled.text).toContain('Dates must be written as YYYY-MM-DD');
  });
});
