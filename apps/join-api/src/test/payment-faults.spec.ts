// CONTRACTS#money-under-faults: money under faults, in one process (see payment-crash.spec.ts for killed processes).
// Each case counts what an operator would: charges the gateway holds, orders, subscriptions and
// receipts. Before CONTRACTS#money-under-faults every one of them failed: a timeout had no limit, an exception released
// the key (a retry charged again), and nothing asked the gateway what happened to an order.
import { pay, payBody, readyRegistration, US_1001_TX_TOTAL } from './checkout-helpers';
import { FAULT_ENV, FAULT_PAYMENTS, moneyOf, paymentStates, sleep, waitUntil } from './fault-helpers';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(FAULT_ENV, { payments: FAULT_PAYMENTS });
});
afterAll(() => t?.close());

const body = (nonce: string) => payBody(nonce, US_1001_TX_TOTAL);

describe('gateway faults on the parent Pay', () => {
  it('a timeout AFTER the charge: "checking", then the same-key retry finds the charge and answers the receipt, charging once', async () => {
    const reg = await readyRegistration(t);
    const scope = `reg:${reg.signupId}`;
    const first = await pay(t, reg, body('fake-gateway-timeout-after-charge-nonce'), `k-${reg.signupId}`);
    expect(first).toMatchObject({ status: 202, body: { message: 'payment.checking' } });
    expect(await paymentStates(t.app.db, scope)).toEqual(['unknown']);
    const retry = await pay(t, reg, body('fake-gateway-timeout-after-charge-nonce'), `k-${reg.signupId}`);
    expect(retry.status).toBe(200);
    expect(retry.body.receipt.cardLastFour).toBe('1881');
    expect(await moneyOf(t.app.db, scope, reg.email)).toEqual({
      charges: 1,
      voided: 0,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
    const again = await pay(t, reg, body('fake-gateway-timeout-after-charge-nonce'), `k-${reg.signupId}`);
    expect(again.body.receipt.orderId).toBe(retry.body.receipt.orderId);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('a timeout BEFORE the charge: the retry finds nothing at the gateway and charges once', async () => {
    const reg = await readyRegistration(t);
    const scope = `reg:${reg.signupId}`;
    expect((await pay(t, reg, body('fake-gateway-timeout-nonce'), `k-${reg.signupId}`)).status).toBe(202);
    const retry = await pay(t, reg, body('fake-gateway-timeout-nonce'), `k-${reg.signupId}`);
    expect(retry.status).toBe(200);
    expect(await moneyOf(t.app.db, scope, reg.email)).toEqual({
      charges: 1,
      voided: 0,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });

  it('a 5xx before the charge: the same request asks the gateway, finds nothing, charges again once', async () => {
    const reg = await readyRegistration(t);
    const res = await pay(t, reg, body('fake-gateway-5xx-nonce'), `k-${reg.signupId}`);
    expect(res.status).toBe(200);
    expect(await moneyOf(t.app.db, `reg:${reg.signupId}`, reg.email)).toEqual({
      charges: 1,
      voided: 0,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });

  it('a 5xx after the charge: the same request finds the charge and completes it, never charging twice', async () => {
    const reg = await readyRegistration(t);
    const res = await pay(t, reg, body('fake-gateway-5xx-after-charge-nonce'), `k-${reg.signupId}`);
    expect(res.status).toBe(200);
    expect(await moneyOf(t.app.db, `reg:${reg.signupId}`, reg.email)).toEqual({
      charges: 1,
      voided: 0,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
    // A new key after success is refused, not charged.
    expect((await pay(t, reg, body('fake-valid-nonce'), `other-${reg.signupId}`)).status).toBe(403);
    expect((await moneyOf(t.app.db, `reg:${reg.signupId}`, reg.email)).charges).toBe(1);
  });

  it('a slow gateway: twenty same-key retries sent while the first attempt is in flight all get its receipt', async () => {
    const reg = await readyRegistration(t);
    const scope = `reg:${reg.signupId}`;
    const first = pay(t, reg, body('fake-gateway-slow-nonce'), `k-${reg.signupId}`);
    // The retries start once the first attempt holds the key and its payment is at the gateway.
    await waitUntil(async () => (await paymentStates(t.app.db, scope)).join() === 'charging');
    const retries = await Promise.all(
      Array.from({ length: 20 }, () => pay(t, reg, body('fake-gateway-slow-nonce'), `k-${reg.signupId}`)),
    );
    // The slow charge (700 ms) outlasts the 400 ms limit: the first answer is "checking"; each
    // retry waits for the settlement and answers the one receipt.
    expect({ status: (await first).status, message: (await first).body.message }).toEqual({
      status: 202,
      message: 'payment.checking',
    });
    expect(retries.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(retries.map((r) => r.body.receipt.orderId)).size).toBe(1);
    const [order] = await t.app.db.query<{ id: string }>(
      'select o.id from orders o join payments p on p.order_id = o.id where p.scope = $1',
      [scope],
    );
    expect(retries[0].body.receipt.orderId).toBe(order.id);
    expect(await moneyOf(t.app.db, scope, reg.email)).toEqual({
      charges: 1,
      voided: 0,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });
});

describe('reconciliation by the sweeper', () => {
  it('completes a charged payment nobody retried: order, subscription and receipt exist, and a later retry replays it', async () => {
    const reg = await readyRegistration(t);
    const scope = `reg:${reg.signupId}`;
    expect(
      (await pay(t, reg, body('fake-gateway-timeout-after-charge-nonce'), `k-${reg.signupId}`)).status,
    ).toBe(202);
    expect(await moneyOf(t.app.db, scope, reg.email)).toMatchObject({ charges: 1, orders: 0, receipts: 0 });
    await sleep(FAULT_PAYMENTS.unknownGraceMs + 100);
    await t.app.services.payments.sweep();
    expect(await paymentStates(t.app.db, scope)).toEqual(['completed']);
    expect(await moneyOf(t.app.db, scope, reg.email)).toEqual({
      charges: 1,
      voided: 0,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
    const later = await pay(t, reg, body('fake-gateway-timeout-after-charge-nonce'), `k-${reg.signupId}`);
    expect(later.status).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
  });

  it('fails a payment the gateway never received and frees its key: nothing charged, the next Pay works', async () => {
    const reg = await readyRegistration(t);
    const scope = `reg:${reg.signupId}`;
    expect((await pay(t, reg, body('fake-gateway-timeout-nonce'), `k-${reg.signupId}`)).status).toBe(202);
    await sleep(FAULT_PAYMENTS.unknownGraceMs + 100);
    await t.app.services.payments.sweep();
    expect(await paymentStates(t.app.db, scope)).toEqual(['failed']);
    expect(await moneyOf(t.app.db, scope, reg.email)).toMatchObject({ charges: 0, orders: 0 });
    expect((await pay(t, reg, body('fake-valid-nonce'), `k2-${reg.signupId}`)).status).toBe(200);
    expect(await moneyOf(t.app.db, scope, reg.email)).toEqual({
      charges: 1,
      voided: 0,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });

  it('voids a charge that can no longer be completed (the email became an account meanwhile) and says so', async () => {
    const reg = await readyRegistration(t);
    const scope = `reg:${reg.signupId}`;
    expect(
      (await pay(t, reg, body('fake-gateway-timeout-after-charge-nonce'), `k-${reg.signupId}`)).status,
    ).toBe(202);
    await t.app.services.repos.users.create({
      kind: 'parent',
      email: reg.email,
      first_name: 'Ann',
      last_name: 'Lee',
    });
    await sleep(FAULT_PAYMENTS.unknownGraceMs + 100);
    const retry = await pay(t, reg, body('fake-gateway-timeout-after-charge-nonce'), `k-${reg.signupId}`);
    expect(retry.status).toBe(409);
    expect(await paymentStates(t.app.db, scope)).toEqual(['voided']);
    expect(await moneyOf(t.app.db, scope, reg.email)).toMatchObject({ charges: 0, voided: 1, orders: 0 });
  });
});

describe('paying for a co-parent whose account appears during the charge', () => {
  it('the check before the charge passed, the charge lands: it is voided, 409 says why, nothing is granted or mailed', async () => {
    const reg = await readyRegistration(t);
    const scope = `reg:${reg.signupId}`;
    const coParentEmail = `bo.${reg.signupId}@example.com`;
    const both = payBody('fake-gateway-slow-nonce', Math.round(2 * 14999 * 1.0625) / 100, {
      payForCoparent: true,
    });
    const first = pay(t, reg, both, `k-${reg.signupId}`);
    // Claimed, with the sandbox still holding the sale: the co-parent signs up on their own now.
    await waitUntil(
      async () => (await paymentStates(t.app.db, scope)).join() === 'charging',
      10_000,
      'the payment claimed',
    );
    await t.app.services.repos.users.create({
      kind: 'parent',
      email: coParentEmail,
      first_name: 'Bo',
      last_name: 'Lee',
    });
    expect((await first).status).toBe(202);
    await sleep(FAULT_PAYMENTS.unknownGraceMs + 100);
    const retry = await pay(t, reg, both, `k-${reg.signupId}`);
    expect(retry).toMatchObject({ status: 409, body: { message: 'coparent.account.exists' } });
    expect(await paymentStates(t.app.db, scope)).toEqual(['voided']);
    expect(await moneyOf(t.app.db, scope, reg.email)).toEqual({
      charges: 0,
      voided: 1,
      orders: 0,
      subscriptions: 0,
      receipts: 0,
    });
    const [mails] = await t.app.db.query<{ n: number }>(
      'select count(*)::int as n from mail_outbox where to_address = $1',
      [coParentEmail],
    );
    expect(Number(mails.n)).toBe(0);
    // Unticked, the same registration pays for one: one charge, the voided one stays voided.
    expect((await pay(t, reg, body('fake-valid-nonce'), `one-${reg.signupId}`)).status).toBe(200);
    expect(await moneyOf(t.app.db, scope, reg.email)).toEqual({
      charges: 1,
      voided: 1,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });
});

describe('two copies on one database', () => {
  it('race to settle a stale payment (retries and sweepers on both): one charge, one order, one receipt, both answer it', async () => {
    const other = await startTestApp(FAULT_ENV, { db: t.app.db, payments: FAULT_PAYMENTS });
    try {
      const reg = await readyRegistration(t);
      const scope = `reg:${reg.signupId}`;
      expect(
        (await pay(t, reg, body('fake-gateway-timeout-after-charge-nonce'), `k-${reg.signupId}`)).status,
      ).toBe(202);
      await sleep(FAULT_PAYMENTS.unknownGraceMs + 100);
      const [a, b] = await Promise.all([
        pay(t, reg, body('fake-gateway-timeout-after-charge-nonce'), `k-${reg.signupId}`),
        pay(other, reg, body('fake-gateway-timeout-after-charge-nonce'), `k-${reg.signupId}`),
        t.app.services.payments.sweep(),
        other.app.services.payments.sweep(),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.receipt.orderId).toBe(b.body.receipt.orderId);
      expect(await moneyOf(t.app.db, scope, reg.email)).toEqual({
        charges: 1,
        voided: 0,
        orders: 1,
        subscriptions: 1,
        receipts: 1,
      });
    } finally {
      await other.close();
    }
  });
});

describe('the invited co-parent and the professional use the same payment service', () => {
  it('invite Pay after a timeout after charge: "checking", then the receipt, one charge', async () => {
    const staged = (
      await t.call({ method: 'POST', url: '/api/dev/invites', payload: { billingComplete: true } })
    ).body;
    const headers = { 'x-invite-token': staged.inviteToken, 'idempotency-key': `inv-${staged.userId}` };
    const invBody = {
      deviceData: null,
      marketingOptIn: true,
      order: { packageId: 1001, productId: 10010, services: [] },
      promoCodes: [],
      payment: {
        amountDisplayed: 0,
        nonce: 'fake-gateway-timeout-after-charge-nonce',
        paymentType: 'CREDIT_CARD',
      },
    };
    const priced = await t.call({
      method: 'POST',
      url: `/api/invites/${staged.userId}/pricing`,
      headers,
      payload: { userId: staged.userId, orderDetail: invBody.order, subscriptionCodes: [] },
    });
    invBody.payment.amountDisplayed = priced.body.totals.total;
    const first = await t.call({
      method: 'POST',
      url: `/api/invites/${staged.userId}/pay`,
      headers,
      payload: invBody,
    });
    expect(first.status).toBe(202);
    const retry = await t.call({
      method: 'POST',
      url: `/api/invites/${staged.userId}/pay`,
      headers,
      payload: invBody,
    });
    expect(retry.status).toBe(200);
    const charges = await t.app.db.query(
      "select c.id from sandbox_charges c join payments p on p.id = c.order_id where p.scope = $1 and c.status = 'submitted_for_settlement'",
      [`invite:${staged.userId}`],
    );
    expect(charges).toHaveLength(1);
    expect(
      await t.app.db.query('select id from subscriptions where user_id = $1', [staged.userId]),
    ).toHaveLength(1);
  });

  it('activation-code purchase after a 5xx after charge: codes once, one charge, and a same-key retry replays them', async () => {
    const pro = await t.app.services.repos.users.create({
      kind: 'professional',
      email: `pro.${Date.now()}@example.com`,
      first_name: 'Pat',
      last_name: 'Kim',
    });
    const session = await t.app.services.repos.tokens.issue('session', pro.id, 60_000);
    const headers = { authorization: `Bearer ${session.token}`, 'idempotency-key': `codes-${pro.id}` };
    const payload = {
      packageId: 1001,
      count: 2,
      payment: {
        amountDisplayed: 299.98,
        nonce: 'fake-gateway-5xx-after-charge-nonce',
        paymentType: 'CREDIT_CARD',
      },
    };
    const bought = await t.call({
      method: 'POST',
      url: '/api/v2/professional/activation-codes',
      headers,
      payload,
    });
    expect(bought.status).toBe(201);
    expect(bought.body.codes).toHaveLength(2);
    const again = await t.call({
      method: 'POST',
      url: '/api/v2/professional/activation-codes',
      headers,
      payload,
    });
    expect(again.body.codes).toEqual(bought.body.codes);
    expect(
      await t.app.db.query(
        "select c.id from sandbox_charges c join payments p on p.id = c.order_id where p.scope = $1 and c.status = 'submitted_for_settlement'",
        [`codes:${pro.id}`],
      ),
    ).toHaveLength(1);
    expect(
      await t.app.db.query('select code from activation_codes where professional_id = $1', [pro.id]),
    ).toHaveLength(2);
    expect(
      await t.app.db.query(
        'select o.id from orders o join payments p on p.order_id = o.id where p.scope = $1',
        [`codes:${pro.id}`],
      ),
    ).toHaveLength(1);
    expect(
      await t.app.db.query("select id from mail_outbox where to_address = $1 and kind = 'activation-codes'", [
        pro.email,
      ]),
    ).toHaveLength(1);
  });
});
