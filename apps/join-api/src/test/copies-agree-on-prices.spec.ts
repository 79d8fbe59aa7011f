// CONTRACTS#past-one-machine 3: two copies of the API on one database price alike the moment a catalogue
// change commits (each used to cache the catalogue for 60 s, so a Pay crossing copies got 409
// pricing.changed). On PostgreSQL (TEST_DATABASE_URL, as CI runs it) the copies share the server;
// on the embedded database they share one database handle, each with its own cache.
import { startTestApp, type TestApp } from './test-app';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await startTestApp();
  b = a.config.databaseUrl
    ? await startTestApp({ DATABASE_URL: a.config.databaseUrl })
    : await startTestApp({}, { db: a.app.db });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const texas = {
  line1: '1 Main St',
  city: 'Austin',
  postalCode: '78701',
  country: 'US',
  region: 'TX',
  type: 'PRIMARY',
};
const price = async (copy: TestApp) => {
  const res = await copy.call({
    method: 'POST',
    url: '/api/pricing',
    payload: { orderDetail: { packageId: 1001 }, address: texas },
  });
  expect(res.status).toBe(200);
  return { subTotal: res.body.totals.subTotal, tax: res.body.taxes[0]?.rate, total: res.body.totals.total };
};
const listed = async (copy: TestApp) => {
  const res = await copy.call({
    method: 'POST',
    url: '/api/pricing/group',
    payload: { country: 'US', countryCode: '1', phoneNumber: '5125550101' },
  });
  return res.body.packages.find((p: { id: number }) => p.id === 1001)?.totalPrice;
};

it('gives the new price on either copy at the next pricing call after a price change', async () => {
  expect(a.config.databaseUrl ?? 'embedded').toBe(b.config.databaseUrl ?? 'embedded');
  // Both copies have the catalogue in their caches.
  for (const copy of [a, b, a, b])
    expect(await price(copy)).toEqual({ subTotal: 149.99, tax: 0.0625, total: 159.36 });
  for (const copy of [a, b]) expect(await listed(copy)).toBe(149.99);

  await a.app.db.query('update packages set price_minor = 12999 where id = 1001');
  expect(await price(b)).toEqual({ subTotal: 129.99, tax: 0.0625, total: 138.11 });
  expect(await price(a)).toEqual({ subTotal: 129.99, tax: 0.0625, total: 138.11 });
  expect(await listed(b)).toBe(129.99);
  expect(await listed(a)).toBe(129.99);

  // A tax rate changed on the other copy's connection is seen at once too.
  await b.app.db.query("update tax_rates set rate = 0.08 where country = 'US' and region = 'TX'");
  expect(await price(a)).toEqual({ subTotal: 129.99, tax: 0.08, total: 140.39 });
  expect(await price(b)).toEqual({ subTotal: 129.99, tax: 0.08, total: 140.39 });
});
