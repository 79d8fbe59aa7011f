// CONTRACTS#money-under-faults 9: the server holds its own prices at pay time. Before, a US visitor could pay
// the cheaper P0 package price, a US order without a state paid no tax, and a referrer-only coupon
// worked for anyone who typed it.
import { pay, payBody, readyRegistration, US_1001_TX_TOTAL } from './checkout-helpers';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const charges = async (signupId: string) =>
  Number(
    (
      await t.app.db.query<{ n: number }>(
        'select count(*)::int as n from sandbox_charges c join payments p on p.id = c.order_id where p.scope = $1',
        [`reg:${signupId}`],
      )
    )[0].n,
  );
const priceOf = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  (await t.call({ method: 'POST', url: '/api/pricing', payload, headers })).body;

describe('prices held by the server at pay time', () => {
  it('refuses a US visitor paying a P0 package (the legacy price of another group), charging nothing', async () => {
    const reg = await readyRegistration(t);
    // Not even priced for a US visitor (spec §2 mismatch rule); its catalogue price with Texas tax is 138.11.
    expect(
      (
        await priceOf({
          orderDetail: { packageId: 1051 },
          address: { country: 'US', region: 'TX' },
          phoneCountryCode: '1',
        })
      ).message,
    ).toBe('package.country.mismatch');
    const res = await pay(
      t,
      reg,
      payBody('fake-valid-nonce', 138.11, { order: { packageId: 1051, productId: 10510, services: [] } }),
      `p0-${reg.signupId}`,
    );
    expect(res).toMatchObject({ status: 409, body: { message: 'package.country.mismatch' } });
    expect(await charges(reg.signupId)).toBe(0);
    // The visitor's own group still pays.
    expect(
      (await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `p3-${reg.signupId}`)).status,
    ).toBe(200);
  });

  it('refuses a US order without a state: its sales tax cannot be known', async () => {
    const reg = await readyRegistration(t, {
      address: {
        line1: '100 Congress Ave',
        city: 'Austin',
        region: null,
        postalCode: '78701',
        country: 'US',
      },
    });
    const untaxed = await priceOf({ orderDetail: { packageId: 1001 }, address: { country: 'US' } });
    expect(untaxed.taxesCalculated).toBe(false);
    const res = await pay(t, reg, payBody('fake-valid-nonce', untaxed.totals.total), `nr-${reg.signupId}`);
    expect(res.status).toBe(400);
    expect(res.body.validationErrors[0].field).toBe('address.region');
    expect(await charges(reg.signupId)).toBe(0);
  });

  it("accepts a referrer's coupon only from a visitor that referrer sent; a public coupon from anyone", async () => {
    const plain = await readyRegistration(t);
    const referred = (
      await priceOf(
        {
          orderDetail: { packageId: 1001 },
          address: { country: 'US', region: 'TX' },
          promoCodes: ['PARTNER10'],
        },
        { 'x-referrer-key': 'partner' },
      )
    ).totals.total;
    const typed = await pay(
      t,
      plain,
      payBody('fake-valid-nonce', referred, { promoCodes: ['PARTNER10'] }),
      `typed-${plain.signupId}`,
    );
    expect(typed).toMatchObject({ status: 400, body: { message: 'promo.code.invalid' } });
    expect(await charges(plain.signupId)).toBe(0);
    const spring = (
      await priceOf({
        orderDetail: { packageId: 1001 },
        address: { country: 'US', region: 'TX' },
        promoCodes: ['SPRING20'],
      })
    ).totals.total;
    expect(
      (
        await pay(
          t,
          plain,
          payBody('fake-valid-nonce', spring, { promoCodes: ['SPRING20'] }),
          `spring-${plain.signupId}`,
        )
      ).status,
    ).toBe(200);
  });
});
