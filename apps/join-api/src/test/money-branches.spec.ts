// CONTRACTS#money-under-faults: the money rules that only a rare answer reaches, through the real API with the
// sandbox gateway told to fail (sandbox-faults.ts): paying for a co-parent there is not, a retry
// whose device data is new, a charge that can be neither completed nor voided, duplicate charges
// for one payment, a 3-D Secure lookup that fails, and what a paid sign-up makes of its co-parent.
// Each case counts what an operator would: charges the gateway holds, orders, subscriptions, mails.
import {
  mailbox,
  pay,
  payBody,
  readyRegistration,
  tokenize,
  US_1001_TX_TOTAL,
  type ReadyRegistration,
} from './checkout-helpers';
import { FAULT_ENV, FAULT_PAYMENTS, moneyOf, paymentStates, sleep } from './fault-helpers';
import { startTestApp, type TestApp } from './test-app';

/** spec §3: the 1-year US package for the parent and the co-parent with Texas tax: 299.98 + 18.75. */
const US_1001_TX_TWO = 318.73;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...FAULT_ENV, FLAG_UKPayment: 'Treatment' }, { payments: FAULT_PAYMENTS });
});
afterAll(() => t?.close());

const scopeOf = (reg: ReadyRegistration) => `reg:${reg.signupId}`;
const rows = <T = Record<string, unknown>>(sql: string, params: unknown[]) =>
  t.app.db.query<T & Record<string, unknown>>(sql, params);
const chargesOf = (reg: ReadyRegistration) =>
  rows<{ status: string; amount_minor: number }>(
    'select c.status, c.amount_minor from sandbox_charges c join payments p on p.id = c.order_id where p.scope = $1 order by c.status',
    [scopeOf(reg)],
  );

/** The family a paid sign-up made: its users with their subscription (and who paid it). */
async function familyOf(reg: ReadyRegistration) {
  return rows<{ email: string | null; invited: boolean; paid_by_parent: boolean | null }>(
    `select u.email, u.invited_by_id is not null as invited, (s.paid_by_user_id = p.id) as paid_by_parent
       from users p join users u on u.family_id = p.family_id and u.kind = 'parent'
       left join subscriptions s on s.user_id = u.id
      where p.email = $1 order by u.invited_by_id nulls first`,
    [reg.email],
  );
}
const invitesTo = async (email: string | null) =>
  (await mailbox(t)).filter((m) => m.kind === 'coparent-invite' && m.to === email);

describe('paying for the co-parent', () => {
  it('with no co-parent on the sign-up: charged for one, one subscription, no invitation', async () => {
    const reg = await readyRegistration(t, { withCoParent: false });
    // The price for two is refused before any charge: there is nobody to pay for.
    expect(
      await pay(
        t,
        reg,
        payBody('fake-valid-nonce', US_1001_TX_TWO, { payForCoparent: true }),
        `two-${reg.signupId}`,
      ),
    ).toMatchObject({
      status: 409,
      body: { message: 'pricing.changed' },
    });
    const res = await pay(
      t,
      reg,
      payBody('fake-valid-nonce', US_1001_TX_TOTAL, { payForCoparent: true }),
      `one-${reg.signupId}`,
    );
    expect(res.status).toBe(200);
    expect({
      payForCoParent: res.body.receipt.payForCoParent,
      coParentCurrent: res.body.subscription.coParentCurrent,
      coParent: res.body.registration.coParent,
    }).toEqual({
      payForCoParent: false,
      coParentCurrent: false,
      coParent: null,
    });
    expect(await chargesOf(reg)).toEqual([{ status: 'submitted_for_settlement', amount_minor: 15936 }]);
    expect(await familyOf(reg)).toEqual([{ email: reg.email, invited: false, paid_by_parent: true }]);
    expect(
      (await mailbox(t))
        .filter((m) => m.to === reg.email || m.kind === 'coparent-invite')
        .map((m) => [m.kind, m.to]),
    ).toEqual([['receipt', reg.email]]);
  });

  it('refuses a displayed amount one cent under the price, charging nothing', async () => {
    // Regression: amounts were compared in floating point, so 318.72 passed for a price of 318.73.
    const reg = await readyRegistration(t);
    const res = await pay(
      t,
      reg,
      payBody('fake-valid-nonce', 318.72, { payForCoparent: true }),
      `k-${reg.signupId}`,
    );
    expect(res).toMatchObject({ status: 409, body: { message: 'pricing.changed' } });
    expect(await chargesOf(reg)).toEqual([]);
  });

  it('with a co-parent who has no email: the co-parent is made and subscribed, and no invitation is mailed', async () => {
    const reg = await readyRegistration(t, { coParentEmail: null });
    const res = await pay(
      t,
      reg,
      payBody('fake-valid-nonce', US_1001_TX_TWO, { payForCoparent: true }),
      `k-${reg.signupId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.subscription.coParentCurrent).toBe(true);
    expect(res.body.registration.coParent).toEqual({
      email: null,
      phoneNumberWithCountryCode: '+15125550199',
    });
    expect(await chargesOf(reg)).toEqual([{ status: 'submitted_for_settlement', amount_minor: 31873 }]);
    expect(await familyOf(reg)).toEqual([
      { email: reg.email, invited: false, paid_by_parent: true },
      { email: null, invited: true, paid_by_parent: true },
    ]);
    // The co-parent can still be invited later: an invite token is kept for them.
    const [coParent] = await rows<{ id: string }>(
      'select u.id from users u join users p on p.id = u.invited_by_id where p.email = $1',
      [reg.email],
    );
    expect(
      await rows("select kind from tokens where user_id = $1 and kind = 'invite'", [coParent.id]),
    ).toHaveLength(1);
    expect(await invitesTo(null)).toEqual([]);
  });

  it('not paid for: the co-parent is made and invited to choose a package, with no subscription', async () => {
    const reg = await readyRegistration(t);
    const res = await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `k-${reg.signupId}`);
    expect(res.status).toBe(200);
    const coParentEmail = res.body.registration.coParent.email as string;
    expect(await familyOf(reg)).toEqual([
      { email: reg.email, invited: false, paid_by_parent: true },
      { email: coParentEmail, invited: true, paid_by_parent: null },
    ]);
    const [invite] = await invitesTo(coParentEmail);
    expect(invite.text).toContain('Choose a package to get started.');
  });

  it('paid for: the invitation says the subscription is paid', async () => {
    const reg = await readyRegistration(t);
    const res = await pay(
      t,
      reg,
      payBody('fake-valid-nonce', US_1001_TX_TWO, { payForCoparent: true }),
      `k-${reg.signupId}`,
    );
    expect(res.status).toBe(200);
    const [invite] = await invitesTo(res.body.registration.coParent.email);
    expect(invite.text).toContain('Your subscription has been paid: you only need to create your account.');
  });

  it('whose email is already an account: no second account and no invitation for it', async () => {
    const existing = `bo.existing.${Date.now()}@example.com`;
    await t.app.services.repos.users.create({
      kind: 'parent',
      email: existing,
      first_name: 'Bo',
      last_name: 'Lee',
    });
    const reg = await readyRegistration(t, { coParentEmail: existing });
    const res = await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `k-${reg.signupId}`);
    expect(res.status).toBe(200);
    expect(res.body.subscription.coParentCurrent).toBe(false);
    expect(await familyOf(reg)).toEqual([{ email: reg.email, invited: false, paid_by_parent: true }]);
    expect(await rows('select id from users where email = $1', [existing])).toHaveLength(1);
    expect(await invitesTo(existing)).toEqual([]);
  });
});

describe('one payment, whatever the retry carries', () => {
  it('a same-key retry with fresh device data is the same payment: one charge, one order, the same receipt', async () => {
    const reg = await readyRegistration(t);
    const withDevice = (deviceData: string, extra: Record<string, unknown> = {}) => {
      const body = payBody('fake-gateway-timeout-after-charge-nonce', US_1001_TX_TOTAL, extra);
      return { ...body, payment: { ...body.payment, deviceData } };
    };
    expect(
      (await pay(t, reg, withDevice('{"correlation_id":"first-click"}'), `k-${reg.signupId}`)).status,
    ).toBe(202);
    const retry = await pay(t, reg, withDevice('{"correlation_id":"second-click"}'), `k-${reg.signupId}`);
    expect(retry.status).toBe(200);
    expect(await moneyOf(t.app.db, scopeOf(reg), reg.email)).toEqual({
      charges: 1,
      voided: 0,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
    // What is paid for still tells payments apart: the same key for another order is refused.
    const other = await pay(
      t,
      reg,
      withDevice('{"correlation_id":"third-click"}', { payForCoparent: true }),
      `k-${reg.signupId}`,
    );
    expect(other).toMatchObject({ status: 422, body: { message: 'idempotency.key.reused' } });
  });
});

describe('charges the gateway holds twice or cannot give back', () => {
  it('voids the extra charge when the gateway took the sale twice for one payment', async () => {
    const reg = await readyRegistration(t);
    const res = await pay(
      t,
      reg,
      payBody('fake-gateway-duplicate-after-charge-nonce', US_1001_TX_TOTAL),
      `k-${reg.signupId}`,
    );
    expect(res.status).toBe(200);
    expect(await chargesOf(reg)).toEqual([
      { status: 'submitted_for_settlement', amount_minor: 15936 },
      { status: 'voided', amount_minor: 15936 },
    ]);
    expect(await moneyOf(t.app.db, scopeOf(reg), reg.email)).toEqual({
      charges: 1,
      voided: 1,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });

  describe('when the gateway refuses every void', () => {
    let refusing: TestApp;
    const logged: string[] = [];
    beforeAll(async () => {
      refusing = await startTestApp(
        { ...FAULT_ENV, SANDBOX_GATEWAY_FAULT: 'void-5xx', LOG_LEVEL: 'error' },
        { db: t.app.db, payments: FAULT_PAYMENTS, logStream: { write: (line) => void logged.push(line) } },
      );
    });
    afterAll(() => refusing?.close());

    it('parks a charge it can neither complete nor void for an operator, and its books keep the charge as taken', async () => {
      const reg = await readyRegistration(refusing);
      expect(
        (
          await pay(
            refusing,
            reg,
            payBody('fake-gateway-timeout-after-charge-nonce', US_1001_TX_TOTAL),
            `k-${reg.signupId}`,
          )
        ).status,
      ).toBe(202);
      await t.app.services.repos.users.create({
        kind: 'parent',
        email: reg.email,
        first_name: 'Ann',
        last_name: 'Lee',
      });
      await sleep(FAULT_PAYMENTS.unknownGraceMs + 100);
      const retry = await pay(
        refusing,
        reg,
        payBody('fake-gateway-timeout-after-charge-nonce', US_1001_TX_TOTAL),
        `k-${reg.signupId}`,
      );
      expect(retry.status).toBe(409);
      expect(await paymentStates(t.app.db, scopeOf(reg))).toEqual(['needs_operator']);
      expect(await moneyOf(t.app.db, scopeOf(reg), reg.email)).toMatchObject({
        charges: 1,
        voided: 0,
        orders: 0,
        receipts: 0,
      });
      expect(
        await rows('select status, order_id from transactions where scope = $1', [scopeOf(reg)]),
      ).toEqual([{ status: 'submitted_for_settlement', order_id: null }]);
      const [payment] = await rows<{ id: string }>('select id from payments where scope = $1', [
        scopeOf(reg),
      ]);
      expect(logged.filter((l) => l.includes('OPERATOR') && l.includes(payment.id))).toHaveLength(1);
    });

    it('completes a payment charged twice whose extra charge cannot be voided, and tells the operator', async () => {
      const reg = await readyRegistration(refusing);
      const res = await pay(
        refusing,
        reg,
        payBody('fake-gateway-duplicate-after-charge-nonce', US_1001_TX_TOTAL),
        `k-${reg.signupId}`,
      );
      expect(res.status).toBe(200);
      expect(await moneyOf(t.app.db, scopeOf(reg), reg.email)).toEqual({
        charges: 2,
        voided: 0,
        orders: 1,
        subscriptions: 1,
        receipts: 1,
      });
      const [payment] = await rows<{ id: string }>('select id from payments where scope = $1', [
        scopeOf(reg),
      ]);
      expect(
        logged.filter(
          (l) => l.includes('OPERATOR: a duplicate charge could not be voided') && l.includes(payment.id),
        ),
      ).toHaveLength(1);
    });
  });
});

describe('a 3-D Secure lookup that fails (GB card under UKPayment)', () => {
  const gbAddress = {
    line1: '221B Baker Street',
    line2: null,
    city: 'London',
    region: 'ENG',
    postalCode: 'NW1 6XE',
    country: 'GB',
    type: 'PRIMARY' as const,
  };
  const gbBody = (nonce: string) =>
    payBody(nonce, 199.99, {
      order: { packageId: 2063, productId: 20630, services: [] },
      address: gbAddress,
    });

  it('charges nothing, fails the payment and frees the registration for the next Pay', async () => {
    const reg = await readyRegistration(t, {
      phoneCountryCode: '+44',
      phoneNumber: '7700900123',
      timeZone: 'Europe/London',
      address: gbAddress,
    });
    const res = await pay(t, reg, gbBody('fake-gateway-three-d-secure-5xx-nonce'), `k-${reg.signupId}`);
    expect(res).toMatchObject({ status: 502, body: { message: 'payment.gateway.failed' } });
    expect(await paymentStates(t.app.db, scopeOf(reg))).toEqual(['failed']);
    expect(await chargesOf(reg)).toEqual([]);
    expect(await moneyOf(t.app.db, scopeOf(reg), reg.email)).toMatchObject({
      orders: 0,
      subscriptions: 0,
      receipts: 0,
    });

    const lookup = await t.call({
      method: 'POST',
      url: '/api/payments/sandbox/three-d-secure',
      payload: { amount: 199.99, nonce: await tokenize(t, '4000 0000 0000 1000') },
    });
    const next = await pay(t, reg, gbBody(lookup.body.nonce), `k2-${reg.signupId}`);
    expect(next.status).toBe(200);
    expect(await paymentStates(t.app.db, scopeOf(reg))).toEqual(['failed', 'completed']);
    expect(await moneyOf(t.app.db, scopeOf(reg), reg.email)).toEqual({
      charges: 1,
      voided: 0,
      orders: 1,
      subscriptions: 1,
      receipts: 1,
    });
  });
});
