// spec §7 pricing group lookup, package-and-country check, pricing calculation, client token,
// lookups, config; spec §9 VAT packages, pricing groups, free build-your-own options.
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const price = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/api/pricing', payload, headers });
const address = (country: string, region: string | null) => ({
  line1: '1 Main St',
  city: 'Townsville',
  postalCode: '12345',
  country,
  region,
  type: 'PRIMARY',
});

describe('system', () => {
  it('reports health and the configuration the shell reads at start', async () => {
    expect((await t.call({ url: '/api/health' })).body).toEqual({
      status: 'ok',
      database: expect.stringMatching(/pglite|postgres/),
    });
    const { body, headers } = await t.call({ url: '/api/config' });
    expect(headers['cache-control']).toBe('no-cache');
    expect(body).toMatchObject({
      sandbox: true,
      flags: { GROW872: 'Treatment' },
      supportChat: expect.any(Boolean),
      urls: { login: '/app/join/login', passwordRetrieval: expect.any(String) },
    });
    // Without keys, the browser uses our own analytics sink and the maps sandbox.
    expect(body).not.toHaveProperty('analytics');
    expect(body).not.toHaveProperty('mapsApiKey');
  });
});

describe('OpenAPI', () => {
  it('documents every /api route from its schemas, with a browsable page', async () => {
    const { body } = await t.call({ url: '/api/openapi.json' });
    expect(body.openapi).toBe('3.1.0');
    const pay = body.paths['/api/registrations/{signupId}/pay'].post;
    expect(pay.requestBody.content['application/json'].schema.properties).toHaveProperty('payment');
    expect(Object.keys(pay.responses)).toEqual(expect.arrayContaining(['200', '402', '409']));
    expect(pay.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['signupId', 'idempotency-key']),
    );
    // The registration key is declared once, as a security scheme the operation requires.
    expect(pay.security).toEqual([{ registrationKey: [] }]);
    expect(body.components.securitySchemes.registrationKey).toMatchObject({
      in: 'header',
      name: 'x-registration-key',
    });
    for (const path of [
      '/api/v2/professional/users',
      '/api/v2/professional/users/validator',
      '/api/public/v1/support-chat/token',
      '/api/invites/{userId}',
      '/api/pricing',
    ]) {
      expect(body.paths).toHaveProperty([path]);
    }
    const docs = await t.call({ url: '/api/docs' });
    expect(docs.headers['content-type']).toContain('text/html');
    // The browsable page (Swagger UI) loads the same document.
    expect(docs.text).toContain('swagger-ui-bundle.js');
    expect((await t.call({ url: '/api/docs/json' })).body).toEqual(body);
  });

  it('names every operation and declares the auth headers as security schemes', async () => {
    const { body } = await t.call({ url: '/api/openapi.json' });
    const operations = Object.values(
      body.paths as Record<string, Record<string, { operationId?: string; security?: unknown }>>,
    ).flatMap((ops) => Object.values(ops));
    const ids = operations.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(body.components.securitySchemes).toMatchObject({
      registrationKey: { type: 'apiKey', in: 'header', name: 'x-registration-key' },
      inviteToken: { type: 'apiKey', in: 'header', name: 'x-invite-token' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
    expect(body.paths['/api/registrations/{signupId}/pay'].post).toMatchObject({
      operationId: 'registerAndPay',
      security: [{ registrationKey: [] }],
    });
    expect(body.paths['/api/invites/{userId}/pay'].post).toMatchObject({
      operationId: 'payForInvite',
      security: [{ inviteToken: [] }],
    });
    // Only the API is documented, not the static files or the documentation's own routes.
    expect(Object.keys(body.paths).every((p) => p.startsWith('/api/') && !p.startsWith('/api/docs'))).toBe(
      true,
    );
  });
});

describe('pricing group and packages', () => {
  it.each([
    ['US', '1', 'P3'],
    ['CA', '+1', 'P3'],
    ['GB', '44', 'P2'],
    ['AU', '61', 'P2'],
    ['NZ', '64', 'P2'],
    ['MX', '52', 'P0'],
    ['US', '44', 'P0'],
  ])('%s with calling code %s is group %s, priced in local currency', async (country, countryCode, group) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/pricing/group',
      payload: { country, countryCode, phoneNumber: '5125550101' },
    });
    expect(res.status).toBe(200);
    expect(res.body.pricingGroup).toBe(group);
    expect(res.body.packageIds.length).toBeGreaterThanOrEqual(2);
    const currency = { US: 'USD', CA: 'CAD', GB: 'GBP', AU: 'AUD', NZ: 'NZD', MX: 'MXN' }[country];
    for (const p of res.body.packages)
      expect(p).toMatchObject({ currencyCode: currency, country, pricingGroup: group });
    expect(res.body.packages.map((p: { subDurationInYears: number }) => p.subDurationInYears)).toEqual(
      expect.arrayContaining([1, 2]),
    );
  });

  it('hides Google Pay on the packages that hide Apple Pay (spec §9 hide flags), and only there', async () => {
    const hides = async (country: string, countryCode: string) =>
      (
        await t.call({
          method: 'POST',
          url: '/api/pricing/group',
          payload: { country, countryCode, phoneNumber: '5125550101' },
        })
      ).body.packages.map((p: { hide: Record<string, boolean> }) => p.hide);
    for (const hide of await hides('MX', '52'))
      expect(hide).toMatchObject({ applePay: true, googlePay: true });
    for (const hide of await hides('US', '1'))
      expect(hide).toMatchObject({ applePay: false, googlePay: false });
    for (const hide of await hides('GB', '44')) expect(hide).toMatchObject({ googlePay: false });
  });

  it('marks GB 2061 and 2063 as VAT-inclusive with their VAT amount', async () => {
    const { body } = await t.call({ url: '/api/packages?country=GB&pricingGroup=P2' });
    const p2061 = body.packages.find((p: { id: number }) => p.id === 2061);
    expect(body.packages.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([2061, 2063]));
    expect(p2061).toMatchObject({
      vatInclusive: true,
      totalPrice: 119.99,
      totalPriceFormatted: '£119.99',
      vatAmount: 20,
      vatAmountFormatted: '£20.00',
    });
  });

  it('lists build-your-own options with MYFILES and CALLSBASIC free', async () => {
    const { body } = await t.call({ url: '/api/packages?country=US&pricingGroup=P3' });
    const byo = body.packages.find((p: { buildYourOwn: boolean }) => p.buildYourOwn);
    const free = byo.buildYourOwnOptions
      .filter((o: { free: boolean }) => o.free)
      .map((o: { code: string }) => o.code)
      .sort();
    expect(free).toEqual(['CALLSBASIC', 'MYFILES']);
    expect(byo.buildYourOwnOptions.map((o: { code: string }) => o.code)).toEqual(
      expect.arrayContaining(['SUB1YEAR', 'SUB2YEAR', 'TONEMETER', 'UNLIMITEDPAYMENTS']),
    );
  });

  it('checks package and country: fits, or 409 for the mismatch modal', async () => {
    const ok = await t.call({
      method: 'POST',
      url: '/api/packages/check',
      payload: {
        packageId: 2061,
        countryCriteria: { countryCode: '+44', phoneNumber: '2079460000', country: 'GB' },
      },
    });
    expect(ok).toMatchObject({ status: 200, body: { fits: true, packageCountry: 'GB' } });
    const wrongCountry = await t.call({
      method: 'POST',
      url: '/api/packages/check',
      payload: { packageId: 2061, countryCriteria: { countryCode: '1', country: 'US' } },
    });
    expect(wrongCountry).toMatchObject({ status: 409, body: { message: 'package.country.mismatch' } });
    const wrongPhone = await t.call({
      method: 'POST',
      url: '/api/packages/check',
      payload: { packageId: 1001, countryCriteria: { countryCode: '44', country: 'US' } },
    });
    expect(wrongPhone.status).toBe(409);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/packages/check',
          payload: { packageId: 999999, countryCriteria: { countryCode: '1', country: 'US' } },
        })
      ).status,
    ).toBe(404);
  });
});

describe('pricing calculation', () => {
  it('adds the state sales tax from the rate table (Texas 6.25%)', async () => {
    const { status, body } = await price({ orderDetail: { packageId: 1001 }, address: address('US', 'TX') });
    expect(status).toBe(200);
    expect(body.taxes).toEqual([{ name: 'Sales tax', rate: 0.0625, amount: 9.37, amountFormatted: '$9.37' }]);
    expect(body.totals).toMatchObject({
      subTotal: 149.99,
      taxAmount: 9.37,
      total: 159.36,
      totalFormatted: '$159.36',
      selectedPackageTotal: 149.99,
    });
    expect(body).toMatchObject({
      finalPrice: 159.36,
      taxesCalculated: true,
      payForCoParent: false,
      couponDetail: null,
      paymentCodeDetails: [],
    });
    expect(body.taxId).toEqual(expect.any(String));
  });

  it('uses the province rows instead of GST for Quebec (GST + QST)', async () => {
    const { body } = await price({ orderDetail: { packageId: 1101 }, address: address('CA', 'QC') });
    expect(body.taxes.map((x: { name: string; amount: number }) => [x.name, x.amount])).toEqual([
      ['GST', 8.5],
      ['QST', 16.96],
    ]);
    expect(body.totals.total).toBe(195.45);
  });

  it('says taxes are not calculated yet when a US or CA region is missing', async () => {
    const { body } = await price({ orderDetail: { packageId: 1001 }, address: { country: 'US' } });
    expect(body.taxesCalculated).toBe(false);
  });

  it('shows no tax row for VAT packages 2061/2063 but adds VAT to other GB packages', async () => {
    const vat = await price({ orderDetail: { packageId: 2063 }, address: address('GB', null) });
    expect(vat.body.taxes).toEqual([]);
    expect(vat.body.totals.total).toBe(199.99);
    const byo = await price({
      orderDetail: { packageId: 2065, services: ['SUB1YEAR', 'MYFILES'] },
      address: address('GB', null),
    });
    expect(byo.body.taxes).toEqual([expect.objectContaining({ name: 'VAT', rate: 0.2, amount: 16 })]);
  });

  it('prices build-your-own from its options, the term deciding the years', async () => {
    const { body } = await price({
      orderDetail: { packageId: 1003, services: ['SUB2YEAR', 'MYFILES', 'TONEMETER', 'CALLSBASIC'] },
      address: address('US', 'CA'),
    });
    // 179.99 for two years and 39.99 for ToneMeter (migration 025); the free options cost nothing.
    expect(body.totals.subTotal).toBe(219.98);
    expect(body.lineItems.find((l: { code: string }) => l.code === 'MYFILES').amount).toBe(0);
    const noTerm = await price({ orderDetail: { packageId: 1003, services: ['MYFILES'] } });
    expect(noTerm.status).toBe(400);
    expect(noTerm.body.validationErrors[0].field).toBe('orderDetail.services');
  });

  it('applies a promo coupon and doubles the package when paying for the co-parent', async () => {
    const { body } = await price({
      orderDetail: { packageId: 1001 },
      payForCoparent: true,
      promoCodes: ['SPRING20'],
      address: address('US', 'CA'),
    });
    expect(body.payForCoParent).toBe(true);
    // Pins the coupon percent divided by the subtotal (twice the package) instead of the package total (spec §3).
    expect(body.couponDetail).toEqual({
      couponCode: 'SPRING20',
      description: expect.any(String),
      discount: 30,
      discountFormatted: '$30.00',
      percent: 20,
    });
    expect(body.totals).toMatchObject({
      subTotal: 299.98,
      subTotalAfterDiscount: 269.98,
      total: 269.98,
      selectedPackageTotal: 149.99,
    });
  });

  it('applies the referrer coupon of the limbo registration only with its key', async () => {
    const link = await t.call({
      method: 'POST',
      url: '/api/dev/discount-links',
      payload: { referrer: 'partner', percent: 10 },
    });
    const reg = await t.call({
      method: 'POST',
      url: '/api/registrations',
      headers: { 'x-referrer-key': link.body.token },
      payload: {
        parent: {
          firstName: 'Ann',
          lastName: 'Lee',
          email: `ref.${Date.now()}@example.com`,
          phoneCountryCode: '+1',
          phoneNumber: '5125550101',
        },
        sections: ['PARENT'],
      },
    });
    const payload = {
      orderDetail: { packageId: 1001 },
      limboId: reg.body.signupId,
      address: address('US', 'CA'),
    };
    expect(
      (await price(payload, { 'x-registration-key': reg.body.registrationKey })).body.couponDetail,
    ).toMatchObject({ couponCode: 'PARTNER10', discount: 15 });
    expect((await price(payload)).body.couponDetail).toBeNull();
  });

  it('lists valid activation codes in paymentCodeDetails and leaves unknown ones out', async () => {
    const minted = await t.call({
      method: 'POST',
      url: '/api/dev/activation-codes',
      payload: { packageId: 1001, count: 1 },
    });
    expect(minted.status).toBe(201);
    const [code] = minted.body.codes;
    const { body } = await price({
      orderDetail: { packageId: 1001 },
      paymentCodes: [code, 'NOPE-NOPE-NOPE'],
      address: address('US', 'TX'),
    });
    expect(body.paymentCodeDetails).toEqual([{ code, amount: 149.99, amountFormatted: '$149.99' }]);
    expect(body.totals).toMatchObject({
      total: 0,
      paymentCodeTotal: 149.99,
      paymentCodeTotalFormatted: '$149.99',
      taxAmount: 0,
    });
  });

  it('answers 409 when the billing country does not suit the package', async () => {
    const res = await price({ orderDetail: { packageId: 2061 }, address: address('US', 'TX') });
    expect(res).toMatchObject({ status: 409, body: { message: 'package.country.mismatch' } });
  });
});

describe('client token and lookups', () => {
  it('gives a client token per country that says which provider is live', async () => {
    const { status, body } = await t.call({ url: '/api/payments/client-token?country=GB' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ provider: 'sandbox', environment: 'sandbox', currencyCode: 'GBP' });
    expect(JSON.parse(Buffer.from(body.clientToken, 'base64').toString())).toMatchObject({
      provider: 'sandbox',
      currency: 'GBP',
    });
  });

  it('serves the lookup lists, localised by Accept-Language', async () => {
    const titles = await t.call({ url: '/api/lookups/titles' });
    expect(titles.body.items.map((i: { value: string }) => i.value)).toEqual([
      'Mr.',
      'Ms.',
      'Mrs.',
      'Hon.',
      'Dr.',
    ]);
    // Pins the Spanish title list that had no 'Dra.' (and a masculine-only doctor).
    const esTitles = await t.call({ url: '/api/lookups/titles', headers: { 'accept-language': 'es' } });
    expect(esTitles.body.items.map((i: { label: string }) => i.label)).toEqual([
      'Sr.',
      'Sra.',
      'Hon.',
      'Dr.',
      'Dra.',
    ]);
    const esRoles = await t.call({
      url: '/api/lookups/professional-roles',
      headers: { 'accept-language': 'es' },
    });
    expect(esRoles.body.items.find((i: { value: string }) => i.value === 'ATTORNEY').label).toBe(
      'Abogado o abogada',
    );
    for (const name of ['bench-officers', 'colleagues', 'countries', 'country-codes', 'referrals']) {
      const res = await t.call({ url: `/api/lookups/${name}` });
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeGreaterThan(1);
    }
    const en = await t.call({ url: '/api/lookups/countries', headers: { 'accept-language': 'en' } });
    const es = await t.call({ url: '/api/lookups/countries', headers: { 'accept-language': 'es' } });
    expect(en.body.items.find((i: { value: string }) => i.value === 'GB').label).not.toBe(
      es.body.items.find((i: { value: string }) => i.value === 'GB').label,
    );
    expect((await t.call({ url: '/api/lookups/nonsense' })).status).toBe(400);
  });

  it('lists regions by country and timezones by country and by US/CA region', async () => {
    const regions = await t.call({ url: '/api/lookups/regions?countryId=CA' });
    expect(regions.body.items.map((i: { value: string }) => i.value)).toEqual(
      expect.arrayContaining(['ON', 'QC', 'BC']),
    );
    const usAll = await t.call({ url: '/api/lookups/timezones?country=US' });
    const ny = await t.call({ url: '/api/lookups/timezones?country=US&region=NY' });
    expect(ny.body.items.map((i: { value: string }) => i.value)).toEqual(['America/New_York']);
    expect(usAll.body.items.length).toBeGreaterThan(ny.body.items.length);
  });
});
