import i18next from 'i18next';
import { configureApiClient } from './settings';
import { createRegistration, updateRegistration } from './registration-api';
import { checkPackageCountry } from './catalogue-api';
import { registerAndPay } from './payments-api';
import { payInvite } from './payments-api';
import { validateProfessionalStep } from './professional-api';

type Call = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown, calls: Call[] = []) {
  return (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    // jsdom has no Response; the client only reads ok, status and text().
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text };
  }) as unknown as typeof fetch;
}

const parent = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phoneCountryCode: '+1',
  phoneNumber: '5551234567',
};

describe('api client outcomes', () => {
  afterEach(() => configureApiClient({ baseUrl: '', fetch: (...a) => globalThis.fetch(...a) }));

  it("sends the page's language on every call when no locale was configured", async () => {
    // Pins the bug where only /pro sent the visitor's language, so mails went out in English.
    const calls: Call[] = [];
    document.documentElement.setAttribute('lang', 'es');
    configureApiClient({
      fetch: fakeFetch(409, { status: 409, message: 'package.country.mismatch' }, calls),
    });
    await checkPackageCountry({ packageId: 1, countryCriteria: { countryCode: '1', country: 'US' } });
    document.documentElement.removeAttribute('lang');
    expect((calls[0].init.headers as Record<string, string>)['accept-language']).toBe('es');
  });

  it("continues the page's trace on every call, each call a span of its own", async () => {
    const calls: Call[] = [];
    document.head.querySelector('meta[name="traceparent"]')?.remove();
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.setAttribute('name', 'traceparent');
    meta.setAttribute('content', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    configureApiClient({
      fetch: fakeFetch(409, { status: 409, message: 'package.country.mismatch' }, calls),
    });
    await checkPackageCountry({ packageId: 1, countryCriteria: { countryCode: '1', country: 'US' } });
    await checkPackageCountry({ packageId: 1, countryCriteria: { countryCode: '1', country: 'US' } });
    meta.remove();
    const sent = calls.map((c) => (c.init.headers as Record<string, string>).traceparent);
    for (const t of sent) expect(t).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01$/);
    expect(new Set(sent).size).toBe(2);
  });

  it('without a trace from the page server, every call of the page shares one it makes', async () => {
    const calls: Call[] = [];
    document.head.querySelector('meta[name="traceparent"]')?.remove();
    configureApiClient({
      fetch: fakeFetch(409, { status: 409, message: 'package.country.mismatch' }, calls),
    });
    await checkPackageCountry({ packageId: 1, countryCriteria: { countryCode: '1', country: 'US' } });
    await checkPackageCountry({ packageId: 1, countryCriteria: { countryCode: '1', country: 'US' } });
    document.head.querySelector('meta[name="traceparent"]')?.remove();
    const traceIds = calls.map(
      (c) =>
        /^00-([0-9a-f]{32})-[0-9a-f]{16}-01$/.exec(
          (c.init.headers as Record<string, string>).traceparent,
        )?.[1],
    );
    expect(traceIds[0]).toBeDefined();
    expect(traceIds[1]).toBe(traceIds[0]);
  });

  it('a payment the server is still checking (202 payment.checking) is its own outcome, not a server error', async () => {
    configureApiClient({ fetch: fakeFetch(202, { status: 202, message: 'payment.checking' }) });
    const result = await registerAndPay(
      's1',
      'k',
      {
        order: { packageId: 1001, productId: 1, services: [] },
        payment: { amountDisplayed: 1, nonce: 'n', paymentType: 'CREDIT_CARD' },
        promoCodes: [],
      } as never,
      { idempotencyKey: 'attempt-1' },
    );
    expect(result).toEqual({ ok: false, kind: 'checking', status: 202, message: 'payment.checking' });
  });

  it('returns parsed data on success and sends the referrer key header', async () => {
    const calls: Call[] = [];
    configureApiClient({
      fetch: fakeFetch(
        201,
        {
          signupId: 's1',
          registrationKey: 'k',
          expiresAt: 'x',
          lastCompletedStep: 1,
          coParentPossibleDuplicate: false,
        },
        calls,
      ),
    });
    const result = await createRegistration({ parent, sections: ['PARENT'] }, { referrerKey: 'REF1' });
    expect(result).toEqual({ ok: true, data: expect.objectContaining({ signupId: 's1' }) });
    expect(calls[0].url).toBe('/api/registrations');
    expect((calls[0].init.headers as Record<string, string>)['x-referrer-key']).toBe('REF1');
  });

  it('reports a malformed success body as a server failure instead of trusting it', async () => {
    configureApiClient({ fetch: fakeFetch(200, { signupId: 1 }) });
    const result = await createRegistration({ parent, sections: ['PARENT'] });
    expect(result).toMatchObject({ ok: false, kind: 'server' });
  });

  it('maps a duplicate field error to kind duplicate', async () => {
    configureApiClient({
      fetch: fakeFetch(409, { validationErrors: [{ field: 'parent.email.duplicate', text: 'dup' }] }),
    });
    const result = await updateRegistration('s1', 'k', { parent, sections: ['PARENT'] });
    expect(result).toMatchObject({ ok: false, kind: 'duplicate', status: 409 });
  });

  it('treats 403 and 404 on registration calls as an expired session', async () => {
    configureApiClient({ fetch: fakeFetch(404, { status: 404, message: 'registration.notFound' }) });
    expect(await updateRegistration('s1', 'k', { parent, sections: ['PARENT'] })).toMatchObject({
      kind: 'expired',
      status: 404,
    });
    configureApiClient({ fetch: fakeFetch(403, { status: 403 }) });
    expect(await updateRegistration('s1', 'k', { parent, sections: ['PARENT'] })).toMatchObject({
      kind: 'expired',
      status: 403,
    });
  });

  it('maps a 409 package check to mismatch and a 409 validator answer to validation', async () => {
    configureApiClient({ fetch: fakeFetch(409, { status: 409, message: 'package.country.mismatch' }) });
    expect(
      await checkPackageCountry({ packageId: 1, countryCriteria: { countryCode: '1', country: 'US' } }),
    ).toMatchObject({ kind: 'mismatch' });
    configureApiClient({
      fetch: fakeFetch(409, {
        validationErrors: [{ field: 'firstName', text: 'validation:signup_firstName_error' }],
      }),
    });
    expect(await validateProfessionalStep(1, { firstName: '' })).toMatchObject({
      kind: 'validation',
      fieldErrors: [
        {
          field: 'firstName',
          key: 'validation:signup_firstName_error',
          text: 'Please enter your first name',
        },
      ],
    });
  });

  describe("server texts are keys, shown in the page's language", () => {
    afterEach(() => i18next.changeLanguage('en'));

    it('gives a Spanish visitor the declined-card message in Spanish, keeping the key beside it', async () => {
      await i18next.changeLanguage('es');
      configureApiClient({
        fetch: fakeFetch(402, {
          status: 402,
          message: 'payment.declined',
          validationErrors: [{ field: 'payment', text: 'validation:paymentDeclined' }],
        }),
      });
      const body = {
        order: { packageId: 7 },
        payment: { amountDisplayed: 1, paymentType: 'CREDIT_CARD' as const, nonce: 'tok-9' },
      };
      expect(await registerAndPay('s1', 'k', body)).toMatchObject({
        ok: false,
        fieldErrors: [
          { field: 'payment', key: 'validation:paymentDeclined', text: 'Método de pago rechazado' },
        ],
      });
    });

    it('never shows a visitor a raw key or a sentence the resources do not hold', async () => {
      await i18next.changeLanguage('es');
      configureApiClient({
        fetch: fakeFetch(400, {
          validationErrors: [
            { field: 'a', text: 'validation:noSuchKey' },
            { field: 'b', text: 'Invalid promo code' },
          ],
        }),
      });
      const result = await createRegistration({ parent, sections: ['PARENT'] });
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: [
          { field: 'a', text: 'Este valor no es válido.' },
          { field: 'b', text: 'Este valor no es válido.' },
        ],
      });
    });
  });

  it('maps invite auth failures (body status 112 or 403 on payment) to inviteAuth', async () => {
    const body = {
      order: { packageId: 1 },
      payment: { amountDisplayed: 1, paymentType: 'CREDIT_CARD' as const, nonce: 'n' },
    };
    configureApiClient({ fetch: fakeFetch(401, { status: 112, message: 'auth.fail.message' }) });
    expect(await payInvite('u1', 't', body)).toMatchObject({ kind: 'inviteAuth', bodyStatus: 112 });
    configureApiClient({ fetch: fakeFetch(403, { status: 403 }) });
    expect(await payInvite('u1', 't', body)).toMatchObject({ kind: 'inviteAuth' });
  });

  it('gives the same idempotency key to a repeated payment with the same nonce', async () => {
    const calls: Call[] = [];
    configureApiClient({ fetch: fakeFetch(500, { message: 'Unexpected error' }, calls) });
    const body = {
      order: { packageId: 7 },
      payment: { amountDisplayed: 1, paymentType: 'CREDIT_CARD' as const, nonce: 'tok-1' },
    };
    const first = await registerAndPay('s1', 'k', body);
    await registerAndPay('s1', 'k', body);
    await registerAndPay('s1', 'k', { ...body, payment: { ...body.payment, nonce: 'tok-2' } });
    const keys = calls.map((c) => (c.init.headers as Record<string, string>)['idempotency-key']);
    expect(first).toMatchObject({ ok: false, kind: 'server' });
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('reports a thrown fetch as a network failure', async () => {
    configureApiClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    expect(await createRegistration({ parent, sections: ['PARENT'] })).toMatchObject({
      ok: false,
      kind: 'network',
    });
  });
});
