// CONTRACTS#analytics-and-discount-links: POST /api/analytics/events stores what the browser's API sink sends, refuses personal
// data and oversized batches; sandbox mode reads a visitor's events back in order.
import { productionEnv, startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SANDBOX: '1' });
});
afterAll(() => t.close());

let n = 0;
const visitor = () => `visitor-${Date.now().toString(36)}-${n++}`;
const event = (anonymousId: string, overrides: Record<string, unknown> = {}) => ({
  type: 'page',
  name: '/step1',
  anonymousId,
  account: 'Parent A',
  versionId: 9,
  path: '/step1',
  properties: {},
  at: new Date().toISOString(),
  ...overrides,
});
const post = (events: unknown[]) =>
  t.call({ method: 'POST', url: '/api/analytics/events', payload: { events } });
const readBack = (id: string) => t.call({ url: `/api/dev/analytics/events?anonymousId=${id}` });

describe('POST /api/analytics/events', () => {
  it('stores a batch and gives the events back in the order they were sent', async () => {
    const id = visitor();
    const res = await post([
      event(id),
      event(id, { type: 'track', name: 'Step 1 Submitted', path: '/step1' }),
      event(id, { type: 'track', name: 'Step 1 Succeeded', properties: { signupId: 'abc-123' } }),
    ]);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: 3 });
    const back = await readBack(id);
    expect(back.status).toBe(200);
    expect(back.body.events.map((e: { name: string }) => e.name)).toEqual([
      '/step1',
      'Step 1 Submitted',
      'Step 1 Succeeded',
    ]);
    expect(back.body.events[2]).toMatchObject({
      type: 'track',
      account: 'Parent A',
      versionId: 9,
      properties: { signupId: 'abc-123' },
    });
  });

  it('accepts the text/plain body navigator.sendBeacon sends', async () => {
    const id = visitor();
    const res = await t.call({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      rawBody: JSON.stringify({ events: [event(id, { name: '/step2', path: '/step2' })] }),
    });
    expect(res.status).toBe(202);
    expect((await readBack(id)).body.events).toHaveLength(1);
  });

  it.each([
    ['an email property', { email: 'ann@example.com' }],
    ['a name key', { firstName: 'Ann' }],
    ['an email hidden in an innocent key', { note: 'write to ann@example.com' }],
    ['a phone number', { contact: '+1 (512) 555-0101' }],
    ['a card number', { ref: '4111 1111 1111 1111' }],
    ['a card number as a number', { ref: 4111111111111111 }],
  ])('refuses %s and stores nothing of the batch', async (_label, properties) => {
    const id = visitor();
    const res = await post([event(id), event(id, { type: 'track', name: 'Step 1 Failed', properties })]);
    expect(res.status).toBe(400);
    expect(res.body.validationErrors[0].field).toMatch(/^events\.1\.properties\./);
    expect((await readBack(id)).body.events).toHaveLength(0);
  });

  it('keeps ids, counts and states', async () => {
    const id = visitor();
    const res = await post([
      event(id, {
        type: 'track',
        name: 'Payment Succeeded',
        properties: {
          packageId: 2001,
          transactionId: 'sbx_7f3a9c',
          paymentMethod: 'CREDIT_CARD',
          userId: 'u_91c2',
          children: 2,
          coParentEmailKnown: true,
          status: null,
        },
      }),
    ]);
    expect(res.status).toBe(202);
  });

  it('bounds the batch size and the shape of each event', async () => {
    const id = visitor();
    expect((await post(Array.from({ length: 51 }, () => event(id)))).status).toBe(400);
    expect((await post(Array.from({ length: 50 }, () => event(id)))).status).toBe(202);
    expect((await post([])).status).toBe(400);
    expect((await post([event(id, { versionId: 8 })])).status).toBe(400);
    expect((await post([event(id, { surprise: 1 })])).status).toBe(400);
    expect((await post([event(id, { properties: { nested: { a: 1 } } })])).status).toBe(400);
    expect((await post([event('x')])).status).toBe(400);
    expect((await post([event(id, { at: 'yesterday' })])).status).toBe(400);
  });
});

describe('outside sandbox mode', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp(productionEnv);
  });
  afterAll(() => prod.close());

  it('still takes events but serves no read-back or funnel', async () => {
    const id = visitor();
    expect(
      (await prod.call({ method: 'POST', url: '/api/analytics/events', payload: { events: [event(id)] } }))
        .status,
    ).toBe(202);
    expect((await prod.call({ url: `/api/dev/analytics/events?anonymousId=${id}` })).status).toBe(404);
    expect((await prod.call({ url: '/api/dev/funnel' })).status).toBe(404);
    expect((await prod.call({ url: '/dev/funnel' })).status).toBe(404);
  });
});
