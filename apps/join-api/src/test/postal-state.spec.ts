// Pins a bug: spec §8 'Postal code not valid for the state' existed as a message that nothing
// raised; a billing ZIP code of another state was charged.
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

describe("a billing postal code of another state (spec §8 'Postal code not valid for the state')", () => {
  it('is refused with the key, before anything is charged', async () => {
    const reg = await readyRegistration(t, {
      address: {
        line1: '100 Congress Ave',
        city: 'Austin',
        region: 'TX',
        postalCode: '10001',
        country: 'US',
      },
    });
    const res = await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `zip-${reg.signupId}`);
    expect(res.status).toBe(400);
    expect(res.body.validationErrors).toEqual([
      { field: 'address.postalCode', text: 'validation:paymentPostalCodeInvalid' },
    ]);
    expect(await charges(reg.signupId)).toBe(0);
  });

  it('lets the same order through with the ZIP code of its state', async () => {
    const reg = await readyRegistration(t, {
      address: {
        line1: '100 Congress Ave',
        city: 'Austin',
        region: 'TX',
        postalCode: '78701',
        country: 'US',
      },
    });
    expect(
      (await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `zip-ok-${reg.signupId}`)).status,
    ).toBe(200);
  });
});
