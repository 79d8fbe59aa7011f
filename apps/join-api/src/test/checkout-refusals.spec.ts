// What Pay refuses before any money moves, however the request is written (CONTRACTS#money-under-faults):
// spec §2's mismatch rule (the package suits the billing country and the phone's country), a
// positive total without a payment method's nonce, and paying for a co-parent who already has an
// account. Each refusal leaves no charge, no order and no subscription.
import { moneyOf } from './fault-helpers';
import { mailbox, pay, payBody, readyRegistration, tokenize, US_1001_TX_TOTAL } from './checkout-helpers';
import { asRead, startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const NOTHING = { charges: 0, voided: 0, orders: 0, subscriptions: 0, receipts: 0 };
const nothingFor = async (signupId: string, email: string) =>
  expect(await moneyOf(t.app.db, `reg:${signupId}`, email)).toEqual(NOTHING);

describe('spec §2 mismatch rule at Pay', () => {
  // Pins: a US buyer with a +44 phone paid the US P0 package (129.99 + tax instead of 149.99 + tax).
  it('refuses the US P0 package to a US address with a +44 phone, charging nothing', async () => {
    const reg = await readyRegistration(t, { phoneCountryCode: '+44', phoneNumber: '7700900123' });
    const p0 = Math.round(12999 * 1.0625) / 100;
    const res = await pay(
      t,
      reg,
      payBody('fake-valid-nonce', p0, { order: { packageId: 1051, productId: 10510, services: [] } }),
      `p0-44-${reg.signupId}`,
    );
    expect(res).toMatchObject({ status: 409, body: { message: 'package.country.mismatch' } });
    // Nor the US package: the phone's country does not suit it either.
    const p3 = await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `p3-44-${reg.signupId}`);
    expect(p3).toMatchObject({ status: 409, body: { message: 'package.country.mismatch' } });
    await nothingFor(reg.signupId, reg.email);
  });

  it('refuses a UK (P0) package to a US billing address', async () => {
    const reg = await readyRegistration(t);
    const res = await pay(
      t,
      reg,
      payBody('fake-valid-nonce', 99.99, { order: { packageId: 2051, productId: 20510, services: [] } }),
      `uk-p0-${reg.signupId}`,
    );
    expect(res).toMatchObject({ status: 409, body: { message: 'package.country.mismatch' } });
    await nothingFor(reg.signupId, reg.email);
  });

  it('refuses a billing region the country does not have, with the field error, charging nothing', async () => {
    const reg = await readyRegistration(t);
    const res = await pay(
      t,
      reg,
      payBody('fake-valid-nonce', 149.99, {
        address: {
          line1: '100 Congress Ave',
          city: 'Austin',
          region: 'XX',
          postalCode: '78701',
          country: 'US',
          type: 'PRIMARY',
        },
      }),
      `xx-${reg.signupId}`,
    );
    expect(res.status).toBe(400);
    expect(asRead(res.body.validationErrors)).toEqual([
      { field: 'address.region', text: 'Choose a state, province or region of the billing country' },
    ]);
    expect(asRead(res.body.validationErrors, 'es')).toEqual([
      { field: 'address.region', text: 'Elige un estado, provincia o región del país de facturación' },
    ]);
    await nothingFor(reg.signupId, reg.email);
  });
});

describe('a positive total needs a nonce', () => {
  // Pins: the Pay schema let a positive total through without a nonce.
  it.each([
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])(
    'a %s nonce at full price answers 400 on payment.nonce: no charge, no subscription',
    async (_case, nonce) => {
      const reg = await readyRegistration(t);
      const res = await pay(
        t,
        reg,
        payBody(nonce as string | null, US_1001_TX_TOTAL),
        `nonce-${String(_case)}-${reg.signupId}`,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('validation.failed');
      expect(asRead(res.body.validationErrors)).toEqual([
        { field: 'payment.nonce', text: 'Choose a payment method and complete its details to continue' },
      ]);
      await nothingFor(reg.signupId, reg.email);
      expect(
        (await t.app.db.query('select id from payments where scope = $1', [`reg:${reg.signupId}`])).length,
      ).toBe(0);
    },
  );

  it('activation codes covering the whole price still pay without one', async () => {
    const [code] = (
      await t.call({
        method: 'POST',
        url: '/api/dev/activation-codes',
        payload: { packageId: 1001, count: 1 },
      })
    ).body.codes;
    const reg = await readyRegistration(t);
    const res = await pay(t, reg, payBody(null, 0, { paymentCodes: [code] }), `codes-${reg.signupId}`);
    expect(res.status).toBe(200);
    expect(res.body.receipt).toMatchObject({ paymentType: 'ACTIVATION_CODE' });
  });
});

describe('paying for a co-parent who already has an account', () => {
  // Pins: it charged 318.73 for two subscriptions and granted one.
  it('is refused before charging, with a message in both languages; without the tick it pays for one', async () => {
    const first = await readyRegistration(t);
    const firstPaid = await pay(
      t,
      first,
      payBody('fake-valid-nonce', US_1001_TX_TOTAL),
      `first-${first.signupId}`,
    );
    expect(firstPaid.status).toBe(200);
    // The first family's parent is now an account: the second sign-up names them as co-parent.
    const reg = await readyRegistration(t, { coParentEmail: first.email });
    const two = Math.round(2 * 14999 * 1.0625) / 100;
    const res = await pay(
      t,
      reg,
      payBody(await tokenize(t), two, { payForCoparent: true }),
      `both-${reg.signupId}`,
    );
    expect(res).toMatchObject({ status: 409, body: { message: 'coparent.account.exists' } });
    expect(asRead(res.body.validationErrors)).toEqual([
      {
        field: 'payForCoparent',
        text: "Your co-parent already has an account, so you cannot pay for their subscription here. Untick 'Pay for my co-parent's subscription' to continue.",
      },
    ]);
    expect(asRead(res.body.validationErrors, 'es')[0].text).toMatch(/^Tu copadre ya tiene una cuenta/);
    await nothingFor(reg.signupId, reg.email);

    const one = await pay(t, reg, payBody(await tokenize(t), US_1001_TX_TOTAL), `one-${reg.signupId}`);
    expect(one.status).toBe(200);
    expect(one.body.receipt).toMatchObject({ payForCoParent: false });
    expect(await moneyOf(t.app.db, `reg:${reg.signupId}`, reg.email)).toMatchObject({
      charges: 1,
      orders: 1,
      subscriptions: 1,
    });
    expect((await mailbox(t)).filter((m) => m.kind === 'receipt' && m.to === reg.email)).toHaveLength(1);
  });
});
