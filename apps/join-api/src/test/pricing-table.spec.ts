// spec §3 Pricing response, §7 pricing calculation, §2 mismatch rule and §9 (VAT packages, groups):
// what POST /api/pricing answers, case by case, with exact totals. The rules each case holds: a
// country we do not sell in is not priced as the US, 'UK' is not GB, a region the country does not
// have ('XX') is refused rather than priced without tax, a +44 phone never buys the US P0 package, and an
// activation code of another market or term is refused with its reason, never dropped silently.
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const price = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/pricing', payload });
const address = (country: string, region: string | null) => ({
  line1: '1 Main Street',
  city: 'Townsville',
  postalCode: '12345',
  country,
  region,
  type: 'PRIMARY',
});
const order = (
  packageId: number,
  country: string,
  region: string | null,
  phoneCountryCode: string | null,
  extra: Record<string, unknown> = {},
) => ({
  orderDetail: { packageId },
  address: address(country, region),
  ...(phoneCountryCode ? { phoneCountryCode, phoneNumber: '5125550101' } : {}),
  ...extra,
});

describe('priced: exact totals', () => {
  it.each([
    // [case, package, country, region, phone code, total, tax, taxesCalculated]
    ['Texas sales tax 6.25 %', 1001, 'US', 'TX', '1', 159.36, 9.37, true],
    ['a state given as ISO 3166-2 (US-TX)', 1001, 'US', 'US-TX', '1', 159.36, 9.37, true],
    ["a state given by its name, as a wallet's address may", 1001, 'US', 'Texas', '1', 159.36, 9.37, true],
    ['a state with no sales tax row (Oregon)', 1001, 'US', 'OR', '1', 149.99, 0, true],
    ['a US address without a state: not calculated yet', 1001, 'US', null, '1', 149.99, 0, false],
    ['Quebec: GST 5 % and QST 9.975 %', 1101, 'CA', 'QC', '1', 195.45, 25.46, true],
    ['Ontario HST 13 %', 1101, 'CA', 'ON', '1', 192.09, 22.1, true],
    ['GB VAT inside the price (2061), no tax row', 2061, 'GB', 'ENG', '44', 119.99, 0, true],
    ['Australia GST 10 %', 3001, 'AU', 'NSW', '61', 241.99, 22, true],
    ['New Zealand GST 15 %', 3101, 'NZ', 'AUK', '64', 275.99, 36, true],
    ['Mexico IVA 16 % (its own P0 group)', 4051, 'MX', 'JAL', '52', 1970.84, 271.84, true],
  ])('%s', async (_case, packageId, country, region, phone, total, tax, calculated) => {
    const res = await price(
      order(packageId as number, country as string, region as string | null, phone as string),
    );
    expect(res.status).toBe(200);
    expect(res.body.totals).toMatchObject({ total, taxAmount: tax });
    expect(res.body).toMatchObject({ finalPrice: total, taxesCalculated: calculated });
  });

  it('taxes the discounted amount: SPRING20 on the Texas package is 119.99 + 7.50 = 127.49', async () => {
    const res = await price(order(1001, 'US', 'TX', '1', { promoCodes: ['SPRING20'] }));
    expect(res.status).toBe(200);
    expect(res.body.couponDetail).toMatchObject({ couponCode: 'SPRING20', discount: 30, percent: 20 });
    expect(res.body.taxes).toEqual([
      { name: 'Sales tax', rate: 0.0625, amount: 7.5, amountFormatted: '$7.50' },
    ]);
    expect(res.body.totals).toMatchObject({
      subTotal: 149.99,
      subTotalAfterDiscount: 119.99,
      taxAmount: 7.5,
      total: 127.49,
      totalFormatted: '$127.49',
    });
  });
});

describe('refused: a region the country does not have', () => {
  it.each([
    ['US', 'XX', 1001, '1'],
    ['US', 'ENG', 1001, '1'],
    ['CA', 'TX', 1101, '1'],
    ['GB', 'TX', 2061, '44'],
    ['AU', 'XX', 3001, '61'],
    ['NZ', 'NSW', 3101, '64'],
    ['MX', 'XX', 4051, '52'],
  ])('%s with region %s', async (country, region, packageId, phone) => {
    const res = await price(order(packageId as number, country as string, region as string, phone as string));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'address.region.invalid',
      validationErrors: [{ field: 'address.region', text: 'validation:regionInvalid' }],
    });
  });
});

describe('refused: a package that does not suit the billing or the phone country (spec §2 mismatch modal)', () => {
  it.each([
    ['a country we do not sell in (France) is not priced as the US', 1001, 'FR', null, '33'],
    ["'UK' is not an ISO code: it is not taken for GB", 2061, 'UK', 'ENG', '44'],
    ['a UK (P0) package to a US billing address', 2051, 'US', 'TX', '1'],
    ['the US P0 package to a US address with a +44 phone', 1051, 'US', 'TX', '44'],
    ['a US package to a US address with a +44 phone', 1001, 'US', 'TX', '44'],
    ['the US P0 package to a US visitor with a US phone (P3 group)', 1051, 'US', 'TX', '1'],
    ['a GB package to a GB address with a US phone', 2061, 'GB', 'ENG', '1'],
  ])('%s', async (_case, packageId, country, region, phone) => {
    const res = await price(
      order(packageId as number, country as string, region as string | null, phone as string),
    );
    expect(res).toMatchObject({ status: 409, body: { message: 'package.country.mismatch' } });
  });

  it('the package-and-country check answers the same', async () => {
    const check = (packageId: number, country: string, countryCode: string) =>
      t.call({
        method: 'POST',
        url: '/api/packages/check',
        payload: { packageId, countryCriteria: { countryCode, country } },
      });
    expect((await check(1001, 'FR', '33')).status).toBe(409);
    expect((await check(1051, 'US', '44')).status).toBe(409);
    expect((await check(2061, 'UK', '44')).status).toBe(409);
    expect((await check(1001, 'US', '1')).status).toBe(200);
  });
});

describe('activation codes: honoured for their own market and term, refused with the reason otherwise', () => {
  const codeFor = async (packageId: number) =>
    (await t.call({ method: 'POST', url: '/api/dev/activation-codes', payload: { packageId, count: 1 } }))
      .body.codes[0] as string;

  it('a code of the package bought covers it: total 0', async () => {
    const code = await codeFor(1001);
    const res = await price(order(1001, 'US', 'TX', '1', { paymentCodes: [code] }));
    expect(res.status).toBe(200);
    expect(res.body.paymentCodeDetails).toEqual([{ code, amount: 149.99, amountFormatted: '$149.99' }]);
    expect(res.body.totals).toMatchObject({ total: 0, paymentCodeTotal: 149.99 });
  });

  it.each([
    ['another market (a GB code on a US package)', 2061],
    ['another term (a two-year code on a one-year package)', 1002],
  ])('%s', async (_case, codePackage) => {
    const code = await codeFor(codePackage as number);
    const res = await price(order(1001, 'US', 'TX', '1', { paymentCodes: [code] }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'activation.code.otherPlan',
      validationErrors: [{ field: 'paymentCodes', text: 'validation:activationCodeOtherPlan' }],
    });
  });
});
