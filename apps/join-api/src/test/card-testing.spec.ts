// Card testing (docs/security.md Limits): declines per payer (registration or invite), per client
// address and per device, counted in the shared rate_limits table before the gateway is called; a
// product-wide decline breaker; the client-token limit. Windows move with an injected clock.
import { CARD_LIMITS } from '../services/card-attempts';
import { invitePayBody, payBody, readyRegistration, US_1001_TX_TOTAL } from './checkout-helpers';
import { windowClock } from './window-clock';
import { startTestApp, type TestApp } from './test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Every window used here divides an hour, so an hour boundary starts all of them at once.
const { clock, nextHour, advance } = windowClock(24);

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

let t: TestApp;
beforeAll(async () => {
  // TRUST_PROXY lets each test speak from its own address (X-Forwarded-For).
  t = await startTestApp(
    { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
    { clock, logStream },
  );
});
afterAll(() => t?.close());

let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

const DECLINING = 'fake-processor-declined-visa-nonce';
const attempt = (
  reg: { signupId: string; key: string; email: string },
  nonce: string,
  ip: string,
  n: number,
  device = `dev-${reg.signupId}`,
) =>
  t.call({
    method: 'POST',
    url: `/api/registrations/${reg.signupId}/pay`,
    headers: {
      'x-registration-key': reg.key,
      'idempotency-key': `ct-${reg.signupId}-${n}-${Math.random()}`,
      'x-forwarded-for': ip,
      'accept-language': 'es',
    },
    payload: payBody(nonce, US_1001_TX_TOTAL, {
      payment: {
        ...payBody(nonce, US_1001_TX_TOTAL).payment,
        deviceData: JSON.stringify({ correlation_id: device }),
      },
    }),
  });

describe('declines per registration', () => {
  it('answers 402 three times, then 429 with the cool-down key and Retry-After, even for a good card, until the window ends', async () => {
    nextHour();
    const reg = await readyRegistration(t);
    const ip = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(reg, DECLINING, ip, i)).status);
    expect(statuses).toEqual([402, 402, 402, 429, 429]);
    const good = await attempt(reg, 'fake-valid-nonce', ip, 9);
    expect(good.status).toBe(429);
    expect(good.body).toEqual({
      status: 429,
      message: 'payment.declines.limited',
      validationErrors: [{ field: 'form', text: 'checkout:payment.tooManyDeclines' }],
    });
    expect(good.headers['retry-after']).toBe(String(CARD_LIMITS.perPayer.windowMs / 1000));
    // Nothing reached the gateway while cooling down: three declined transactions, no fourth.
    const [row] = await t.app.db.query<{ n: number }>(
      'select count(*)::int as n from payments where scope = $1',
      [`reg:${reg.signupId}`],
    );
    expect(Number(row.n)).toBe(3);

    advance(CARD_LIMITS.perPayer.windowMs);
    expect((await attempt(reg, 'fake-valid-nonce', ip, 10)).status).toBe(200);
  });

  it('does not count a successful or refused-before-charge attempt', async () => {
    nextHour();
    const reg = await readyRegistration(t);
    const ip = newAddress();
    expect((await attempt(reg, DECLINING, ip, 0)).status).toBe(402);
    expect((await attempt(reg, DECLINING, ip, 1)).status).toBe(402);
    // A wrong amount is refused before the gateway: not a decline.
    const wrong = await t.call({
      method: 'POST',
      url: `/api/registrations/${reg.signupId}/pay`,
      headers: {
        'x-registration-key': reg.key,
        'idempotency-key': `ct-wrong-${reg.signupId}`,
        'x-forwarded-for': ip,
      },
      payload: payBody(DECLINING, 1.23),
    });
    expect(wrong.status).toBe(409);
    expect((await attempt(reg, DECLINING, ip, 2)).status).toBe(402);
    expect((await attempt(reg, DECLINING, ip, 3)).status).toBe(429);
  });
});

describe('declines per invite', () => {
  it('cools down an invited co-parent after three declines', async () => {
    nextHour();
    const staged = await t.call({
      method: 'POST',
      url: '/api/dev/invites',
      payload: { billingComplete: true },
    });
    const { userId, inviteToken } = staged.body;
    const ip = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call({
        method: 'POST',
        url: `/api/invites/${userId}/pay`,
        headers: {
          'x-invite-token': inviteToken,
          'idempotency-key': `ct-inv-${userId}-${i}`,
          'x-forwarded-for': ip,
        },
        payload: invitePayBody(DECLINING),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([402, 402, 402, 429]);
  });
});

describe('declines per professional', () => {
  it('cools down a professional buying activation codes after three declines, before the gateway sees a fourth card', async () => {
    nextHour();
    const pro = await t.app.services.repos.users.create({
      kind: 'professional',
      email: `ct.pro.${Date.now()}@example.com`,
      first_name: 'Pat',
      last_name: 'Kim',
    });
    const session = await t.app.services.repos.tokens.issue('session', pro.id, HOUR);
    const ip = newAddress();
    const buy = (nonce: string, n: number) =>
      t.call({
        method: 'POST',
        url: '/api/v2/professional/activation-codes',
        headers: {
          authorization: `Bearer ${session.token}`,
          'idempotency-key': `ct-pro-${pro.id}-${n}`,
          'x-forwarded-for': ip,
        },
        payload: {
          packageId: 1001,
          count: 1,
          payment: { amountDisplayed: 149.99, nonce, paymentType: 'CREDIT_CARD' },
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await buy(DECLINING, i)).status);
    expect(statuses).toEqual([402, 402, 402, 429, 429]);
    expect((await buy('fake-valid-nonce', 9)).status).toBe(429);
    const [row] = await t.app.db.query<{ n: number }>(
      'select count(*)::int as n from payments where scope = $1',
      [`codes:${pro.id}`],
    );
    expect(Number(row.n)).toBe(3);
    advance(CARD_LIMITS.perPayer.windowMs);
    expect((await buy('fake-valid-nonce', 10)).status).toBe(201);
  });
});

describe('declines per address and per device', () => {
  it('refuses the eleventh decline from one address across registrations', async () => {
    nextHour();
    const ip = newAddress();
    const statuses: number[] = [];
    for (let r = 0; r < 4; r++) {
      const reg = await readyRegistration(t);
      for (let i = 0; i < 3; i++) statuses.push((await attempt(reg, DECLINING, ip, i)).status);
    }
    expect(statuses.indexOf(429)).toBe(CARD_LIMITS.perAddress.max);
    expect(statuses.slice(0, 10).every((s) => s === 402)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('refuses the sixth decline from one device across registrations and addresses', async () => {
    nextHour();
    const statuses: number[] = [];
    for (let r = 0; r < 3; r++) {
      const reg = await readyRegistration(t);
      for (let i = 0; i < 2; i++)
        statuses.push((await attempt(reg, DECLINING, newAddress(), i, 'one-phone')).status);
    }
    expect(statuses).toEqual([402, 402, 402, 402, 402, 429]);
  });

  it('holds under concurrency: 14 simultaneous declines from one address give exactly 10 verdicts', async () => {
    nextHour();
    const ip = newAddress();
    const regs = await Promise.all(Array.from({ length: 14 }, () => readyRegistration(t)));
    const results = await Promise.all(regs.map((reg, i) => attempt(reg, DECLINING, ip, i)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 402)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});

describe('limits shared by two copies', () => {
  it('counts declines on one registration across two app instances on one database', async () => {
    nextHour();
    const other = await startTestApp(
      {
        RATE_LIMIT_FACTOR: '1',
        TRUST_PROXY: '1',
        ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
      },
      { clock, ...(t.config.databaseUrl ? {} : { db: t.app.db }) },
    );
    try {
      const reg = await readyRegistration(t);
      const ip = newAddress();
      const via = (app: TestApp, n: number) =>
        app.call({
          method: 'POST',
          url: `/api/registrations/${reg.signupId}/pay`,
          headers: {
            'x-registration-key': reg.key,
            'idempotency-key': `two-${reg.signupId}-${n}`,
            'x-forwarded-for': ip,
          },
          payload: payBody(DECLINING, US_1001_TX_TOTAL),
        });
      expect((await via(t, 0)).status).toBe(402);
      expect((await via(other, 1)).status).toBe(402);
      expect((await via(t, 2)).status).toBe(402);
      expect((await via(other, 3)).status).toBe(429);
      expect((await via(t, 4)).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('client token', () => {
  it('gives one address 30 client tokens in ten minutes, then 429', async () => {
    nextHour();
    const ip = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (await t.call({ url: '/api/payments/client-token?country=US', headers: { 'x-forwarded-for': ip } }))
          .status,
      );
    expect(statuses.indexOf(429)).toBe(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    advance(10 * MINUTE);
    expect(
      (await t.call({ url: '/api/payments/client-token?country=US', headers: { 'x-forwarded-for': ip } }))
        .status,
    ).toBe(200);
  });
});

describe('decline breaker', () => {
  it('refuses new card attempts product-wide with 503 once declines spike, and says so in one OPERATOR line', async () => {
    const breakerLines: string[] = [];
    const b = await startTestApp(
      { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1', LOG_LEVEL: 'warn', DECLINE_BREAKER_MAX: '4' },
      { clock, logStream: { write: (l: string) => void breakerLines.push(l) } },
    );
    try {
      nextHour();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const reg = await readyRegistration(b);
        const res = await b.call({
          method: 'POST',
          url: `/api/registrations/${reg.signupId}/pay`,
          headers: {
            'x-registration-key': reg.key,
            'idempotency-key': `breaker-${i}-${reg.signupId}`,
            'x-forwarded-for': newAddress(),
          },
          payload: payBody(i < 5 ? DECLINING : 'fake-valid-nonce', US_1001_TX_TOTAL),
        });
        statuses.push(res.status);
        if (res.status === 503)
          expect(res.body).toEqual({
            status: 503,
            message: 'payment.paused',
            validationErrors: [{ field: 'form', text: 'checkout:payment.paused' }],
          });
      }
      expect(statuses).toEqual([402, 402, 402, 402, 503, 503]);
      expect(breakerLines.filter((l) => l.includes('OPERATOR:'))).toHaveLength(1);
      // The next window lets card attempts through again.
      advance(CARD_LIMITS.breakerWindowMs);
      const reg = await readyRegistration(b);
      const res = await b.call({
        method: 'POST',
        url: `/api/registrations/${reg.signupId}/pay`,
        headers: {
          'x-registration-key': reg.key,
          'idempotency-key': `breaker-after-${reg.signupId}`,
          'x-forwarded-for': newAddress(),
        },
        payload: payBody('fake-valid-nonce', US_1001_TX_TOTAL),
      });
      expect(res.status).toBe(200);
    } finally {
      await b.close();
    }
  });
});

it('writes no OPERATOR line while declines stay under the breaker', () => {
  expect(lines.filter((l) => l.includes('OPERATOR:'))).toEqual([]);
});
