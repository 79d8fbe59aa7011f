// Login limits (docs/security.md Limits, OWASP ASVS 5 V6.3): an attempt is counted before the
// password is checked, atomically; failures are limited per account and address, with a higher
// ceiling per account across addresses; an attack from one address never locks the owner out
// from another; password hashing runs a bounded number at once.
import { sha256 } from '../lib/ids';
import {
  hashPassword,
  hashingLoad,
  HashingBusy,
  MAX_CONCURRENT_HASHES,
  MAX_QUEUED_HASHES,
} from '../lib/passwords';
import { LOGIN_LIMITS, loginDelayMs } from '../services/account-service';
import { startTestApp, type TestApp } from './test-app';

const MINUTE = 60_000;
let now = Math.ceil(Date.now() / (15 * MINUTE)) * 15 * MINUTE + 24 * 60 * MINUTE;
const clock = () => now;
const nextWindow = () => (now = Math.ceil((now + 1) / LOGIN_LIMITS.windowMs) * LOGIN_LIMITS.windowMs);

let t: TestApp;
beforeAll(async () => {
  // These tests count attempts; the growing delay's figures are checked on their own below, so a
  // hundredth of it is waited here.
  t = await startTestApp(
    { RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' },
    { clock, accounts: { loginDelayScale: 0.01 } },
  );
});
afterAll(() => t?.close());

/** Earlier failures this window, counted in whichever store holds the limits (database or Redis). */
async function seed(bucket: string, count: number) {
  for (let i = 0; i < count; i++) await t.app.limitCounters.hit(bucket, LOGIN_LIMITS.windowMs);
}

const login = (username: string, password: string, ip: string) =>
  t.call({
    method: 'POST',
    url: '/api/accounts/login',
    headers: { 'x-forwarded-for': ip },
    payload: { username, password, submit: 'Login', _eventId: 'submit' },
  });

async function owner(username: string, password: string) {
  const staged = await t.call({
    method: 'POST',
    url: '/api/dev/invites',
    payload: { requireCredentials: false },
  });
  // A cheap hash keeps the test quick; the cost does not change what is counted.
  await t.app.db.query('update users set username = $2, password_hash = $3 where id = $1', [
    staged.body.userId,
    username,
    await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 }),
  ]);
}

describe('login', () => {
  it('gives 14 concurrent wrong passwords exactly 10 verdicts and 429 to the rest', async () => {
    nextWindow();
    await owner('race_owner_1', 'Race-owner-pass-1');
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) => login('race_owner_1', `wrong-${i}`, '192.0.2.10')),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccountAndAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(results.find((r) => r.status === 429)?.headers['retry-after']).toBe(
      String(LOGIN_LIMITS.windowMs / 1000),
    );
  });

  it('refuses the 11th failure from one address, and the owner still logs in from another address', async () => {
    nextWindow();
    await owner('owner_two', 'Owner-two-pass-2');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login('owner_two', `guess-${i}`, '192.0.2.20')).status);
    expect(statuses.indexOf(429)).toBe(LOGIN_LIMITS.perAccountAndAddress);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The attacker's address is refused even with the right password; the owner elsewhere is not.
    expect((await login('owner_two', 'Owner-two-pass-2', '192.0.2.20')).status).toBe(429);
    expect((await login('owner_two', 'Owner-two-pass-2', '192.0.2.21')).status).toBe(200);
    // The attacker's bucket empties when its window ends.
    now += LOGIN_LIMITS.windowMs;
    expect((await login('owner_two', 'Owner-two-pass-2', '192.0.2.20')).status).toBe(200);
  });

  it('stops every address at the per-account ceiling', async () => {
    nextWindow();
    await owner('owner_three', 'Owner-three-pass-3');
    const account = sha256('owner_three').slice(0, 24);
    // 99 failures from many addresses already this window (seeded: hashing 99 passwords is slow).
    await seed(`login:account:${account}`, 99);
    expect((await login('owner_three', 'nope-1', '192.0.2.31')).status).toBe(401);
    const refused = await login('owner_three', 'nope-2', '192.0.2.32');
    expect(refused.status).toBe(429);
    expect(LOGIN_LIMITS.perAccount).toBe(100);
  });

  it('refuses the 51st failure from one address across accounts', async () => {
    nextWindow();
    // 50 failures on other accounts from this address (seeded), then one more account.
    await seed('login:ip:192.0.2.40', 49);
    expect((await login('nobody_a', 'x-1', '192.0.2.40')).status).toBe(401);
    expect((await login('nobody_b', 'x-2', '192.0.2.40')).status).toBe(429);
    expect((await login('nobody_b', 'x-2', '192.0.2.41')).status).toBe(401);
  });

  it('never counts a correct password', async () => {
    nextWindow();
    await owner('busy_owner', 'Busy-owner-pass-4');
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await login('busy_owner', `typo-${i}`, '192.0.2.50')).status);
    for (let i = 0; i < 2; i++)
      statuses.push((await login('busy_owner', 'Busy-owner-pass-4', '192.0.2.50')).status);
    for (let i = 0; i < 2; i++) statuses.push((await login('busy_owner', `typo-x${i}`, '192.0.2.50')).status);
    // Nine failures, two successes (not counted), the tenth failure, then the limit.
    expect(statuses).toEqual([...new Array(9).fill(401), 200, 200, 401, 429]);
  });
});

describe('growing delay', () => {
  it('waits longer with each failure on the account past the fifth, up to two seconds', () => {
    expect([1, 2, 5, 6, 7, 8, 9, 10, 11, 50].map((n) => loginDelayMs(n))).toEqual([
      0, 0, 0, 0, 250, 500, 1000, 2000, 2000, 2000,
    ]);
  });
});

describe('password hashing', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once and refuses past a queue of ${MAX_QUEUED_HASHES}`, async () => {
    const cheap = { N: 2 ** 12, r: 8, p: 1 };
    const burst = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_QUEUED_HASHES + 5 }, (_, i) =>
      hashPassword(`pw-${i}`, cheap).then(
        () => 'ok',
        (e) => (e instanceof HashingBusy ? 'busy' : 'error'),
      ),
    );
    expect(hashingLoad().running).toBe(MAX_CONCURRENT_HASHES);
    const outcomes = await Promise.all(burst);
    expect(outcomes.filter((o) => o === 'busy')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(MAX_CONCURRENT_HASHES + MAX_QUEUED_HASHES);
    expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
    expect(hashingLoad().peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
  });
});
