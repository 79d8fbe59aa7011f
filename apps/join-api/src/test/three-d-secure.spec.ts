// spec §7 "for GB an extra server-side step exists" (flag UKPayment): 3-D Secure 2 for
// GB card payments. Through the real API: the sandbox's 3-D Secure server behaves like
// Braintree's 3DS2 test cards, and a GB card charge under UKPayment Treatment whose nonce has no
// successful 3-D Secure result is refused before the gateway's sale, with the result on the
// payment row. Other markets, wallets and Control are unchanged.
import { readyRegistration, pay, payBody, tokenize, US_1001_TX_TOTAL } from './checkout-helpers';
import { asRead, startTestApp, type TestApp } from './test-app';

const gbAddress = {
  line1: '221B Baker Street',
  line2: null,
  city: 'London',
  region: 'ENG',
  postalCode: 'NW1 6XE',
  country: 'GB',
  type: 'PRIMARY' as const,
};
/** The GB one-year package with VAT inside the price (no tax row): 199.99. */
const GB_PACKAGE = { packageId: 2063, total: 199.99 };

const FRICTIONLESS = '4000 0000 0000 1000';
const FRICTIONLESS_FAILED = '4000 0000 0000 1018';
const CHALLENGE = '4000 0000 0000 1091';
const CHALLENGE_FAILED = '4000 0000 0000 1109';

let t: TestApp;
let control: TestApp;
// Two servers (one per flag value); embedded Postgres starts slowly on a busy machine.
beforeAll(async () => {
  t = await startTestApp({ FLAG_UKPayment: 'Treatment' });
  control = await startTestApp({ FLAG_UKPayment: 'Control' });
}, 240_000);
afterAll(async () => {
  await Promise.all([t?.close(), control?.close()]);
});

const verify = (app: TestApp, payload: Record<string, unknown>) =>
  app.call({
    method: 'POST',
    url: '/api/payments/sandbox/three-d-secure',
    payload: { amount: GB_PACKAGE.total, ...payload },
  });

/** A GB card tokenised and put through 3-D Secure as the browser does (lookup, then the challenge answer if one is asked). */
async function verifiedNonce(app: TestApp, number: string, challenge?: 'approve' | 'fail') {
  const lookup = await verify(app, { nonce: await tokenize(app, number) });
  expect(lookup.status).toBe(200);
  if (!lookup.body.challengeRequired) return lookup.body.nonce as string;
  const answered = await verify(app, { nonce: lookup.body.nonce, challenge });
  expect(answered.status).toBe(200);
  return answered.body.nonce as string;
}

const gbRegistration = (app: TestApp) =>
  readyRegistration(app, {
    phoneCountryCode: '+44',
    phoneNumber: '7700900123',
    timeZone: 'Europe/London',
    address: gbAddress,
  });
const gbBody = (nonce: string | null, extra: Record<string, unknown> = {}) =>
  payBody(nonce, GB_PACKAGE.total, {
    order: { packageId: GB_PACKAGE.packageId, productId: 20630, services: [] },
    address: gbAddress,
    ...extra,
  });

async function paymentsOf(app: TestApp, scope: string) {
  return app.app.db.query<{
    id: string;
    state: string;
    three_ds_status: string | null;
    three_ds_liability_shifted: boolean | null;
    three_ds_liability_shift_possible: boolean | null;
  }>('select * from payments where scope = $1 order by created_at', [scope]);
}
const chargesFor = (app: TestApp, orderId: string) =>
  app.app.db.query('select * from sandbox_charges where order_id = $1', [orderId]);

describe("the sandbox's 3-D Secure 2 server (Braintree's 3DS2 test cards)", () => {
  it('authenticates 4000 0000 0000 1000 without a challenge and answers a new nonce, spending the old one', async () => {
    const nonce = await tokenize(t, FRICTIONLESS);
    const res = await verify(t, { nonce });
    expect(res.body).toEqual({
      nonce: expect.stringMatching(/^tokencc_sb_/),
      challengeRequired: false,
      status: 'authenticate_successful',
      liabilityShifted: true,
      liabilityShiftPossible: true,
    });
    expect(res.body.nonce).not.toBe(nonce);
    expect((await verify(t, { nonce })).status).toBe(400);
  });

  it('fails 4000 0000 0000 1018 without a challenge', async () => {
    const res = await verify(t, { nonce: await tokenize(t, FRICTIONLESS_FAILED) });
    expect(res.body).toMatchObject({
      challengeRequired: false,
      status: 'authenticate_frictionless_failed',
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
  });

  it('asks a challenge for 4000 0000 0000 1091: approved it shifts the liability, failed it does not', async () => {
    const lookup = await verify(t, { nonce: await tokenize(t, CHALLENGE) });
    expect(lookup.body).toMatchObject({
      challengeRequired: true,
      status: 'challenge_required',
      liabilityShifted: false,
    });
    const approved = await verify(t, { nonce: lookup.body.nonce, challenge: 'approve' });
    expect(approved.body).toMatchObject({
      challengeRequired: false,
      status: 'authenticate_successful',
      liabilityShifted: true,
    });

    const other = await verify(t, { nonce: await tokenize(t, CHALLENGE) });
    const failed = await verify(t, { nonce: other.body.nonce, challenge: 'fail' });
    expect(failed.body).toMatchObject({
      status: 'authenticate_failed',
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
  });

  it('fails the challenge of 4000 0000 0000 1109 even when the visitor completes it', async () => {
    const lookup = await verify(t, { nonce: await tokenize(t, CHALLENGE_FAILED) });
    expect(lookup.body.challengeRequired).toBe(true);
    expect((await verify(t, { nonce: lookup.body.nonce, challenge: 'approve' })).body).toMatchObject({
      status: 'authenticate_failed',
      liabilityShifted: false,
    });
  });

  it('refuses a challenge answer that no lookup asked for, and an unknown nonce', async () => {
    expect((await verify(t, { nonce: await tokenize(t, FRICTIONLESS), challenge: 'approve' })).status).toBe(
      400,
    );
    expect((await verify(t, { nonce: 'tokencc_sb_nope' })).status).toBe(400);
  });
});

describe('a GB card charge under UKPayment Treatment', () => {
  it('without 3-D Secure is refused with its own message before the sale, and the row says none', async () => {
    const reg = await gbRegistration(t);
    const res = await pay(t, reg, gbBody(await tokenize(t, FRICTIONLESS)), `no3ds-${reg.signupId}`);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ message: 'payment.declined' });
    expect(asRead(res.body.validationErrors)).toEqual([
      { field: 'payment', text: 'Card authentication failed' },
    ]);
    expect(asRead(res.body.validationErrors, 'es')).toEqual([
      { field: 'payment', text: 'No se pudo autenticar la tarjeta' },
    ]);
    const [row] = await paymentsOf(t, `reg:${reg.signupId}`);
    expect(row).toMatchObject({
      state: 'declined',
      three_ds_status: 'none',
      three_ds_liability_shifted: false,
      three_ds_liability_shift_possible: false,
    });
    // Never reached the gateway's sale: the sandbox has no charge for this order id.
    expect(await chargesFor(t, row.id)).toEqual([]);
  });

  it('after a failed challenge is refused and records the failure; a frictionless card then pays and records the shift', async () => {
    const reg = await gbRegistration(t);
    const refused = await pay(
      t,
      reg,
      gbBody(await verifiedNonce(t, CHALLENGE, 'fail')),
      `fail-${reg.signupId}`,
    );
    expect(refused.status).toBe(402);
    expect(asRead(refused.body.validationErrors)).toEqual([
      { field: 'payment', text: 'Card authentication failed' },
    ]);

    const paid = await pay(t, reg, gbBody(await verifiedNonce(t, FRICTIONLESS)), `ok-${reg.signupId}`);
    expect(paid.status).toBe(200);
    expect(paid.body.receipt).toMatchObject({ cardLastFour: '1000' });
    const rows = await paymentsOf(t, `reg:${reg.signupId}`);
    expect(
      rows.map((r) => [
        r.state,
        r.three_ds_status,
        r.three_ds_liability_shifted,
        r.three_ds_liability_shift_possible,
      ]),
    ).toEqual([
      ['declined', 'authenticate_failed', false, true],
      ['completed', 'authenticate_successful', true, true],
    ]);
    expect(await chargesFor(t, rows[0].id)).toEqual([]);
    expect(await chargesFor(t, rows[1].id)).toHaveLength(1);
  });

  it('after an approved challenge pays', async () => {
    const reg = await gbRegistration(t);
    const paid = await pay(
      t,
      reg,
      gbBody(await verifiedNonce(t, CHALLENGE, 'approve')),
      `chal-${reg.signupId}`,
    );
    expect(paid.status).toBe(200);
    const [row] = await paymentsOf(t, `reg:${reg.signupId}`);
    expect(row).toMatchObject({
      state: 'completed',
      three_ds_status: 'authenticate_successful',
      three_ds_liability_shifted: true,
    });
  });

  it("for the invited co-parent: Braintree's fake 3-D Secure nonces, refused and then paid", async () => {
    const staged = await t.call({
      method: 'POST',
      url: '/api/dev/invites',
      payload: { country: 'GB', billingComplete: true, packageId: GB_PACKAGE.packageId },
    });
    const { userId, inviteToken } = staged.body;
    const body = (nonce: string) => ({
      deviceData: null,
      marketingOptIn: false,
      order: { packageId: GB_PACKAGE.packageId, productId: 20630, services: [] },
      payment: { amountDisplayed: GB_PACKAGE.total, nonce, paymentType: 'CREDIT_CARD' },
      promoCodes: [],
      segmentAnonymousId: 'anon',
    });
    const invitePay = (nonce: string, key: string) =>
      t.call({
        method: 'POST',
        url: `/api/invites/${userId}/pay`,
        headers: { 'x-invite-token': inviteToken, 'idempotency-key': key },
        payload: body(nonce),
      });
    const refused = await invitePay(
      'fake-three-d-secure-visa-failed-authentication-nonce',
      `inv-fail-${userId}`,
    );
    expect(refused.status).toBe(402);
    expect(asRead(refused.body.validationErrors)).toEqual([
      { field: 'payment', text: 'Card authentication failed' },
    ]);
    const paid = await invitePay('fake-three-d-secure-visa-full-authentication-nonce', `inv-ok-${userId}`);
    expect(paid.status).toBe(200);
    expect((await paymentsOf(t, `invite:${userId}`)).map((r) => [r.state, r.three_ds_status])).toEqual([
      ['declined', 'authenticate_failed'],
      ['completed', 'authenticate_successful'],
    ]);
  });
});

describe('what the nonce is comes from the gateway, not from the request', () => {
  // Pins: a GB card declared as APPLE_PAY instead of CREDIT_CARD was charged with no 3-D Secure.
  it('a GB card sent as APPLE_PAY still needs 3-D Secure: refused before the sale', async () => {
    const reg = await gbRegistration(t);
    const res = await pay(
      t,
      reg,
      gbBody(null, {
        payment: {
          ...gbBody(null).payment,
          nonce: await tokenize(t, FRICTIONLESS),
          paymentType: 'APPLE_PAY',
        },
      }),
      `ap-lie-${reg.signupId}`,
    );
    expect(res.status).toBe(402);
    expect(asRead(res.body.validationErrors)).toEqual([
      { field: 'payment', text: 'Card authentication failed' },
    ]);
    const [row] = await paymentsOf(t, `reg:${reg.signupId}`);
    expect(row).toMatchObject({ state: 'declined', three_ds_status: 'none' });
    expect(await chargesFor(t, row.id)).toEqual([]);
  });

  it('a real Apple Pay nonce sent as CREDIT_CARD pays as the wallet it is, and the receipt says APPLE_PAY', async () => {
    const reg = await gbRegistration(t);
    const wallet = await t.call({
      method: 'POST',
      url: '/api/payments/sandbox/authorize',
      payload: { method: 'APPLE_PAY' },
    });
    expect(wallet.status).toBe(200);
    const res = await pay(t, reg, gbBody(wallet.body.nonce), `ap-true-${reg.signupId}`);
    expect(res.status).toBe(200);
    expect(res.body.receipt).toMatchObject({ paymentType: 'APPLE_PAY' });
    const [row] = await paymentsOf(t, `reg:${reg.signupId}`);
    expect(row).toMatchObject({ state: 'completed', three_ds_status: null });
  });

  it('a card the gateway says was issued outside the UK (4012 8888 8888 1881, US) is out of scope of SCA', async () => {
    const reg = await gbRegistration(t);
    const res = await pay(
      t,
      reg,
      gbBody(await tokenize(t, '4012 8888 8888 1881')),
      `us-card-${reg.signupId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.receipt).toMatchObject({ paymentType: 'CREDIT_CARD', cardLastFour: '1881' });
  });

  it('a US package bought with a card declared as PAYPAL gets the receipt of the card it is', async () => {
    const reg = await readyRegistration(t);
    const nonce = await tokenize(t);
    const res = await pay(
      t,
      reg,
      payBody(nonce, US_1001_TX_TOTAL, {
        payment: { ...payBody(nonce, US_1001_TX_TOTAL).payment, paymentType: 'PAYPAL' },
      }),
      `pp-lie-${reg.signupId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.receipt).toMatchObject({ paymentType: 'CREDIT_CARD', cardLastFour: '1111' });
  });
});

describe('unchanged outside GB card payments under Treatment', () => {
  it('a US card pays without 3-D Secure and its row records none', async () => {
    const reg = await readyRegistration(t);
    const res = await pay(t, reg, payBody(await tokenize(t), US_1001_TX_TOTAL), `us-${reg.signupId}`);
    expect(res.status).toBe(200);
    const [row] = await paymentsOf(t, `reg:${reg.signupId}`);
    expect(row).toMatchObject({
      state: 'completed',
      three_ds_status: null,
      three_ds_liability_shifted: null,
    });
  });

  it('a GB wallet (PayPal) pays without 3-D Secure', async () => {
    const reg = await gbRegistration(t);
    const res = await pay(
      t,
      reg,
      gbBody('fake-paypal-billing-agreement-nonce', {
        payment: {
          ...gbBody(null).payment,
          nonce: 'fake-paypal-billing-agreement-nonce',
          paymentType: 'PAYPAL',
        },
      }),
      `pp-${reg.signupId}`,
    );
    expect(res.status).toBe(200);
  });

  it('a GB card under UKPayment Control pays without 3-D Secure', async () => {
    const reg = await gbRegistration(control);
    const res = await pay(control, reg, gbBody(await tokenize(control, FRICTIONLESS)), `ctl-${reg.signupId}`);
    expect(res.status).toBe(200);
    const [row] = await paymentsOf(control, `reg:${reg.signupId}`);
    expect(row).toMatchObject({ state: 'completed', three_ds_status: null });
  });
});
