// spec §2 invited co-parent flow, §3 Invite context, §6 invite token as auth, §7 invite calls,
// §8 invite errors (status 112, 111, 403).
import { invitePayBody, mailbox } from './checkout-helpers';
import { asRead, startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function stage(options: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/dev/invites', payload: options });
  expect(res.status).toBe(201);
  const url = new URL(res.body.inviteUrl);
  expect(url.pathname).toBe('/app/join/invite');
  expect(url.searchParams.get('userId')).toBe(res.body.userId);
  // CONTRACTS#trust 3: the token is in the fragment, never in what a server or a log sees.
  expect(url.search).not.toContain(res.body.inviteToken);
  expect(url.hash).toBe(`#inviteToken=${encodeURIComponent(res.body.inviteToken)}`);
  return res.body as { userId: string; inviteToken: string; inviteUrl: string };
}
const auth = (token: string) => ({ 'x-invite-token': token });
const invitee = (userId: string, overrides: Record<string, unknown> = {}) => ({
  parent: {
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: `jordan.${userId}@example.com`,
    phoneCountryCode: '+1',
    phoneNumber: '5125550123',
    timeZone: 'America/Chicago',
    userId,
    ...overrides,
  },
  address: { line1: null, line2: null, city: null, region: null, postalCode: null, country: null },
  sections: ['PARENT'],
  segmentAnonymousId: 'anon',
});

describe('invite context', () => {
  it('returns every field of spec §3 for an unpaid invite', async () => {
    const inv = await stage({ children: 2 });
    const { status, body } = await t.call({
      url: `/api/invites/${inv.userId}`,
      headers: auth(inv.inviteToken),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      inviteToken: inv.inviteToken,
      userId: inv.userId,
      isSubscriptionCurrent: false,
      billingAddressComplete: false,
      requireCredentials: true,
      coparentPackageId: expect.any(Number),
      userCreatedByPro: false,
      proFirstName: null,
      proLastName: null,
      languageLocale: 'en_US',
      credentialsToken: null,
    });
    expect(body.familyMembers).toHaveLength(3);
    expect(body.familyMembers[0]).toEqual({
      color: expect.stringMatching(/^#/),
      displayInitials: 'AR',
      firstName: 'Alex',
      lastName: 'Rivera',
      userId: expect.any(String),
    });
    expect(body.availableCoupons.length).toBeGreaterThan(0);
  });

  it('reflects a paid, professional-created, billing-complete invite in Spanish', async () => {
    const inv = await stage({
      createdByPro: true,
      subscriptionCurrent: true,
      billingComplete: true,
      locale: 'es_MX',
    });
    const { body } = await t.call({ url: `/api/invites/${inv.userId}`, headers: auth(inv.inviteToken) });
    expect(body).toMatchObject({
      isSubscriptionCurrent: true,
      billingAddressComplete: true,
      userCreatedByPro: true,
      proFirstName: 'Dana',
      proLastName: 'Whitfield',
      languageLocale: 'es_MX',
      credentialsToken: expect.any(String),
    });
  });

  // Regression: GET /api/invites/:userId minted a new credentials token on every call.
  it('hands out one credentials token per invite, however often the context is read, until it is used', async () => {
    const inv = await stage({ createdByPro: true, subscriptionCurrent: true, billingComplete: true });
    const read = async () =>
      (await t.call({ url: `/api/invites/${inv.userId}`, headers: auth(inv.inviteToken) })).body
        .credentialsToken as string;
    const first = await read();
    expect(await read()).toBe(first);
    expect(await read()).toBe(first);
    const [{ count }] = await t.app.db.query<{ count: string }>(
      "select count(*) from tokens where kind = 'credentials' and user_id = $1",
      [inv.userId],
    );
    expect(Number(count)).toBe(1);
    const set = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: { authorization: `Bearer ${first}` },
      payload: { username: `inv_${Date.now().toString(36)}`, password: 'Correct-horse-42' },
    });
    expect(set.status).toBe(200);
    // With its credentials set the invite is over: the link opens nothing and leads to the login.
    expect(
      (await t.call({ url: `/api/invites/${inv.userId}`, headers: auth(inv.inviteToken) })).body,
    ).toEqual({ status: 112, message: 'invite.used' });
  });

  it('answers status 112 and auth.fail.message for a wrong, foreign or expired token', async () => {
    const a = await stage();
    const b = await stage();
    const expired = await stage({ expired: true });
    for (const [userId, token] of [
      [a.userId, 'wrong'],
      [a.userId, b.inviteToken],
      [expired.userId, expired.inviteToken],
    ]) {
      const res = await t.call({ url: `/api/invites/${userId}`, headers: auth(token) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 112, message: 'auth.fail.message' });
    }
    expect((await t.call({ url: `/api/invites/${a.userId}` })).body.status).toBe(112);
  });
});

describe('invite registration, terms and opt-in', () => {
  it('updates the invitee and answers 112 on a bad token and 403 for another user id', async () => {
    const inv = await stage();
    const ok = await t.call({
      method: 'PUT',
      url: `/api/invites/${inv.userId}/registration`,
      headers: auth(inv.inviteToken),
      payload: invitee(inv.userId),
    });
    expect(ok).toMatchObject({
      status: 200,
      body: { userId: inv.userId, isSubscriptionCurrent: false, billingAddressComplete: false },
    });
    const badToken = await t.call({
      method: 'PUT',
      url: `/api/invites/${inv.userId}/registration`,
      headers: auth('nope'),
      payload: invitee(inv.userId),
    });
    expect(badToken.body).toMatchObject({ status: 112, message: 'auth.fail.message' });
    const other = await t.call({
      method: 'PUT',
      url: `/api/invites/${inv.userId}/registration`,
      headers: auth(inv.inviteToken),
      payload: invitee('u_someoneelse'),
    });
    expect(other.status).toBe(403);
    const invalid = await t.call({
      method: 'PUT',
      url: `/api/invites/${inv.userId}/registration`,
      headers: auth(inv.inviteToken),
      payload: invitee(inv.userId, { firstName: '' }),
    });
    expect(invalid.status).toBe(400);
    expect(asRead(invalid.body.validationErrors)[0]).toEqual({
      field: 'parent.firstName',
      text: 'This field is required',
    });
  });

  it('marks terms agreed and reports the user terms and address country', async () => {
    const inv = await stage({ country: 'GB', billingComplete: true });
    expect(
      (await t.call({ url: `/api/invites/${inv.userId}/terms`, headers: auth(inv.inviteToken) })).body,
    ).toEqual({ agreedToTerms: false, address: { country: 'GB' } });
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/invites/${inv.userId}/terms-agreed`,
          headers: auth(inv.inviteToken),
          payload: {},
        })
      ).body,
    ).toEqual({ ok: true });
    expect(
      (await t.call({ url: `/api/invites/${inv.userId}/terms`, headers: auth(inv.inviteToken) })).body
        .agreedToTerms,
    ).toBe(true);
  });

  it('records the marketing opt-in by user id for the token holder only', async () => {
    const inv = await stage();
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${inv.userId}/marketing-opt-in`,
      headers: auth(inv.inviteToken),
      payload: { data: true },
    });
    expect(res.body).toEqual({ ok: true });
    const [row] = await t.app.db.query<{ marketing_opt_in: boolean }>(
      'select marketing_opt_in from users where id = $1',
      [inv.userId],
    );
    expect(row.marketing_opt_in).toBe(true);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/users/${inv.userId}/marketing-opt-in`,
          payload: { data: false },
        })
      ).status,
    ).toBe(401);
  });
});

describe('new invite link', () => {
  it('mails a fresh link even for an expired token, and the old one stops working', async () => {
    const inv = await stage({ expired: true });
    const res = await t.call({
      method: 'POST',
      url: '/api/invites/request-link',
      headers: auth(inv.inviteToken),
      payload: {},
    });
    expect(res).toMatchObject({ status: 200, body: { status: 0 } });
    const mail = (await mailbox(t)).find((m) => m.kind === 'invite-link' && m.links[0].includes(inv.userId));
    const fresh = new URLSearchParams(new URL(mail!.links[0]).hash.slice(1)).get('inviteToken')!;
    expect((await t.call({ url: `/api/invites/${inv.userId}`, headers: auth(fresh) })).status).toBe(200);
    expect(
      (await t.call({ url: `/api/invites/${inv.userId}`, headers: auth(inv.inviteToken) })).body.status,
    ).toBe(112);
  });

  it('shows the outbox at /dev/mailbox newest first with clickable links', async () => {
    const inv = await stage({ expired: true });
    await t.call({
      method: 'POST',
      url: '/api/invites/request-link',
      headers: auth(inv.inviteToken),
      payload: {},
    });
    const page = await t.call({ url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    const subjects = [...page.text.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    const latest = (await mailbox(t))[0];
    expect(subjects[0]).toBe(latest.subject);
    expect(page.text).toContain(`href="${latest.links[0].replace(/&/g, '&amp;')}"`);
  });

  it('answers body status 111 when no link can be sent', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/invites/request-link',
      headers: auth('unknown-token'),
      payload: {},
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 111, message: 'invite.link.fail' });
  });
});

describe('invite checkout', () => {
  it('checks the package for the invitee, prices it and takes the payment once', async () => {
    const inv = await stage({ billingComplete: true });
    const check = await t.call({
      method: 'POST',
      url: `/api/invites/${inv.userId}/packages/check`,
      headers: auth(inv.inviteToken),
      payload: {
        packageId: 1002,
        countryCriteria: { countryCode: '1', phoneNumber: '5125550100', country: 'US' },
      },
    });
    expect(check.status).toBe(200);
    const mismatch = await t.call({
      method: 'POST',
      url: `/api/invites/${inv.userId}/packages/check`,
      headers: auth(inv.inviteToken),
      payload: { packageId: 2061, countryCriteria: { countryCode: '1', country: 'US' } },
    });
    expect(mismatch.status).toBe(409);

    const pricing = await t.call({
      method: 'POST',
      url: `/api/invites/${inv.userId}/pricing`,
      headers: auth(inv.inviteToken),
      payload: {
        userId: inv.userId,
        orderDetail: { packageId: 1002, productId: 10020, services: [] },
        subscriptionCodes: [],
      },
    });
    expect(pricing.status).toBe(200);
    // Austin, Texas: 249.99 + 6.25% sales tax.
    expect(pricing.body.totals.total).toBe(265.61);
    expect(pricing.body.payForCoParent).toBe(false);

    const body = invitePayBody();
    const headers = { ...auth(inv.inviteToken), 'idempotency-key': `inv-${inv.userId}` };
    const [a, b] = await Promise.all([
      t.call({ method: 'POST', url: `/api/invites/${inv.userId}/pay`, headers, payload: body }),
      t.call({ method: 'POST', url: `/api/invites/${inv.userId}/pay`, headers, payload: body }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.receipt.orderId).toBe(b.body.receipt.orderId);
    expect(a.body.credentialsToken).toEqual(expect.any(String));
    const [subscription] = await t.app.db.query('select 1 from subscriptions where user_id = $1', [
      inv.userId,
    ]);
    expect(subscription).toBeDefined();
    // The payment retired the invite: a second payment with it is refused before anything is charged.
    const again = await t.call({
      method: 'POST',
      url: `/api/invites/${inv.userId}/pay`,
      headers: { ...auth(inv.inviteToken), 'idempotency-key': `inv2-${inv.userId}` },
      payload: body,
    });
    expect(again.body).toEqual({ status: 112, message: 'invite.used' });
  });

  it('answers 112 to a payment with a bad invite token', async () => {
    const inv = await stage();
    const res = await t.call({
      method: 'POST',
      url: `/api/invites/${inv.userId}/pay`,
      headers: { ...auth('bad'), 'idempotency-key': 'abcdefgh1' },
      payload: {
        order: { packageId: 1001 },
        payment: { amountDisplayed: 1, paymentType: 'CREDIT_CARD', nonce: 'fake-valid-nonce' },
      },
    });
    expect(res.body).toMatchObject({ status: 112 });
  });
});
