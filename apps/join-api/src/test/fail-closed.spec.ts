// Fail closed (docs/security.md Limits): every route with an id in its path answers 4xx to odd ids
// (a NUL reaching SQL would answer 500), and the limits on login, Pay and code redemption refuse
// with 503 when the shared store cannot count them instead of letting everything through.
import { pay, payBody, readyRegistration, US_1001_TX_TOTAL } from './checkout-helpers';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_FACTOR: '1' });
});
afterAll(() => t?.close());

const ODD_IDS = [
  '%00',
  'su_%00abc',
  '%01',
  '%1F',
  '%7F',
  '%E2%80%8B',
  '%EF%BB%BF',
  '%C2%85',
  'a'.repeat(2_000),
  '%F0%9F%98%80',
];

describe('odd ids in the path', () => {
  it('answers 4xx on every route with a path parameter, for every method it has', async () => {
    const doc = (await t.call({ url: '/api/openapi.json' })).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const templated = Object.entries(doc.paths).filter(([path]) => path.includes('{'));
    // The routes this must cover: a new route with an id joins the walk by being documented.
    expect(templated.map(([p]) => p)).toEqual(
      expect.arrayContaining([
        '/api/registrations/{signupId}/coupons',
        '/api/registrations/{signupId}/pay',
        '/api/invites/{userId}/pay',
      ]),
    );
    const failures: string[] = [];
    for (const [path, operations] of templated) {
      for (const method of Object.keys(operations).filter((m) =>
        ['get', 'post', 'put', 'delete', 'patch'].includes(m),
      )) {
        for (const odd of ODD_IDS) {
          const url = path.replace(/\{[^}]+\}/g, odd);
          const res = await t.call({
            method: method.toUpperCase(),
            url,
            headers: {
              'x-registration-key': 'k'.repeat(20),
              'x-invite-token': 't'.repeat(20),
              'idempotency-key': 'odd-ids-0001',
              authorization: 'Bearer abcdefgh',
            },
            ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
          });
          if (res.status < 400 || res.status >= 500)
            failures.push(`${method.toUpperCase()} ${url.slice(0, 60)} -> ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a NUL in the id of the coupons route with 400 on its field', async () => {
    const res = await t.call({
      url: '/api/registrations/%00/coupons',
      headers: { 'x-registration-key': 'k'.repeat(20) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 400,
      message: 'validation.failed',
      validationErrors: [{ field: 'params.signupId', text: 'validation:invalid' }],
    });
  });
});

describe('a limit that cannot be counted', () => {
  async function withoutStore<T>(work: () => Promise<T>): Promise<T> {
    await t.app.db.query('alter table rate_limits rename to rate_limits_away');
    try {
      return await work();
    } finally {
      await t.app.db.query('alter table rate_limits_away rename to rate_limits');
    }
  }
  const unavailable = {
    status: 503,
    message: 'rate.limit.unavailable',
    validationErrors: [{ field: 'form', text: 'common:limitUnavailable' }],
  };

  it('refuses login, Pay and code redemption with 503 while the store fails, and serves them again after', async () => {
    const reg = await readyRegistration(t);
    const [loginRes, payRes, codesRes] = await withoutStore(() =>
      Promise.all([
        t.call({
          method: 'POST',
          url: '/api/accounts/login',
          payload: { username: 'someone_1', password: 'whatever-1', submit: 'Login', _eventId: 'submit' },
        }),
        pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `fc-${reg.signupId}`),
        t.call({
          method: 'POST',
          url: '/api/pricing',
          payload: { orderDetail: { packageId: 1001 }, paymentCodes: ['ABCD-EFGH-JKLM'] },
        }),
      ]),
    );
    for (const res of [loginRes, payRes, codesRes]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual(unavailable);
    }
    // Nothing was charged while the limits could not be counted.
    const [row] = await t.app.db.query<{ n: number }>(
      'select count(*)::int as n from payments where scope = $1',
      [`reg:${reg.signupId}`],
    );
    expect(Number(row.n)).toBe(0);
    expect(
      (await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `fc-${reg.signupId}`)).status,
    ).toBe(200);
  });
});
