// One test per request limit (docs/security.md Limits), each at its real size (RATE_LIMIT_FACTOR=1):
// the exact position of the first refusal, and that the next window lets the caller in again.
// Windows move with an injected clock; each test speaks from its own address (TRUST_PROXY=1).
// The login, card-testing and client-token limits have their own files (login-limits.spec.ts,
// card-testing.spec.ts).
import { EMAIL_LOOKUP_LIMITS } from '../services/registration-service';
import { mailbox, pay, payBody, readyRegistration, US_1001_TX_TOTAL } from './checkout-helpers';
import { windowClock } from './window-clock';
import { parentA, startTestApp, type TestApp } from './test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// Every window here divides an hour: an hour boundary starts them all at once.
const { clock, nextHour, advance } = windowClock(48);

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
    { clock, logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => t?.close());

let addresses = 0;
const newAddress = () => `203.0.113.${++addresses}`;
const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });

/** Sends `count` requests one after another and returns their statuses. */
async function burst(count: number, send: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).status);
  return statuses;
}

/** The first `max` answered as the route does, every later one 429; `max` is the exact position. */
function expectRefusedFrom(statuses: number[], max: number) {
  expect(statuses.indexOf(429)).toBe(max);
  expect(statuses.slice(0, max)).not.toContain(429);
  expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
}

interface PerAddressLimit {
  name: string;
  /** How the log line names it (docs/security.md Limits). */
  kind: string;
  max: number;
  windowMs: number;
  send: (ip: string, i: number) => Promise<{ status: number; headers: Record<string, string>; body: any }>;
}

const analyticsEvent = (i: number) => ({
  type: 'page',
  name: '/step1',
  anonymousId: `limit-visitor-${i}`,
  account: 'Parent A',
  versionId: 9,
  path: '/step1',
  properties: {},
  at: new Date().toISOString(),
});

const perAddress: PerAddressLimit[] = [
  {
    name: 'registration create (signup)',
    kind: 'signup:ip',
    max: 30,
    windowMs: 10 * MINUTE,
    send: (ip) => t.call({ method: 'POST', url: '/api/registrations', payload: {}, headers: from(ip) }),
  },
  {
    name: 'pricing group',
    kind: 'pricing-group:ip',
    max: 120,
    windowMs: MINUTE,
    send: (ip) =>
      t.call({
        method: 'POST',
        url: '/api/pricing/group',
        payload: { country: 'US', countryCode: '1', phoneNumber: '5125550101' },
        headers: from(ip),
      }),
  },
  {
    name: 'pricing',
    kind: 'pricing:ip',
    max: 120,
    windowMs: MINUTE,
    send: (ip) =>
      t.call({
        method: 'POST',
        url: '/api/pricing',
        payload: { orderDetail: { packageId: 1001 } },
        headers: from(ip),
      }),
  },
  {
    name: 'activation-code redemption at pricing',
    kind: 'codes:ip',
    max: 30,
    windowMs: 10 * MINUTE,
    send: (ip, i) =>
      t.call({
        method: 'POST',
        url: '/api/pricing',
        payload: {
          orderDetail: { packageId: 1001 },
          paymentCodes: [`NOPE-${String(i).padStart(4, '0')}-CODE`],
        },
        headers: from(ip),
      }),
  },
  {
    name: 'username availability (per address)',
    kind: 'username:ip',
    max: 120,
    windowMs: MINUTE,
    send: (ip) =>
      t.call({
        method: 'POST',
        url: '/api/accounts/username-availability',
        payload: { username: 'someone_here' },
        headers: from(ip),
      }),
  },
  {
    name: 'support-chat token',
    kind: 'chat',
    max: 20,
    windowMs: MINUTE,
    send: (ip) => t.call({ method: 'POST', url: '/api/public/v1/support-chat/token', headers: from(ip) }),
  },
  {
    name: 'analytics batches',
    kind: 'analytics',
    max: 600,
    windowMs: MINUTE,
    send: (ip, i) =>
      t.call({
        method: 'POST',
        url: '/api/analytics/events',
        payload: { events: [analyticsEvent(i)] },
        headers: from(ip),
      }),
  },
  {
    name: 'web-vitals beacons',
    kind: 'vitals',
    max: 600,
    windowMs: MINUTE,
    send: (ip, i) =>
      t.call({
        method: 'POST',
        url: '/api/analytics/vitals',
        payload: {
          route: '/step1',
          device: 'desktop',
          metrics: [{ name: 'TTFB', value: 80, id: `v5-limit-${ip}-${i}` }],
        },
        headers: from(ip),
      }),
  },
  {
    name: 'new invite link (per address)',
    kind: 'request-link:ip',
    max: 10,
    windowMs: 15 * MINUTE,
    send: (ip) => t.call({ method: 'POST', url: '/api/invites/request-link', headers: from(ip) }),
  },
  {
    name: 'CSP reports',
    kind: 'csp-report:ip',
    max: 30,
    windowMs: MINUTE,
    send: (ip) =>
      t.call({
        method: 'POST',
        url: '/api/csp-reports',
        rawBody: JSON.stringify({
          'csp-report': { 'document-uri': 'http://join.test/', 'violated-directive': 'script-src' },
        }),
        headers: from(ip, { 'content-type': 'application/csp-report' }),
      }),
  },
  {
    name: 'release health beacons',
    kind: 'release-health:ip',
    max: 300,
    windowMs: MINUTE,
    send: (ip, i) =>
      t.call({
        method: 'POST',
        url: '/api/releases/health',
        payload: {
          load: `limit-load-${ip}-${i}`.replace(/\./g, '-'),
          remote: 'checkout',
          version: 'v-limit',
          outcome: 'loaded',
        },
        headers: from(ip),
      }),
  },
  {
    name: 'professional validator',
    kind: 'pro-validator:ip',
    max: 120,
    windowMs: 10 * MINUTE,
    send: (ip) =>
      t.call({
        method: 'POST',
        url: '/api/v2/professional/users/validator?step=1',
        payload: {},
        headers: from(ip),
      }),
  },
  {
    name: 'professional create',
    kind: 'pro-signup:ip',
    max: 10,
    windowMs: HOUR,
    send: (ip) =>
      t.call({ method: 'POST', url: '/api/v2/professional/users', payload: {}, headers: from(ip) }),
  },
  {
    name: 'client token',
    kind: 'client-token:ip',
    max: 30,
    windowMs: 10 * MINUTE,
    send: (ip) => t.call({ url: '/api/payments/client-token?country=US', headers: from(ip) }),
  },
];

describe('per-address limits', () => {
  for (const limit of perAddress) {
    it(`${limit.name}: ${limit.max} per ${limit.windowMs / MINUTE} min, refused from request ${limit.max + 1} with Retry-After, open in the next window`, async () => {
      nextHour();
      const ip = newAddress();
      const answers: { status: number; headers: Record<string, string>; body: any }[] = [];
      for (let i = 0; i < limit.max + 2; i++) answers.push(await limit.send(ip, i));
      expectRefusedFrom(
        answers.map((a) => a.status),
        limit.max,
      );
      // The operator's view: one line for the first refusal, naming the limit and not the address.
      const reported = lines.filter(
        (l) => l.includes('rate limit reached') && JSON.parse(l).limit === limit.kind,
      );
      expect(reported).toHaveLength(1);
      expect(JSON.parse(reported[0])).toMatchObject({
        limit: limit.kind,
        max: limit.max,
        windowSeconds: limit.windowMs / 1000,
      });
      expect(reported[0]).not.toContain(ip);
      const refused = answers[limit.max];
      expect(refused.headers['retry-after']).toBe(String(limit.windowMs / 1000));
      if (limit.name !== 'CSP reports')
        expect(refused.body).toMatchObject({
          status: 429,
          message: 'rate.limited',
          validationErrors: [{ field: 'form', text: 'common:rateLimited' }],
        });
      // Another address is not affected; the same address is let in when the window ends.
      expect((await limit.send(newAddress(), 0)).status).not.toBe(429);
      advance(limit.windowMs);
      expect((await limit.send(ip, limit.max + 2)).status).not.toBe(429);
    });
  }
});

describe('per-subject limits', () => {
  it('username availability: 30 checks per credentials token a minute', async () => {
    nextHour();
    const reg = await readyRegistration(t);
    const token = (await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `each-${reg.signupId}`))
      .body.credentialsToken;
    const check = (i: number, ip = newAddress()) =>
      t.call({
        method: 'POST',
        url: '/api/accounts/username-availability',
        headers: from(ip, { authorization: `Bearer ${token}` }),
        payload: { username: `name_${i}_abc` },
      });
    // A new address for each check: the limit follows the token, not the address.
    expectRefusedFrom(await burst(32, (i) => check(i)), 30);
    advance(MINUTE);
    expect((await check(99)).status).toBe(200);
  });

  it('new invite link: 5 per invited user an hour', async () => {
    nextHour();
    const staged = await t.call({ method: 'POST', url: '/api/dev/invites', payload: {} });
    let token: string = staged.body.inviteToken;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/invites/request-link',
        headers: from(newAddress(), { 'x-invite-token': token }),
      });
      statuses.push(res.status);
      // The newest link's token, as the invited co-parent would use it.
      const link = (await mailbox(t))
        .find((m) => m.kind === 'invite-link')
        ?.links.find((l) => l.includes('inviteToken='));
      if (res.status === 200 && link) token = decodeURIComponent(link.split('inviteToken=')[1]);
    }
    expectRefusedFrom(statuses, 5);
  });

  it(`email look-ups: ${EMAIL_LOOKUP_LIMITS.perRegistration} co-parent emails per registration an hour`, async () => {
    nextHour();
    const ip = newAddress();
    const reg = await readyRegistration(t, { coParentEmail: null });
    const statuses = await burst(EMAIL_LOOKUP_LIMITS.perRegistration + 2, (i) =>
      updateCoParent(reg, `probe.${i}.${reg.signupId}@example.com`, ip),
    );
    expectRefusedFrom(statuses, EMAIL_LOOKUP_LIMITS.perRegistration);
    // A new email is refused; saving the stored one again looks nothing up.
    expect((await updateCoParent(reg, `probe.0.${reg.signupId}@example.com`, ip)).status).toBe(429);
    expect((await updateCoParent(reg, `probe.4.${reg.signupId}@example.com`, ip)).status).toBe(200);
    advance(EMAIL_LOOKUP_LIMITS.windowMs);
    expect((await updateCoParent(reg, `later.${reg.signupId}@example.com`, ip)).status).toBe(200);
  });

  it(`email look-ups: ${EMAIL_LOOKUP_LIMITS.perAddress} per address an hour, creates included`, async () => {
    nextHour();
    const ip = newAddress();
    const regs: { signupId: string; key: string; email: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const parent = parentA();
      const created = await t.call({
        method: 'POST',
        url: '/api/registrations',
        payload: { parent, sections: ['PARENT'] },
        headers: from(ip),
      });
      expect(created.status).toBe(201);
      regs.push({ signupId: created.body.signupId, key: created.body.registrationKey, email: parent.email });
    }
    // 6 creates, then co-parent emails round the registrations (4 each stays under their own 5).
    const statuses = await burst(26, (i) =>
      updateCoParent(regs[i % 6], `round.${i}.${regs[i % 6].signupId}@example.com`, ip, regs[i % 6].email),
    );
    expectRefusedFrom(statuses, EMAIL_LOOKUP_LIMITS.perAddress - 6);
  });
});

async function updateCoParent(
  reg: { signupId: string; key: string; email?: string },
  coEmail: string,
  ip: string,
  parentEmail?: string,
) {
  const row = (
    await t.app.db.query<{ data: { parent: Record<string, unknown> } }>(
      'select data from registrations where id = $1',
      [reg.signupId],
    )
  )[0];
  return t.call({
    method: 'PUT',
    url: `/api/registrations/${reg.signupId}`,
    headers: from(ip, { 'x-registration-key': reg.key }),
    payload: {
      parent: { ...row.data.parent, ...(parentEmail ? { email: parentEmail } : {}) },
      sections: ['FAMILY'],
      coParent: {
        firstName: 'Bo',
        lastName: 'Lee',
        email: coEmail,
        phoneCountryCode: '+1',
        phoneNumber: '5125550199',
      },
      children: [{ firstName: 'Cy', lastName: 'Lee', email: null }],
    },
  });
}
