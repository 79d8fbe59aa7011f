// CONTRACTS#analytics-and-discount-links discount links: the server alone decides a referrer's discount. The browser sends only
// the referrer key (x-referrer-key) on registration calls; the link's percentage never reaches
// the API, so nothing a visitor edits in it changes a price.
import { parentA, startTestApp, usAddress, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SANDBOX: '1' });
});
afterAll(() => t.close());

async function priceWithReferrer(referrer: string | null) {
  const headers: Record<string, string> = referrer ? { 'x-referrer-key': referrer } : {};
  const reg = await t.call({ method: 'POST', url: '/api/registrations', headers, payload: { parent: parentA(), sections: ['PARENT'], segmentAnonymousId: 'visitor-discount' } });
  expect(reg.status).toBe(201);
  const res = await t.call({
    method: 'POST',
    url: '/api/pricing',
    headers: { 'x-registration-key': reg.body.registrationKey },
    payload: { address: usAddress, limboId: reg.body.signupId, orderDetail: { packageId: 1001 }, phoneCountryCode: '1', phoneNumber: '5125550101' },
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('a referrer key on the registration', () => {
  it("applies that referrer's coupon to the price", async () => {
    const plain = await priceWithReferrer(null);
    const referred = await priceWithReferrer('partner');
    expect(plain.couponDetail).toBeNull();
    expect(referred.couponDetail).toMatchObject({ couponCode: 'PARTNER10', percent: 10 });
    expect(referred.totals.subTotalAfterDiscount).toBeCloseTo(plain.totals.subTotal * 0.9, 2);
    expect(referred.totals.total).toBeLessThan(plain.totals.total);
  });

  it('gives nothing for a referrer the server does not know', async () => {
    const plain = await priceWithReferrer(null);
    const unknown = await priceWithReferrer('made-up-referrer');
    expect(unknown.couponDetail).toBeNull();
    expect(unknown.totals.total).toBe(plain.totals.total);
  });

  it('ignores a percentage sent alongside, in any form', async () => {
    const reg = await t.call({
      method: 'POST',
      url: '/api/registrations',
      headers: { 'x-referrer-key': 'partner', 'x-discount-pct': 'OTA=' },
      payload: { parent: parentA(), sections: ['PARENT'], segmentAnonymousId: 'visitor-discount' },
    });
    const res = await t.call({
      method: 'POST',
      url: '/api/pricing?pct=OTA%3D',
      headers: { 'x-registration-key': reg.body.registrationKey },
      payload: { address: usAddress, limboId: reg.body.signupId, orderDetail: { packageId: 1001 }, phoneCountryCode: '1', phoneNumber: '5125550101' },
    });
    expect(res.body.couponDetail).toMatchObject({ couponCode: 'PARTNER10', percent: 10 });
  });
});
