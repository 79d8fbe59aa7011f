// CONTRACTS#analytics-and-discount-links discount links (spec §3 Discount data): the server alone
// decides a referrer's discount. The browser sends the link's token, which the server signed over
// the referrer, the percentage and an expiry, as the referrer key header on registration calls;
// the bare referrer name, a token of another key, an edited or an expired one give nothing, and
// the link's percentage never reaches the API.
import { signDiscountToken } from '../lib/discount-token';
import { pay, payBody, readyRegistration } from './checkout-helpers';
import { parentA, startTestApp, usAddress, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SANDBOX: '1' });
});
afterAll(() => t.close());

/** Texas, package 1001 at 149.99: 10 % off is 134.99, plus 6.25 % tax (8.44) is 143.43. */
const FULL = 159.36;
const PARTNER_TOTAL = 143.43;

async function signedLink(
  referrer: string,
  percent: number,
  days = 30,
): Promise<{ url: string; token: string }> {
  const res = await t.call({
    method: 'POST',
    url: '/api/dev/discount-links',
    payload: { referrer, percent, days },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function priceWithHeader(referrerHeader: string | null) {
  const headers: Record<string, string> = referrerHeader ? { 'x-referrer-key': referrerHeader } : {};
  const reg = await t.call({
    method: 'POST',
    url: '/api/registrations',
    headers,
    payload: { parent: parentA(), sections: ['PARENT'], segmentAnonymousId: 'visitor-discount' },
  });
  expect(reg.status).toBe(201);
  const res = await t.call({
    method: 'POST',
    url: '/api/pricing',
    headers: { 'x-registration-key': reg.body.registrationKey },
    payload: {
      address: usAddress,
      limboId: reg.body.signupId,
      orderDetail: { packageId: 1001 },
      phoneCountryCode: '1',
      phoneNumber: '5125550101',
    },
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('a signed discount link', () => {
  it("gives that referrer's coupon, at the exact discounted price", async () => {
    const { url, token } = await signedLink('partner', 10);
    const link = new URL(url);
    expect(link.pathname).toBe('/app/join/signup');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      discount: '1',
      referrer: 'partner',
      pct: 'MTA=',
      dt: token,
    });
    const referred = await priceWithHeader(token);
    expect(referred.couponDetail).toMatchObject({ couponCode: 'PARTNER10', discount: 15, percent: 10 });
    expect(referred.totals).toMatchObject({
      subTotal: 149.99,
      subTotalAfterDiscount: 134.99,
      taxAmount: 8.44,
      total: PARTNER_TOTAL,
    });
  });

  it('also counts when the token arrives on a later update of the registration, and Pay charges that price', async () => {
    const { token } = await signedLink('partner', 10);
    const reg = await readyRegistration(t);
    const parent = parentA({ email: reg.email });
    const updated = await t.call({
      method: 'PUT',
      url: `/api/registrations/${reg.signupId}`,
      headers: { 'x-registration-key': reg.key, 'x-referrer-key': token },
      payload: { parent, sections: ['ADDRESS'], address: usAddress, lastCompletedStep: 3 },
    });
    expect(updated.status).toBe(200);
    const paid = await pay(t, reg, payBody('fake-valid-nonce', PARTNER_TOTAL), `ref-${reg.signupId}`);
    expect(paid.status).toBe(200);
    expect(paid.body.receipt.totals).toMatchObject({ total: PARTNER_TOTAL });
  });
});

describe('what gives nothing', () => {
  // Pins: the header X-Referrer-Key: familylaw (a value printed in public links) took 15 % off.
  it.each(['familylaw', 'partner'])('the bare referrer name %s', async (name) => {
    const referred = await priceWithHeader(name);
    expect(referred.couponDetail).toBeNull();
    expect(referred.totals.total).toBe(FULL);
  });

  it('a token signed with another key, an edited one, an expired one, one whose percentage is not the coupon', async () => {
    const forged = signDiscountToken(
      { referrer: 'familylaw', percent: 15, expiresAt: new Date(Date.now() + 86_400_000) },
      'not-the-servers-secret-but-long-enough-0123',
    );
    const { token } = await signedLink('partner', 10);
    const [v, , signature] = token.split('.');
    const edited = `${v}.${Buffer.from(JSON.stringify({ r: 'familylaw', p: 15, e: Math.floor(Date.now() / 1000) + 86_400 })).toString('base64url')}.${signature}`;
    const expired = (await signedLink('partner', 10, -1)).token;
    const inflated = (await signedLink('partner', 50)).token;
    const unknown = (await signedLink('made-up-referrer', 10)).token;
    for (const header of [forged, edited, expired, inflated, unknown]) {
      const priced = await priceWithHeader(header);
      expect(priced.couponDetail).toBeNull();
      expect(priced.totals.total).toBe(FULL);
    }
  });

  it('a percentage sent alongside, in any form', async () => {
    const { token } = await signedLink('partner', 10);
    const reg = await t.call({
      method: 'POST',
      url: '/api/registrations',
      headers: { 'x-referrer-key': token, 'x-discount-pct': 'OTA=' },
      payload: { parent: parentA(), sections: ['PARENT'], segmentAnonymousId: 'visitor-discount' },
    });
    const res = await t.call({
      method: 'POST',
      url: '/api/pricing?pct=OTA%3D',
      headers: { 'x-registration-key': reg.body.registrationKey },
      payload: {
        address: usAddress,
        limboId: reg.body.signupId,
        orderDetail: { packageId: 1001 },
        phoneCountryCode: '1',
        phoneNumber: '5125550101',
      },
    });
    expect(res.body.couponDetail).toMatchObject({ couponCode: 'PARTNER10', percent: 10 });
    expect(res.body.totals.total).toBe(PARTNER_TOTAL);
  });
});
