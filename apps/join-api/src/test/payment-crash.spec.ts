// CONTRACTS#money-under-faults: money when a process dies or stops, with real processes (the production bundle).
// Before CONTRACTS#money-under-faults: a second process on one DATA_DIR started and corrupted it; a killed copy left
// visitors paid but told it failed (their retry got 409, then 403) or charged twice after the
// two-minute takeover; SIGTERM closed the pool under a running payment and took 70 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrateServerSchema } from './server-schema';
import {
  payBody,
  professional,
  readyRegistration,
  tokenize,
  US_1001_TX_TOTAL,
  type ReadyRegistration,
} from './checkout-helpers';
import { buildBundle, startChild, startRefused, type Child } from './child-server';
import { sleep, waitUntil } from './fault-helpers';

jest.setTimeout(240_000);

let bundle: ReturnType<typeof buildBundle>;
const root = mkdtempSync(join(tmpdir(), 'join-crash-'));
const dataDir = join(root, 'data');
const running: Child[] = [];
beforeAll(() => {
  bundle = buildBundle();
});
afterEach(async () => {
  for (const c of running.splice(0)) {
    if (c.proc.exitCode === null && c.proc.signalCode === null) c.proc.kill('SIGKILL');
    await c.exited;
  }
});
afterAll(() => {
  bundle?.remove();
  rmSync(root, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const child = await startChild(bundle.dir, env);
  running.push(child);
  return child;
}
const embedded = (env: Record<string, string> = {}) => start({ DATA_DIR: dataDir, ...env });

function payOn(c: Child, reg: ReadyRegistration, body: unknown, key: string) {
  return c.caller.call({
    method: 'POST',
    url: `/api/registrations/${reg.signupId}/pay`,
    headers: { 'x-registration-key': reg.key, 'idempotency-key': key },
    payload: body,
  });
}

/** What the operator counts, read through a fresh process (the embedded database has one owner). */
async function counts(c: Child, reg: ReadyRegistration) {
  const mails = (await c.caller.call({ url: '/api/dev/mailbox' })).body as {
    messages: { to: string; kind: string }[];
  };
  const payments = (await c.caller.call({ url: `/api/dev/payments?scope=reg:${reg.signupId}` })).body as {
    payments: { state: string; charges: number }[];
    orders: number;
    subscriptions: number;
  };
  return {
    charges: payments.payments.reduce((s, p) => s + p.charges, 0),
    states: payments.payments.map((p) => p.state),
    orders: payments.orders,
    subscriptions: payments.subscriptions,
    receipts: mails.messages.filter((m) => m.to === reg.email && m.kind === 'receipt').length,
  };
}

/** What the sandbox gateway and the payment rows say right now, read through `c` while it runs. */
async function atGateway(c: Child, payer: ReadyRegistration | string) {
  const scope = typeof payer === 'string' ? payer : `reg:${payer.signupId}`;
  const audit = (await c.caller.call({ url: `/api/dev/payments?scope=${scope}` })).body as {
    payments: { state: string; charges: number }[];
  };
  return {
    states: audit.payments.map((p) => p.state),
    charges: audit.payments.reduce((s, p) => s + p.charges, 0),
  };
}

/** Waits until the payment is at the gateway: claimed ('charging') and, when `charged`, its charge recorded by the sandbox. */
function untilAtGateway(c: Child, reg: ReadyRegistration, charged: boolean) {
  return waitUntil(
    async () => {
      const now = await atGateway(c, reg);
      return now.states.join() === 'charging' && now.charges === (charged ? 1 : 0);
    },
    20_000,
    charged ? 'the sandbox holding the charge' : 'the payment claimed',
  );
}

describe('one process per DATA_DIR', () => {
  it('refuses a second process naming the folder and the holder, keeps the data, and recovers the lock after a crash', async () => {
    const a = await embedded();
    const reg = await readyRegistration(a.caller);
    const refused = await startRefused(bundle.dir, { DATA_DIR: dataDir });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(dataDir);
    expect(refused.output).toContain(`process ${a.pid}`);
    // The first process is untouched and still answers.
    expect(
      (
        await a.caller.call({
          url: `/api/registrations/${reg.signupId}/coupons`,
          headers: { 'x-registration-key': reg.key },
        })
      ).status,
    ).toBe(200);
    a.proc.kill('SIGKILL');
    await a.exited;
    // Its lock is stale now: a new process takes the folder over and finds the registration.
    const b = await embedded();
    expect(
      (
        await b.caller.call({
          url: `/api/registrations/${reg.signupId}/coupons`,
          headers: { 'x-registration-key': reg.key },
        })
      ).status,
    ).toBe(200);
  });
});

describe('a copy killed mid-payment (embedded database, restart)', () => {
  it('killed BEFORE the gateway charged: the retry on the restarted process charges once and answers the receipt', async () => {
    const a = await embedded({ SANDBOX_GATEWAY_DELAY_MS: '2000', GATEWAY_TIMEOUT_MS: '3000' });
    const reg = await readyRegistration(a.caller);
    const body = payBody(await tokenize(a.caller), US_1001_TX_TOTAL);
    const lost = payOn(a, reg, body, `k-${reg.signupId}`).catch(() => 'connection lost');
    // The payment is claimed and its charge is on its way (2 s of gateway delay): kill now.
    await untilAtGateway(a, reg, false);
    a.proc.kill('SIGKILL');
    expect(await lost).toBe('connection lost');
    const b = await embedded({ GATEWAY_TIMEOUT_MS: '1000' });
    // The kill landed before the charge: the gateway holds nothing for the claimed payment.
    expect(await atGateway(b, reg)).toEqual({ states: ['charging'], charges: 0 });
    const retry = await payOn(b, reg, body, `k-${reg.signupId}`);
    expect(retry.status).toBe(200);
    expect(await counts(b, reg)).toEqual({
      charges: 1,
      states: ['completed'],
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });

  it('killed AFTER the gateway charged: the retry finds the charge by order id, never charges again, and answers the receipt', async () => {
    // The sandbox charges at once and then holds its answer past the 3 s limit: the kill lands in between.
    const a = await embedded({
      SANDBOX_GATEWAY_FAULT: 'timeout-after-charge',
      SANDBOX_GATEWAY_HANG_MS: '20000',
      GATEWAY_TIMEOUT_MS: '3000',
    });
    const reg = await readyRegistration(a.caller);
    const body = payBody(await tokenize(a.caller), US_1001_TX_TOTAL);
    const lost = payOn(a, reg, body, `k-${reg.signupId}`).catch(() => 'connection lost');
    await untilAtGateway(a, reg, true);
    a.proc.kill('SIGKILL');
    expect(await lost).toBe('connection lost');
    const b = await embedded({ GATEWAY_TIMEOUT_MS: '1000' });
    // The kill landed after the charge and before the payment was completed.
    expect(await atGateway(b, reg)).toEqual({ states: ['charging'], charges: 1 });
    const retry = await payOn(b, reg, body, `k-${reg.signupId}`);
    expect(retry.status).toBe(200);
    expect(await counts(b, reg)).toEqual({
      charges: 1,
      states: ['completed'],
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });
});

describe("a copy killed mid-purchase of a professional's activation codes (embedded database, restart)", () => {
  it('killed AFTER the gateway charged: the same-key retry answers the codes; one charge, one order, one set of codes, one mail', async () => {
    const a = await embedded({
      SANDBOX_GATEWAY_FAULT: 'timeout-after-charge',
      SANDBOX_GATEWAY_HANG_MS: '20000',
      GATEWAY_TIMEOUT_MS: '3000',
    });
    const pro = await professional(a.caller, `crash.pro.${Date.now()}@example.com`);
    const scope = `codes:${pro.userId}`;
    const payload = {
      packageId: 1001,
      count: 2,
      payment: { amountDisplayed: 299.98, nonce: await tokenize(a.caller), paymentType: 'CREDIT_CARD' },
    };
    const buy = (c: Child) =>
      c.caller.call({
        method: 'POST',
        url: '/api/v2/professional/activation-codes',
        headers: { authorization: `Bearer ${pro.auth}`, 'idempotency-key': `codes-${pro.userId}` },
        payload,
      });
    const lost = buy(a).catch(() => 'connection lost');
    await waitUntil(
      async () =>
        JSON.stringify(await atGateway(a, scope)) === JSON.stringify({ states: ['charging'], charges: 1 }),
      20_000,
      'the sandbox holding the charge',
    );
    a.proc.kill('SIGKILL');
    expect(await lost).toBe('connection lost');
    const b = await embedded({ GATEWAY_TIMEOUT_MS: '1000' });
    expect(await atGateway(b, scope)).toEqual({ states: ['charging'], charges: 1 });
    const retry = await buy(b);
    expect(retry.status).toBe(201);
    const codes = (retry.body as { codes: { code: string }[] }).codes.map((c) => c.code);
    expect(new Set(codes).size).toBe(2);
    const again = await buy(b);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.body as { codes: { code: string }[] }).codes.map((c) => c.code)).toEqual(codes);
    const audit = (await b.caller.call({ url: `/api/dev/payments?scope=${scope}` })).body as {
      orders: number;
    };
    const mails = (
      (await b.caller.call({ url: '/api/dev/mailbox' })).body as {
        messages: { to: string; kind: string; text: string }[];
      }
    ).messages.filter((m) => m.to === pro.email && m.kind === 'activation-codes');
    expect({ ...(await atGateway(b, scope)), orders: audit.orders, mails: mails.length }).toEqual({
      states: ['completed'],
      charges: 1,
      orders: 1,
      mails: 1,
    });
    for (const code of codes) expect(mails[0].text).toContain(code);
  });
});

describe('graceful stop (SIGTERM)', () => {
  it('lets a running payment finish, refuses new work, and exits promptly', async () => {
    const a = await embedded({ SANDBOX_GATEWAY_DELAY_MS: '3000' });
    const reg = await readyRegistration(a.caller);
    const paying = payOn(a, reg, payBody(await tokenize(a.caller), US_1001_TX_TOTAL), `k-${reg.signupId}`);
    await sleep(400);
    const stoppedAt = Date.now();
    a.proc.kill('SIGTERM');
    // The signal reaches the process when the machine lets it run: ask until new work is turned away
    // (at most 5 s, while the payment is still in the gateway) instead of once after a fixed 200 ms.
    let late: number | string = 200;
    for (const until = Date.now() + 5_000; late === 200 && Date.now() < until;) {
      await sleep(50);
      late = await a.caller.call({ url: '/api/config' }).then(
        (r) => r.status,
        () => 'refused',
      );
    }
    expect([503, 'refused']).toContain(late);
    expect((await paying).status).toBe(200);
    expect((await a.exited).code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    const b = await embedded();
    expect(await counts(b, reg)).toEqual({
      charges: 1,
      states: ['completed'],
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });

  it('a payment longer than the stop limit is left reconcilable: the retry after restart completes it once', async () => {
    const a = await embedded({
      SANDBOX_GATEWAY_FAULT: 'timeout-after-charge',
      SANDBOX_GATEWAY_HANG_MS: '30000',
      GATEWAY_TIMEOUT_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '300',
    });
    const reg = await readyRegistration(a.caller);
    const body = payBody(await tokenize(a.caller), US_1001_TX_TOTAL);
    const cut = payOn(a, reg, body, `k-${reg.signupId}`).catch((e: Error) => e);
    await sleep(500);
    const stoppedAt = Date.now();
    a.proc.kill('SIGTERM');
    await a.exited;
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    await cut;
    const b = await embedded({ GATEWAY_TIMEOUT_MS: '1000' });
    expect((await payOn(b, reg, body, `k-${reg.signupId}`)).status).toBe(200);
    expect(await counts(b, reg)).toEqual({
      charges: 1,
      states: ['completed'],
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });
});

const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip; // two copies need a shared PostgreSQL (TEST_DATABASE_URL)
withPostgres('two copies on one PostgreSQL', () => {
  let url = '';
  let schema = '';
  beforeAll(async () => {
    schema = `crash_${process.pid}_${Date.now()}`;
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    const u = new URL(process.env.TEST_DATABASE_URL as string);
    u.searchParams.set('options', `-c search_path=${schema}`);
    url = u.toString();
    await migrateServerSchema(url);
  });
  afterAll(async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await c.connect();
    await c.query(`drop schema if exists ${schema} cascade`);
    await c.end();
  });

  it('a copy SIGKILLed after charging: the retry on the other copy answers the receipt; one charge, one order, one receipt', async () => {
    const a = await start({
      DATABASE_URL: url,
      SANDBOX_GATEWAY_FAULT: 'timeout-after-charge',
      SANDBOX_GATEWAY_HANG_MS: '20000',
      GATEWAY_TIMEOUT_MS: '3000',
    });
    const b = await start({ DATABASE_URL: url, GATEWAY_TIMEOUT_MS: '1000' });
    const reg = await readyRegistration(a.caller);
    const body = payBody(await tokenize(a.caller), US_1001_TX_TOTAL);
    const lost = payOn(a, reg, body, `k-${reg.signupId}`).catch(() => 'connection lost');
    await untilAtGateway(b, reg, true);
    a.proc.kill('SIGKILL');
    expect(await lost).toBe('connection lost');
    expect(await atGateway(b, reg)).toEqual({ states: ['charging'], charges: 1 });
    const [r1, r2] = await Promise.all([
      payOn(b, reg, body, `k-${reg.signupId}`),
      payOn(b, reg, body, `k-${reg.signupId}`),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect((r1.body as { receipt: { orderId: string } }).receipt.orderId).toBe(
      (r2.body as { receipt: { orderId: string } }).receipt.orderId,
    );
    expect(await counts(b, reg)).toEqual({
      charges: 1,
      states: ['completed'],
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });
});
