// CONTRACTS#trust 5 through HTTP: what a caller can do with a redirect target, an invite link, a
// set-password link and a replayed payment, and what the server refuses (docs/security.md,
// "Tokens and redirects").
import { hashPassword } from '../lib/passwords';
import {
  invitePayBody,
  mailbox,
  pay,
  payBody,
  readyRegistration,
  US_1001_TX_TOTAL,
} from './checkout-helpers';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/accounts/login',
    payload: { username, password, submit: 'Login', _eventId: 'submit', ...extra },
  });

/** A subscribed parent with a password: the login answer's target is the home page (spec §4). */
async function subscribedUser(username: string, password: string) {
  const staged = await t.call({
    method: 'POST',
    url: '/api/dev/invites',
    payload: { requireCredentials: false, subscriptionCurrent: true },
  });
  await t.app.db.query('update users set username = $2, password_hash = $3 where id = $1', [
    staged.body.userId,
    username,
    await hashPassword(password),
  ]);
  return staged.body.userId as string;
}

describe('the stored redirect after login', () => {
  beforeAll(() => subscribedUser('redirect_table_1', 'Redirect-table-11'));

  // Regression: redirectUrl=/.//evil.example/phish came back as //evil.example/phish.
  it.each([
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/a/..//evil.example/phish',
    '/a/b/../..//evil.example',
    '/%2e//evil.example/phish',
    '/%2E%2E//evil.example',
    '/a/%2e%2e//evil.example',
    '/././/evil.example',
    '/.///evil.example',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('never answers %j as a target', async (redirectUrl) => {
    const res = await login('redirect_table_1', 'Redirect-table-11', { redirectUrl });
    expect(res.status).toBe(200);
    expect(res.body.redirectUrl).toBeNull();
    expect(res.body.url).toBe(t.config.urls.legacyHome);
  });

  it('answers a path of this site in its normalised form', async () => {
    const res = await login('redirect_table_1', 'Redirect-table-11', {
      redirectUrl: '/app/x/../messages/./inbox?tab=new',
    });
    expect(res.body).toMatchObject({
      url: '/app/messages/inbox?tab=new',
      redirectUrl: '/app/messages/inbox?tab=new',
    });
  });
});

async function stage(options: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/dev/invites', payload: options });
  expect(res.status).toBe(201);
  return res.body as { userId: string; inviteToken: string };
}
const inviteAuth = (token: string) => ({ 'x-invite-token': token });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const invitee = (userId: string, email: string) => ({
  parent: {
    firstName: 'Jordan',
    lastName: 'Rivera',
    email,
    phoneCountryCode: '+1',
    phoneNumber: '5125550123',
    timeZone: 'America/Chicago',
    userId,
  },
  address: { line1: null, line2: null, city: null, region: null, postalCode: null, country: null },
  sections: ['PARENT'],
  segmentAnonymousId: 'anon',
});
const USED = { status: 112, message: 'invite.used' };
const emailOf = async (userId: string) =>
  (await t.app.db.query<{ email: string }>('select email from users where id = $1', [userId]))[0].email;

/** Everything an invite token opened, tried after it should be over. */
async function expectInviteOver(inv: { userId: string; inviteToken: string }) {
  const context = await t.call({ url: `/api/invites/${inv.userId}`, headers: inviteAuth(inv.inviteToken) });
  expect(context.status).toBe(401);
  expect(context.body).toEqual(USED);
  expect(context.text).not.toContain('Rivera');
  const before = await emailOf(inv.userId);
  const put = await t.call({
    method: 'PUT',
    url: `/api/invites/${inv.userId}/registration`,
    headers: inviteAuth(inv.inviteToken),
    payload: invitee(inv.userId, 'taken.over@example.com'),
  });
  expect(put.body).toEqual(USED);
  expect(await emailOf(inv.userId)).toBe(before);
  expect(
    (await t.call({ url: `/api/invites/${inv.userId}/terms`, headers: inviteAuth(inv.inviteToken) })).body,
  ).toEqual(USED);
  expect(
    (
      await t.call({
        method: 'POST',
        url: '/api/invites/request-link',
        headers: inviteAuth(inv.inviteToken),
        payload: {},
      })
    ).body,
  ).toEqual(USED);
}

describe('an invite link once the invite is over', () => {
  // Regression: after the co-parent set a username and password, the same link still changed the
  // account's email (PUT 200) and still returned the family's names and phone.
  it('is refused once the credentials are set, with the credentials token made from it', async () => {
    const inv = await stage({ createdByPro: true, subscriptionCurrent: true, billingComplete: true });
    const derived = (
      await t.call({ url: `/api/invites/${inv.userId}`, headers: inviteAuth(inv.inviteToken) })
    ).body.credentialsToken as string;
    const set = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: bearer(derived),
      payload: { username: `over_${inv.userId.slice(-6).toLowerCase()}`, password: 'Correct-horse-42' },
    });
    expect(set.status).toBe(200);
    await expectInviteOver(inv);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/accounts/username-availability',
          headers: bearer(derived),
          payload: { username: 'someone_else' },
        })
      ).status,
    ).toBe(401);
  });

  it("is refused once the invite is paid; the payment's own retry and credentials token still work", async () => {
    const inv = await stage({ billingComplete: true });
    const body = invitePayBody();
    const key = `over-${inv.userId}`;
    const paid = await t.call({
      method: 'POST',
      url: `/api/invites/${inv.userId}/pay`,
      headers: { ...inviteAuth(inv.inviteToken), 'idempotency-key': key },
      payload: body,
    });
    expect(paid.status).toBe(200);
    await expectInviteOver(inv);
    const retry = await t.call({
      method: 'POST',
      url: `/api/invites/${inv.userId}/pay`,
      headers: { ...inviteAuth(inv.inviteToken), 'idempotency-key': key },
      payload: body,
    });
    expect(retry.status).toBe(200);
    expect(retry.body.receipt.orderId).toBe(paid.body.receipt.orderId);
    const other = await t.call({
      method: 'POST',
      url: `/api/invites/${inv.userId}/pay`,
      headers: { ...inviteAuth(inv.inviteToken), 'idempotency-key': `${key}-2` },
      payload: body,
    });
    expect(other.body).toEqual(USED);
    // The screens after the payment speak with the payment's credentials token.
    const credentials = paid.body.credentialsToken as string;
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/invites/${inv.userId}/terms-agreed`,
          headers: bearer(credentials),
          payload: {},
        })
      ).body,
    ).toEqual({ ok: true });
    expect(
      (await t.call({ url: `/api/invites/${inv.userId}/terms`, headers: bearer(credentials) })).body
        .agreedToTerms,
    ).toBe(true);
    const set = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: bearer(credentials),
      payload: { username: `paid_${inv.userId.slice(-6).toLowerCase()}`, password: 'Correct-horse-42' },
    });
    expect(set.status).toBe(200);
  });
});

describe('an email change', () => {
  // Regression: PUT /api/invites/:userId/registration changed the account's email at once.
  it('waits for the new address to confirm it by mail, once', async () => {
    const inv = await stage();
    const before = await emailOf(inv.userId);
    const next = `confirmed.${inv.userId.slice(-6).toLowerCase()}@example.com`;
    const put = await t.call({
      method: 'PUT',
      url: `/api/invites/${inv.userId}/registration`,
      headers: inviteAuth(inv.inviteToken),
      payload: invitee(inv.userId, next),
    });
    expect(put).toMatchObject({ status: 200, body: { emailConfirmationSent: true } });
    expect(await emailOf(inv.userId)).toBe(before);
    const mail = (await mailbox(t)).find((m) => m.kind === 'email-change' && m.to === next);
    const link = new URL(mail!.links[0]);
    expect(link.pathname).toBe('/app/join/invite/confirm-email');
    expect(link.search).toBe('');
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/accounts/email-confirmation',
          payload: { token: `${token}x` },
        })
      ).status,
    ).toBe(410);
    expect(await emailOf(inv.userId)).toBe(before);
    expect(
      (await t.call({ method: 'POST', url: '/api/accounts/email-confirmation', payload: { token } })).body,
    ).toEqual({ email: next });
    expect(await emailOf(inv.userId)).toBe(next);
    expect(
      (await t.call({ method: 'POST', url: '/api/accounts/email-confirmation', payload: { token } })).status,
    ).toBe(410);
  });

  it('keeps the same address without any mail', async () => {
    const inv = await stage();
    const same = await emailOf(inv.userId);
    const put = await t.call({
      method: 'PUT',
      url: `/api/invites/${inv.userId}/registration`,
      headers: inviteAuth(inv.inviteToken),
      payload: invitee(inv.userId, same),
    });
    expect(put.body.emailConfirmationSent).toBe(false);
  });
});

describe('a new invite link from an expired one', () => {
  // Regression: every ask with an expired token mailed a link and cancelled the live, newer one.
  it('is asked for once and never cancels a newer link', async () => {
    const inv = await stage({ expired: true });
    const ask = () =>
      t.call({
        method: 'POST',
        url: '/api/invites/request-link',
        headers: inviteAuth(inv.inviteToken),
        payload: {},
      });
    expect((await ask()).body).toMatchObject({ status: 0 });
    const mail = (await mailbox(t)).find((m) => m.kind === 'invite-link' && m.links[0].includes(inv.userId));
    const fresh = new URLSearchParams(new URL(mail!.links[0]).hash.slice(1)).get('inviteToken')!;
    const again = await ask();
    expect(again.status).toBe(409);
    expect(again.body.status).toBe(111);
    expect((await t.call({ url: `/api/invites/${inv.userId}`, headers: inviteAuth(fresh) })).status).toBe(
      200,
    );
    const links = (await mailbox(t)).filter(
      (m) => m.kind === 'invite-link' && m.links[0].includes(inv.userId),
    );
    expect(links).toHaveLength(1);
  });
});

describe('a sent mail in the outbox table', () => {
  const sent: { to: string; text: string; html: string }[] = [];
  let smtp: TestApp;
  beforeAll(async () => {
    smtp = await startTestApp({}, { mailer: { transport: 'smtp', send: async (m) => void sent.push(m) } });
  });
  afterAll(() => smtp?.close());

  // Regression: working invite and set-password tokens stayed in the mail outbox table for ever.
  it('keeps no token once the mail has left, while the mail itself carried it', async () => {
    const staged = await smtp.call({ method: 'POST', url: '/api/dev/invites', payload: { expired: true } });
    const res = await smtp.call({
      method: 'POST',
      url: '/api/invites/request-link',
      headers: inviteAuth(staged.body.inviteToken),
      payload: {},
    });
    expect(res.status).toBe(200);
    const sentRow = async () =>
      (
        await smtp.app.db.query<{ state: string; data: unknown; text_body: string; html_body: string }>(
          "select * from mail_outbox where kind = 'invite-link' and data::text like $1",
          [`%${staged.body.userId}%`],
        )
      )[0];
    for (let i = 0; i < 200 && (await sentRow())?.state !== 'sent'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await sentRow()).state).toBe('sent');
    const delivered = sent.find((m) => m.text.includes(staged.body.userId))!;
    const token = /inviteToken=([A-Za-z0-9_-]+)/.exec(delivered.text)![1];
    expect(
      (await smtp.call({ url: `/api/invites/${staged.body.userId}`, headers: inviteAuth(token) })).status,
    ).toBe(200);
    const row = await sentRow();
    for (const kept of [JSON.stringify(row.data), row.text_body, row.html_body]) {
      expect(kept).not.toContain(token);
      expect(kept).toContain(staged.body.userId);
    }
  });
});

describe('a replayed Pay of a paid registration', () => {
  // Regression: every replay of a paid registration's Pay minted a fresh credentials token.
  it('replays the same answer and mints nothing new; once the credentials are set it hands none out', async () => {
    const reg = await readyRegistration(t);
    const body = payBody('fake-valid-nonce', US_1001_TX_TOTAL);
    const key = `replay-${reg.signupId}`;
    const first = await pay(t, reg, body, key);
    expect(first.status).toBe(200);
    const userId = first.body.registration.parent.userId as string;
    const count = async (kind: string) =>
      Number(
        (
          await t.app.db.query<{ n: string }>(
            'select count(*) as n from tokens where user_id = $1 and kind = $2',
            [userId, kind],
          )
        )[0].n,
      );
    const tokensBefore = {
      credentials: await count('credentials'),
      clickToJoin: await count('click_to_join'),
    };
    for (let i = 0; i < 3; i++) {
      const replay = await pay(t, reg, body, key);
      expect(replay.status).toBe(200);
      expect(replay.body.receipt.orderId).toBe(first.body.receipt.orderId);
      expect(replay.body.credentialsToken).toBe(first.body.credentialsToken);
      expect(replay.body.clickToJoinToken).toBe(first.body.clickToJoinToken);
    }
    expect({ credentials: await count('credentials'), clickToJoin: await count('click_to_join') }).toEqual(
      tokensBefore,
    );
    const set = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: bearer(first.body.credentialsToken),
      payload: { username: `rp_${reg.signupId.slice(-8).toLowerCase()}`, password: 'Correct-horse-42' },
    });
    expect(set.status).toBe(200);
    const after = await pay(t, reg, body, key);
    expect(after.body.receipt.orderId).toBe(first.body.receipt.orderId);
    expect(after.body.credentialsToken).toBe('');
    expect(await count('credentials')).toBe(tokensBefore.credentials);
  });
});

describe("the receipt's affiliate script", () => {
  let withScript: TestApp;
  beforeAll(async () => {
    withScript = await startTestApp({ AFFILIATE_SCRIPT_URL: 'https://affiliate.example/v2/track.js?id=42' });
  });
  afterAll(() => withScript?.close());

  // Regression: the script ran on the payment pages' own origin, with no policy of its own.
  it('runs in a document of its own that only that script, from that host, may run in', async () => {
    const res = await withScript.call({ url: '/api/affiliate/frame' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('script-src https://affiliate.example/v2/track.js;');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('strict-dynamic');
    expect(res.text).toContain('<script src="https://affiliate.example/v2/track.js?id=42"></script>');
  });

  it('is not served when no script is configured', async () => {
    expect((await t.call({ url: '/api/affiliate/frame' })).status).toBe(404);
  });
});
