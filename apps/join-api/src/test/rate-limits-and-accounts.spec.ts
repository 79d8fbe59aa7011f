// CONTRACTS#trust 4 and 5 through HTTP with the limits at their real size (RATE_LIMIT_FACTOR=1):
// per-IP limits answer 429 with Retry-After and a translated message; login counts failures
// only, per account; a forged X-Forwarded-For changes nothing without TRUST_PROXY; redirects stay
// on this site; common passwords are refused; an older password hash is upgraded at login.
import { CURRENT_COST, hashPassword } from '../lib/passwords';
import { pay, payBody, readyRegistration, US_1001_TX_TOTAL } from './checkout-helpers';
import { startTestApp, type TestApp } from './test-app';
import { windowClock } from './window-clock';

// The limits' windows follow this clock: each test starts at a fresh window instead of waiting.
const { clock, nextHour } = windowClock(72);

let t: TestApp;
beforeAll(async () => {
  // These tests count attempts, not time: a hundredth of the growing login delay is waited.
  t = await startTestApp({ RATE_LIMIT_FACTOR: '1' }, { clock, accounts: { loginDelayScale: 0.01 } });
});
afterAll(() => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/accounts/login',
    payload: { username, password, submit: 'Login', _eventId: 'submit', ...extra },
  });

async function paidCredentialsToken(): Promise<string> {
  const reg = await readyRegistration(t);
  return (await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `rl-${reg.signupId}`)).body
    .credentialsToken;
}

async function userWithPassword(username: string, password: string, hash?: string) {
  const staged = await t.call({
    method: 'POST',
    url: '/api/dev/invites',
    payload: { requireCredentials: false },
  });
  await t.app.db.query('update users set username = $2, password_hash = $3 where id = $1', [
    staged.body.userId,
    username,
    hash ?? (await hashPassword(password)),
  ]);
  return staged.body.userId as string;
}

describe('limits', () => {
  it('limits username availability checks per credentials token', async () => {
    const token = await paidCredentialsToken();
    nextHour();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push(
        (
          await t.call({
            method: 'POST',
            url: '/api/accounts/username-availability',
            headers: bearer(token),
            payload: { username: `name_${i}_abc` },
          })
        ).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('counts login failures only: successes never lock a user out, failures lock only that account', async () => {
    await userWithPassword('busy_user_1', 'Busy-user-pass-1');
    // A cheap hash for the account under attack: eleven full-cost checks take minutes on a busy machine.
    await userWithPassword(
      'target_user_1',
      'Target-pass-11',
      await hashPassword('Target-pass-11', { N: 2 ** 10, r: 8, p: 1 }),
    );
    for (let i = 0; i < 5; i++) expect((await login('busy_user_1', 'Busy-user-pass-1')).status).toBe(200);

    nextHour();
    const failures: number[] = [];
    for (let i = 0; i < 11; i++) failures.push((await login('target_user_1', `wrong-${i}`)).status);
    expect(failures.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(failures[10]).toBe(429);
    const locked = await login('target_user_1', 'Target-pass-11');
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Another account from the same address is not affected.
    expect((await login('busy_user_1', 'Busy-user-pass-1')).status).toBe(200);
  });
});

describe('accounts', () => {
  // Regression: redirectUrl=%2F%09%2Fevil.example passed the server's check.
  it('refuses a stored redirect that a browser would read as another site', async () => {
    await userWithPassword('redirect_user_1', 'Redirect-pass-11');
    // Control characters are refused outright (400), like in every other field.
    expect(
      (await login('redirect_user_1', 'Redirect-pass-11', { redirectUrl: '/\t/evil.example' })).status,
    ).toBe(400);
    for (const redirectUrl of ['/\\evil.example', '//evil.example', 'https://evil.example/']) {
      const res = await login('redirect_user_1', 'Redirect-pass-11', { redirectUrl });
      expect(res.status).toBe(200);
      expect(res.body.redirectUrl).toBeNull();
    }
  });

  it('refuses a common password with its own message', async () => {
    const token = await paidCredentialsToken();
    const res = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: bearer(token),
      payload: { username: 'common_pw_user', password: 'Password123!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.validationErrors).toEqual([{ field: 'password', text: 'validation:commonPassword' }]);
  });

  it('stores the scrypt cost with each hash and upgrades an older hash at login', async () => {
    const old = await hashPassword('Legacy-pass-123', { N: 2 ** 14, r: 8, p: 1 });
    const userId = await userWithPassword('legacy_user_1', 'Legacy-pass-123', old);
    expect((await login('legacy_user_1', 'Legacy-pass-123')).status).toBe(200);
    const [row] = await t.app.db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [userId],
    );
    expect(row.password_hash).not.toBe(old);
    expect(
      row.password_hash.startsWith(`scrypt$${CURRENT_COST.N}$${CURRENT_COST.r}$${CURRENT_COST.p}$`),
    ).toBe(true);
    expect((await login('legacy_user_1', 'Legacy-pass-123')).status).toBe(200);
  });
});

describe('per-IP limits', () => {
  it('answers 429 with Retry-After and a translated message once an IP has signed up too often', async () => {
    nextHour();
    const statuses: number[] = [];
    // Bad bodies count too: the limit runs before anything else.
    for (let i = 0; i < 32; i++)
      statuses.push(
        (
          await t.call({
            method: 'POST',
            url: '/api/registrations',
            payload: {},
            headers: { 'x-forwarded-for': `203.0.113.${i}` },
          })
        ).status,
      );
    // 30 sign-ups per IP in ten minutes; a forged X-Forwarded-For changes nothing (TRUST_PROXY is
    // off), so the address runs out at exactly the 31st.
    expect(statuses.indexOf(429)).toBe(30);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const es = await t.call({
      method: 'POST',
      url: '/api/registrations',
      payload: {},
      headers: { 'accept-language': 'es-MX' },
    });
    expect(es.status).toBe(429);
    expect(Number(es.headers['retry-after'])).toBeGreaterThan(0);
    expect(es.body).toMatchObject({
      status: 429,
      message: 'rate.limited',
      validationErrors: [{ field: 'form', text: 'common:rateLimited' }],
    });
    // Other endpoints have their own counts.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/pricing/group',
          payload: { country: 'US', countryCode: '1', phoneNumber: '5125550101' },
        })
      ).status,
    ).toBe(200);
  });
});
