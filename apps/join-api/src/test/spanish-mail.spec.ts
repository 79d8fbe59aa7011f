// CONTRACTS#both-languages: every mail arrives in Spanish for a Spanish visitor (the browser sends its language
// on every call as Accept-Language), and the co-parent a Spanish parent invites is written to in Spanish.
import {
  mailbox,
  payBody,
  proSteps,
  readyRegistration,
  tokenize,
  US_1001_TX_TOTAL,
} from './checkout-helpers';
import { asRead, startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const es = { 'accept-language': 'es' };
/** Words an English mail always has and a Spanish one never does. */
const ENGLISH = /\b(Hi|Your|the|and|receipt|invited|Welcome|link|codes)\b/;

describe('mail in the visitor language', () => {
  it('sends the receipt, the co-parent invite and a new invite link in Spanish', async () => {
    // Pins the English-only mails a Spanish visitor received.
    const reg = await readyRegistration(t);
    const res = await t.call({
      method: 'POST',
      url: `/api/registrations/${reg.signupId}/pay`,
      headers: { ...es, 'x-registration-key': reg.key, 'idempotency-key': `es-${reg.signupId}` },
      payload: payBody(await tokenize(t), US_1001_TX_TOTAL),
    });
    expect(res.status).toBe(200);
    const mails = await mailbox(t);
    const receipt = mails.find((m) => m.kind === 'receipt' && m.to === reg.email)!;
    const invite = mails.find(
      (m) => m.kind === 'coparent-invite' && m.to === `bo.${reg.signupId}@example.com`,
    )!;
    expect(receipt.subject).toBe('Tu recibo de Harbor');
    expect(receipt.text).toMatch(/^Esencial 1 año: +\$149\.99$/m);
    expect(invite.subject).toMatch(/ te invitó a Harbor$/);
    for (const mail of [receipt, invite]) expect(`${mail.subject}\n${mail.text}`).not.toMatch(ENGLISH);

    // The co-parent's welcome page opens in Spanish, and a new link asked for in Spanish comes in Spanish.
    const link = new URL(invite.links[0]);
    const [token, userId] = [
      new URLSearchParams(link.hash.slice(1)).get('inviteToken')!,
      link.searchParams.get('userId')!,
    ];
    expect(
      (await t.call({ url: `/api/invites/${userId}`, headers: { 'x-invite-token': token } })).body
        .languageLocale,
    ).toBe('es_MX');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/invites/request-link',
          headers: { ...es, 'x-invite-token': token },
          payload: {},
        })
      ).body.status,
    ).toBe(0);
    const fresh = (await mailbox(t)).find((m) => m.kind === 'invite-link' && m.links[0].includes(userId))!;
    expect(fresh.subject).toBe('Tu nuevo enlace de invitación');
    expect(fresh.text).not.toMatch(ENGLISH);
  });

  it("sends a Spanish professional's activation codes in Spanish", async () => {
    const step = {
      ...proSteps.step1,
      ...proSteps.step2,
      ...proSteps.step3,
      title: 'Dra.',
      firstName: 'Lucía',
      lastName: 'Hernández',
      credentials: '',
      email: `lucia.${Date.now()}@example.com`,
      practiceName: 'Despacho Hernández',
    };
    const created = await t.call({
      method: 'POST',
      url: '/api/v2/professional/users',
      headers: es,
      payload: step,
    });
    expect(created.status).toBe(201);
    const bought = await t.call({
      method: 'POST',
      url: '/api/v2/professional/activation-codes',
      headers: {
        ...es,
        authorization: `Bearer ${created.body.auth}`,
        'idempotency-key': `codes-${created.body.userId}`,
      },
      payload: {
        packageId: 1001,
        count: 2,
        payment: { amountDisplayed: 299.98, nonce: 'fake-valid-nonce', paymentType: 'CREDIT_CARD' },
      },
    });
    expect(bought.status).toBe(201);
    const mails = (await mailbox(t)).filter((m) => m.to === step.email);
    expect(mails.map((m) => m.kind).sort()).toEqual(['activation-codes', 'professional-welcome']);
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toMatch(ENGLISH);
  });

  it('answers the catalogue in the language of the request', async () => {
    // Pins 'Standard 1 Year', 'Build Your Own' and 'Shared parenting calendar' shown to Spanish visitors.
    const esList = (await t.call({ url: '/api/packages?country=US', headers: es })).body.packages;
    const enList = (await t.call({ url: '/api/packages?country=US', headers: { 'accept-language': 'en' } }))
      .body.packages;
    type Listed = {
      id: number;
      displayName: string;
      receiptText: string;
      features: string[];
      buildYourOwnOptions?: { code: string; displayName: string }[];
    };
    const byId = (list: Listed[], id: number) =>
      list.find((p) => p.id === id) as {
        displayName: string;
        receiptText: string;
        features: string[];
        buildYourOwnOptions?: { code: string; displayName: string }[];
      };
    expect(byId(esList, 1051)).toMatchObject({
      displayName: 'Estándar 1 año',
      features: expect.arrayContaining(['Calendario de crianza compartida']),
    });
    expect(byId(esList, 1002).displayName).toBe('Esencial 2 años');
    expect(byId(esList, 1003).displayName).toBe('Arma tu paquete');
    expect(
      byId(esList, 1003).buildYourOwnOptions!.find((o) => o.code === 'UNLIMITEDPAYMENTS')!.displayName,
    ).toBe('Pagos ilimitados');
    expect(byId(enList, 1051)).toMatchObject({
      displayName: 'Standard 1 Year',
      features: expect.arrayContaining(['Shared parenting calendar']),
    });
    const group = await t.call({
      method: 'POST',
      url: '/api/pricing/group',
      headers: es,
      payload: { country: 'US', countryCode: '1', phoneNumber: '5125550100' },
    });
    for (const p of group.body.packages as { displayName: string; features: string[] }[])
      expect([p.displayName, ...p.features].join(' ')).not.toMatch(
        /\b(Year|Years|Standard|Essentials|Build|Shared|Messages|space|payments)\b/,
      );
  });

  it("answers a refused card in the visitor's language", async () => {
    // Pins 'Payment method declined' sent in English to a Spanish visitor: the API sends the spec §8
    // message as a key (whatever the language), which the browser reads in the visitor's language.
    const reg = await readyRegistration(t);
    const res = await t.call({
      method: 'POST',
      url: `/api/registrations/${reg.signupId}/pay`,
      headers: { ...es, 'x-registration-key': reg.key, 'idempotency-key': `es-declined-${reg.signupId}` },
      payload: payBody(await tokenize(t, '4000111111111115'), US_1001_TX_TOTAL),
    });
    expect(res.status).toBe(402);
    expect(res.body.validationErrors).toEqual([{ field: 'payment', text: 'validation:paymentDeclined' }]);
    expect(asRead(res.body.validationErrors, 'es')).toEqual([
      { field: 'payment', text: 'Método de pago rechazado' },
    ]);
  });
});
