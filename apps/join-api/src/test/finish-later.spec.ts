// Finish later, anywhere (docs/security.md Finish-later link): a link by mail reopens a
// registration on another device; an opted-in visitor still unpaid a day later is reminded once.
import { mailbox, pay, payBody, readyRegistration, tokenize, US_1001_TX_TOTAL } from './checkout-helpers';
import { FINISH_LATER_PER_HOUR } from '../services/finish-later';
import { parentA, startTestApp, usAddress, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60_000;

async function stepTwoRegistration(parent = parentA()) {
  const created = await t.call({
    method: 'POST',
    url: '/api/registrations',
    payload: { parent, sections: ['PARENT'] },
  });
  const { signupId, registrationKey } = created.body;
  const updated = await t.call({
    method: 'PUT',
    url: `/api/registrations/${signupId}`,
    headers: { 'x-registration-key': registrationKey },
    payload: {
      parent,
      sections: ['PARENT', 'ADDRESS'],
      address: usAddress,
      referral: { selection: 'FRIEND', other: null },
      lastCompletedStep: 1,
    },
  });
  expect(updated.status).toBe(200);
  return { signupId: signupId as string, key: registrationKey as string, email: parent.email as string };
}

const ask = (
  reg: { signupId: string; key: string },
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  t.call({
    method: 'POST',
    url: `/api/registrations/${reg.signupId}/finish-later`,
    headers: { 'x-registration-key': reg.key, ...headers },
    payload: body,
  });

const resume = (token: string) =>
  t.call({ method: 'POST', url: '/api/registrations/resume', payload: { token } });

async function linksTo(email: string) {
  return (await mailbox(t)).filter((m) => m.kind === 'finish-later' && m.to === email);
}

/** The token of the newest finish-later mail to this address, from the fragment of its link. */
async function tokenMailedTo(email: string): Promise<string> {
  const [mail] = await linksTo(email);
  const link = mail.links.find((l) => l.includes('/app/join/resume'));
  if (!link) throw new Error(`no resume link in ${JSON.stringify(mail)}`);
  const url = new URL(link);
  return new URLSearchParams(url.hash.slice(1)).get('token') as string;
}

describe('finish later', () => {
  it('mails a link whose token is not the registration key, and the link opens the steps on another device', async () => {
    const reg = await stepTwoRegistration();
    const draft = {
      step2: {
        firstName: 'Bo',
        lastName: 'Lee',
        email: 'bo@example.com',
        children: [{ firstName: 'Cy', lastName: 'Lee', email: '' }],
      },
    };
    const asked = await ask(reg, { remind: false, step: 'step2', draft });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ sentTo: reg.email, remind: false });
    expect(Date.parse(asked.body.linkExpiresAt) - Date.now()).toBeGreaterThan(71 * 60 * 60_000);

    const [mail] = await linksTo(reg.email);
    expect(mail.subject).toBe('Your link to finish signing up for Harbor');
    const link = mail.links.find((l) => l.includes('/app/join/resume')) as string;
    // The link carries its own token in the fragment: neither the key nor the signup id.
    expect(link).toMatch(/\/app\/join\/resume#token=/);
    expect(link).not.toContain(reg.key);
    expect(link).not.toContain(reg.signupId);
    const token = await tokenMailedTo(reg.email);
    // Only the token's hash is stored.
    expect(await t.app.db.query('select 1 from tokens where hash = $1', [token])).toHaveLength(0);

    const opened = await resume(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      signupId: reg.signupId,
      lastCompletedStep: 1,
      step: 'step2',
      values: {
        parent: { email: reg.email, firstName: 'Ann' },
        address: { city: 'Austin', country: 'US' },
        referral: { selection: 'FRIEND' },
      },
      draft,
    });
    const deviceKey = opened.body.registrationKey as string;
    expect(deviceKey).not.toBe(reg.key);

    // Both devices go on with their own keys; a made-up key still does not.
    const asDevice = (key: string) =>
      t.call({
        method: 'PUT',
        url: `/api/registrations/${reg.signupId}`,
        headers: { 'x-registration-key': key },
        payload: {
          parent: opened.body.values.parent,
          sections: ['FAMILY'],
          coParent: {
            firstName: 'Bo',
            lastName: 'Lee',
            email: 'bo@example.com',
            phoneCountryCode: '+1',
            phoneNumber: null,
          },
          children: [],
          lastCompletedStep: 2,
        },
      });
    expect((await asDevice(deviceKey)).status).toBe(200);
    expect((await asDevice(reg.key)).status).toBe(200);
    expect((await asDevice('x'.repeat(43))).status).toBe(403);
  });

  it('an expired link is refused with its own message, an unknown one too', async () => {
    const reg = await stepTwoRegistration();
    expect((await ask(reg, { remind: false, step: 'step2' })).status).toBe(200);
    const token = await tokenMailedTo(reg.email);
    await t.app.db.query(
      "update tokens set expires_at = now() - interval '1 minute' where kind = 'finish_later' and data->>'signupId' = $1",
      [reg.signupId],
    );
    const expired = await resume(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ status: 410, message: 'finishLater.expired' });
    expect(expired.body.registrationKey).toBeUndefined();
    const unknown = await resume('y'.repeat(43));
    expect(unknown.status).toBe(410);
    expect(unknown.body.message).toBe('finishLater.invalid');
  });

  it('only the holder of the registration key may ask', async () => {
    const reg = await stepTwoRegistration();
    expect((await ask({ ...reg, key: 'z'.repeat(43) }, { remind: false, step: 'step2' })).status).toBe(403);
    expect(await linksTo(reg.email)).toHaveLength(0);
  });

  it('the Spanish visitor gets the link in Spanish', async () => {
    const reg = await stepTwoRegistration();
    expect(
      (await ask(reg, { remind: false, step: 'step2' }, { 'accept-language': 'es-MX,es;q=0.9' })).status,
    ).toBe(200);
    const [mail] = await linksTo(reg.email);
    expect(mail.subject).toBe('Tu enlace para terminar tu registro en Harbor');
    expect(mail.text).toContain('Terminar mi registro');
  });

  it('an opted-in visitor still unpaid a day later gets one reminder, once whatever the number of copies ticking', async () => {
    const remindMe = await stepTwoRegistration();
    const quiet = await stepTwoRegistration();
    expect((await ask(remindMe, { remind: true, step: 'step2' }, { 'accept-language': 'es' })).status).toBe(
      200,
    );
    expect((await ask(quiet, { remind: false, step: 'step2' })).status).toBe(200);
    const service = t.app.services.finishLater;

    // Not yet due.
    expect(await service.remindDue(new Date(Date.now() + DAY - 60_000))).toBe(0);
    // Two copies tick at once when it is due: one of them sends it.
    const later = new Date(Date.now() + DAY + 60_000);
    const sent = await Promise.all([service.remindDue(later), service.remindDue(later)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await service.remindDue(new Date(Date.now() + 3 * DAY))).toBe(0);

    const mails = await linksTo(remindMe.email);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe('Tu registro en Harbor te espera');
    expect((await linksTo(quiet.email)).length).toBe(1);
    // The reminder's own link opens the registration.
    const opened = await resume(await tokenMailedTo(remindMe.email));
    expect(opened.status).toBe(200);
    expect(opened.body.signupId).toBe(remindMe.signupId);
  });

  it('no reminder after payment, and the link of a paid registration says it is finished', async () => {
    const reg = await readyRegistration(t);
    expect((await ask(reg, { remind: true, step: 'payment' })).status).toBe(200);
    const token = await tokenMailedTo(reg.email);
    const paid = await pay(t, reg, payBody(await tokenize(t), US_1001_TX_TOTAL), 'finish-later-pay-1');
    expect(paid.status).toBe(200);
    const service = t.app.services.finishLater;
    await service.remindDue(new Date(Date.now() + 2 * DAY));
    expect((await linksTo(reg.email)).length).toBe(1);
    const opened = await resume(token);
    expect(opened.status).toBe(410);
    expect(opened.body.message).toBe('finishLater.finished');
  });

  it('the funnel counts the registrations that asked and those that came back', async () => {
    const before = (await t.call({ url: '/api/dev/funnel' })).body.finishLater;
    const back = await stepTwoRegistration();
    const gone = await stepTwoRegistration();
    await ask(back, { remind: false, step: 'step2' });
    await ask(back, { remind: false, step: 'step2' });
    await ask(gone, { remind: false, step: 'step2' });
    expect((await resume(await tokenMailedTo(back.email))).status).toBe(200);
    const after = (await t.call({ url: '/api/dev/funnel' })).body.finishLater;
    expect(after.asked - before.asked).toBe(2);
    expect(after.cameBack - before.cameBack).toBe(1);
    const page = await t.call({ url: '/dev/funnel' });
    expect(page.text).toContain('Finish later');
    expect(page.text).toMatch(new RegExp(`${after.cameBack} came back`));
  });
});

describe('finish later from /payment', () => {
  it('keeps the package choice for the link and drops whatever else the page sends, payment data first', async () => {
    const reg = await readyRegistration(t);
    const asked = await ask(reg, {
      remind: false,
      step: 'payment',
      draft: {
        selection: { packageId: 1001, services: ['SUB1YEAR'], nonce: 'tokencc_sandbox_x' },
        payment: { cardNumber: '4111111111111111', nonce: 'tokencc_sandbox_y' },
      },
    });
    expect(asked.status).toBe(200);
    const opened = await resume(await tokenMailedTo(reg.email));
    expect(opened.status).toBe(200);
    expect(opened.body.step).toBe('payment');
    expect(opened.body.draft).toEqual({ selection: { packageId: 1001, services: ['SUB1YEAR'] } });
    const [kept] = await t.app.db.query<{ resume_draft: unknown }>(
      'select resume_draft from registrations where id = $1',
      [reg.signupId],
    );
    expect(kept.resume_draft).toBeTruthy();
    expect(JSON.stringify(kept.resume_draft)).not.toMatch(/4111|nonce|tokencc|payment/);
  });
});

// The hourly limit at its real size (the other suites scale limits up so they never trip them).
describe('finish later limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_FACTOR: '1' });
  });
  afterAll(() => limited?.close());

  it(`the ask past ${FINISH_LATER_PER_HOUR} an hour gets 429 with its own message key and mails nothing`, async () => {
    const parent = parentA();
    const created = await limited.call({
      method: 'POST',
      url: '/api/registrations',
      payload: { parent, sections: ['PARENT'] },
    });
    expect(created.status).toBe(201);
    const { signupId, registrationKey } = created.body;
    const askOnce = () =>
      limited.call({
        method: 'POST',
        url: `/api/registrations/${signupId}/finish-later`,
        headers: { 'x-registration-key': registrationKey },
        payload: { remind: false, step: 'step1' },
      });
    for (let i = 0; i < FINISH_LATER_PER_HOUR; i += 1) expect((await askOnce()).status).toBe(200);
    const refused = await askOnce();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      status: 429,
      message: 'finishLater.tooMany',
      validationErrors: [{ field: 'form', text: 'common:finishLater.tooMany' }],
    });
    const mails = (await mailbox(limited)).filter((m) => m.kind === 'finish-later' && m.to === parent.email);
    expect(mails).toHaveLength(FINISH_LATER_PER_HOUR);
  });
});
