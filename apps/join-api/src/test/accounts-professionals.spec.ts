// spec §7 username availability, set credentials, login, support-chat token, professional
// validator / create and activation-code purchase; spec §5 username and password rules.
import { mailbox, pay, payBody, proSteps, readyRegistration, US_1001_TX_TOTAL } from './checkout-helpers';
import { asRead, startTestApp, type TestApp } from './test-app';

let t: TestApp;
let credentialsToken: string;
let email: string;
beforeAll(async () => {
  t = await startTestApp();
  const reg = await readyRegistration(t);
  const paid = await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `acc-${reg.signupId}`);
  credentialsToken = paid.body.credentialsToken;
  email = reg.email;
});
afterAll(() => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const availability = (username: string, token = credentialsToken, app: TestApp = t) =>
  app.call({
    method: 'POST',
    url: '/api/accounts/username-availability',
    headers: bearer(token),
    payload: { username },
  });

describe('username and password', () => {
  it('tells whether a username is available and meets the requirements', async () => {
    expect((await availability('good_name')).body).toEqual({ available: true, meetsRequirements: true });
    expect((await availability('bad name!')).body).toEqual({ available: false, meetsRequirements: false });
    expect((await availability('@starts')).body.meetsRequirements).toBe(false);
    expect((await availability('good_name', 'not-a-token')).status).toBe(401);
  });

  it('rejects a weak password with the spec §5 rule keys, then sets the credentials once', async () => {
    const weak = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: bearer(credentialsToken),
      payload: { username: 'ann_lee_01', password: 'short' },
    });
    expect(weak.status).toBe(400);
    // Every broken rule is listed, so the screen's checklist can show them all.
    expect(asRead(weak.body.validationErrors)).toEqual([
      { field: 'password', text: 'Must be between 12 and 25 characters' },
      { field: 'password', text: 'Must contain at least one number' },
      { field: 'password', text: 'Must contain at least one symbol' },
    ]);
    const sameAsEmail = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: bearer(credentialsToken),
      payload: { username: 'ann_lee_01', password: email },
    });
    expect(sameAsEmail.status).toBe(400);

    const ok = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: bearer(credentialsToken),
      payload: { username: 'ann_lee_01', password: 'Correct-horse-42' },
    });
    expect(ok).toMatchObject({ status: 200, body: { username: 'ann_lee_01', userId: expect.any(String) } });
    const [row] = await t.app.db.query<{ password_hash: string }>(
      "select password_hash from users where username = 'ann_lee_01'",
    );
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('Correct-horse-42');
    // The credentials token is spent.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/accounts/credentials',
          headers: bearer(credentialsToken),
          payload: { username: 'ann_lee_02', password: 'Correct-horse-42' },
        })
      ).status,
    ).toBe(401);
  });

  it('reports a taken username as unavailable and refuses it', async () => {
    const reg = await readyRegistration(t);
    const paid = await pay(t, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `acc2-${reg.signupId}`);
    const token = paid.body.credentialsToken;
    expect((await availability('ANN_LEE_01', token)).body).toEqual({
      available: false,
      meetsRequirements: true,
    });
    const res = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: bearer(token),
      payload: { username: 'ann_lee_01', password: 'Another-pass-77' },
    });
    expect(res.status).toBe(409);
    expect(asRead(res.body.validationErrors)).toEqual([
      { field: 'username', text: 'This username cannot be used' },
    ]);
  });
});

describe('login', () => {
  const login = (payload: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { submit: 'Login', _eventId: 'submit', ...payload },
    });

  it('returns the landing url and an auth token, the stored redirect winning for home targets', async () => {
    const plain = await login({ username: 'ann_lee_01', password: 'Correct-horse-42' });
    expect(plain).toMatchObject({
      status: 200,
      body: {
        url: t.config.urls.legacyHome,
        redirectUrl: null,
        auth: expect.any(String),
        userId: expect.any(String),
      },
    });
    const stored = await login({
      username: 'ann_lee_01',
      password: 'Correct-horse-42',
      redirectUrl: '/app/messages/inbox',
    });
    expect(stored.body).toMatchObject({ url: '/app/messages/inbox', redirectUrl: '/app/messages/inbox' });
    const foreign = await login({
      username: 'ann_lee_01',
      password: 'Correct-horse-42',
      redirectUrl: 'https://evil.example/',
    });
    expect(foreign.body.url).toBe(t.config.urls.legacyHome);
  });

  it('keeps a non-home target (no subscription: billing) over the stored redirect', async () => {
    const staged = await t.call({
      method: 'POST',
      url: '/api/dev/invites',
      payload: { requireCredentials: false },
    });
    const [row] = await t.app.db.query<{ username: string }>('select username from users where id = $1', [
      staged.body.userId,
    ]);
    const { hashPassword } = await import('../lib/passwords');
    await t.app.db.query('update users set password_hash = $2 where id = $1', [
      staged.body.userId,
      await hashPassword('Invited-pass-99'),
    ]);
    // Pins the bug where the stored redirectUrl came back as redirectUrl for every target, and the browser followed it.
    const res = await login({
      username: row.username,
      password: 'Invited-pass-99',
      redirectUrl: '/app/messages',
    });
    expect(res.body).toMatchObject({ url: t.config.urls.accountBilling, redirectUrl: null });
  });

  it('answers login_error on the password field for a wrong password', async () => {
    const res = await login({ username: 'ann_lee_01', password: 'wrong-password-1' });
    expect(res.status).toBe(401);
    expect(asRead(res.body.validationErrors)).toEqual([
      { field: 'password', text: 'The username or password you entered is incorrect.' },
    ]);
  });

  it('issues a support-chat token under the public v1 prefix', async () => {
    const res = await t.call({ method: 'POST', url: '/api/public/v1/support-chat/token', payload: {} });
    expect(res).toMatchObject({
      status: 200,
      body: { token: expect.any(String), expiresAt: expect.any(String) },
    });
  });
});

const { step1, step2, step3 } = proSteps;

describe('professionals', () => {
  const validate = (step: number, body: unknown, lang = 'en') =>
    t.call({
      method: 'POST',
      url: `/api/v2/professional/users/validator?step=${step}`,
      headers: { 'accept-language': lang, 'x-anonymous-id': 'anon', 'x-activity': 'start' },
      payload: body,
    });

  it('validates each step, answering 409 with per-field message keys the visitor reads in their language', async () => {
    expect(await validate(1, step1)).toMatchObject({ status: 200, body: { valid: true } });
    const en = await validate(1, { ...step1, firstName: '', phoneNumber: '12ab' });
    expect(en.status).toBe(409);
    expect(asRead(en.body.validationErrors)).toEqual(
      expect.arrayContaining([
        { field: 'firstName', text: 'Please enter your first name' },
        { field: 'phoneNumber', text: 'Only numbers are allowed' },
      ]),
    );
    const es = await validate(1, { ...step1, firstName: '' }, 'es');
    // The same key whatever the language: the browser translates it.
    expect(es.body.validationErrors).toEqual(
      en.body.validationErrors.filter((e: { field: string }) => e.field === 'firstName'),
    );
    expect(asRead(es.body.validationErrors, 'es')).toEqual([
      { field: 'firstName', text: expect.not.stringMatching(/^Please enter your first name$/) },
    ]);
    expect(asRead((await validate(2, { ...step2, region: 'ZZ' })).body.validationErrors)).toEqual([
      { field: 'region', text: 'Please select a state or region' },
    ]);
    expect(
      asRead((await validate(3, { ...step3, securityCodeConfirm: '4321' })).body.validationErrors),
    ).toEqual([{ field: 'securityCodeConfirm', text: 'The security codes do not match' }]);
  });

  it('creates the professional, mails a welcome, refuses the same email twice, and sells activation codes', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/v2/professional/users',
      payload: { ...step1, ...step2, ...step3 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: { firstName: 'Pat', lastName: 'Kim' },
      email: step1.email,
      practiceName: 'Kim Family Law',
      auth: expect.any(String),
    });
    expect((await mailbox(t)).some((m) => m.kind === 'professional-welcome' && m.to === step1.email)).toBe(
      true,
    );
    const again = await t.call({
      method: 'POST',
      url: '/api/v2/professional/users',
      payload: { ...step1, ...step2, ...step3 },
    });
    expect(again.status).toBe(409);
    expect(asRead(again.body.validationErrors)).toEqual([
      { field: 'email', text: 'An account already exists for this email address.' },
    ]);

    const purchase = (auth: string) =>
      t.call({
        method: 'POST',
        url: '/api/v2/professional/activation-codes',
        headers: { ...bearer(auth), 'idempotency-key': `codes-${auth.slice(0, 12)}` },
        payload: {
          packageId: 1001,
          count: 2,
          payment: { amountDisplayed: 299.98, nonce: 'fake-valid-nonce', paymentType: 'CREDIT_CARD' },
        },
      });
    expect((await purchase('nope')).status).toBe(401);
    const bought = await purchase(created.body.auth);
    expect(bought.status).toBe(201);
    expect(bought.body.codes).toHaveLength(2);
    const pricing = await t.call({
      method: 'POST',
      url: '/api/pricing',
      payload: { orderDetail: { packageId: 1001 }, paymentCodes: [bought.body.codes[0].code] },
    });
    expect(pricing.body.paymentCodeDetails).toHaveLength(1);
  });

  it('answers the validator alike for a taken and a free email; only create refuses the taken one', async () => {
    // Pins step 1 telling which emails have professional accounts, one quick request each.
    const taken = `taken.${Date.now()}@example.com`;
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/v2/professional/users',
          payload: { ...step1, ...step2, ...step3, email: taken },
        })
      ).status,
    ).toBe(201);
    const free = `free.${Date.now()}@example.com`;
    for (const lang of ['en', 'es']) {
      const onTaken = await validate(1, { ...step1, email: taken }, lang);
      const onFree = await validate(1, { ...step1, email: free }, lang);
      expect({ status: onTaken.status, body: onTaken.body }).toEqual({
        status: onFree.status,
        body: onFree.body,
      });
      expect(onTaken).toMatchObject({ status: 200, body: { valid: true } });
      // A step-1 error elsewhere comes back the same whichever email is given.
      const badTaken = await validate(1, { ...step1, email: taken, phoneNumber: '12ab' }, lang);
      const badFree = await validate(1, { ...step1, email: free, phoneNumber: '12ab' }, lang);
      expect({ status: badTaken.status, body: badTaken.body }).toEqual({
        status: badFree.status,
        body: badFree.body,
      });
    }
    const refused = await t.call({
      method: 'POST',
      url: '/api/v2/professional/users',
      headers: { 'accept-language': 'es' },
      payload: { ...step1, ...step2, ...step3, email: taken },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.validationErrors).toEqual([
      { field: 'email', text: 'validation:emailAlreadyRegistered' },
    ]);
  });

  it('mails a Spanish professional a set-your-password link that sets the credentials, then logs in to the cases', async () => {
    // Pins the professional sign-up that ended at 'Log in' although no password was ever created.
    const email = 'lucia.h@court.example';
    const created = await t.call({
      method: 'POST',
      url: '/api/v2/professional/users',
      headers: { 'accept-language': 'es' },
      payload: { ...step1, ...step2, ...step3, email, firstName: 'Lucía' },
    });
    expect(created.status).toBe(201);
    const welcome = (await mailbox(t)).find((m) => m.kind === 'professional-welcome' && m.to === email)!;
    expect(welcome.subject).toBe('Te damos la bienvenida a tu cuenta profesional de Harbor');
    const link = new URL(welcome.links[0]);
    expect(link.pathname).toBe('/app/join/credentials');
    // The token rides in the fragment, which no server, log or Referer sees.
    expect(link.search).toBe('');
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
    const weak = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: bearer(token),
      payload: { username: 'lucia_h', password: 'short' },
    });
    expect(weak.status).toBe(400);
    const set = await t.call({
      method: 'POST',
      url: '/api/accounts/credentials',
      headers: bearer(token),
      payload: { username: 'lucia_h', password: 'Harbor-2026-safe!' },
    });
    expect(set.status).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/accounts/login',
      payload: { submit: 'Login', _eventId: 'submit', username: 'lucia_h', password: 'Harbor-2026-safe!' },
    });
    expect(login.body.url).toBe(t.config.urls.proCases);
  });
});

describe('username at sign, the stricter reading (USERNAME_AT_SIGN=none)', () => {
  it('refuses a username with an at sign anywhere and tells the browser which rule is in force', async () => {
    // Pins the at-sign rule that had one reading only; the other is now a documented switch.
    const strict = await startTestApp({ USERNAME_AT_SIGN: 'none' });
    try {
      expect((await strict.call({ url: '/api/config' })).body.usernameAtSign).toBe('none');
      expect((await t.call({ url: '/api/config' })).body.usernameAtSign).toBe('notFirst');
      const reg = await readyRegistration(strict);
      const token = (
        await pay(strict, reg, payBody('fake-valid-nonce', US_1001_TX_TOTAL), `at-${reg.signupId}`)
      ).body.credentialsToken;
      expect((await availability('ana@home', token, strict)).body).toEqual({
        available: false,
        meetsRequirements: false,
      });
      const refused = await strict.call({
        method: 'POST',
        url: '/api/accounts/credentials',
        headers: bearer(token),
        payload: { username: 'ana@home', password: 'Harbor-2026-safe!' },
      });
      expect(refused.status).toBe(400);
      const accepted = await strict.call({
        method: 'POST',
        url: '/api/accounts/credentials',
        headers: bearer(token),
        payload: { username: 'ana_home', password: 'Harbor-2026-safe!' },
      });
      expect(accepted.status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
