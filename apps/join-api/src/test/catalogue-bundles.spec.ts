// Pins CONTRACTS#a-sign-up-people-finish: build-your-own with every feature was cheaper than the bundle holding
// the same features ($144.97 against $149.99 a year in the US), and its card listed every feature.
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

interface Option {
  code: string;
  price: number;
  free: boolean;
}
interface Pkg {
  id: number;
  buildYourOwn: boolean;
  subDurationInYears: number;
  totalPrice: number;
  features: string[];
  buildYourOwnOptions?: Option[];
}

describe('the catalogue', () => {
  it.each([
    ['US', '1'],
    ['CA', '1'],
    ['GB', '44'],
    ['AU', '61'],
    ['NZ', '64'],
    ['MX', '52'],
  ])(
    'in %s never sells a bundle dearer than the same features built one by one',
    async (country, countryCode) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/pricing/group',
        payload: { country, countryCode, phoneNumber: '5125550101' },
      });
      expect(res.status).toBe(200);
      const packages = res.body.packages as Pkg[];
      const byo = packages.find((p) => p.buildYourOwn);
      expect(byo?.buildYourOwnOptions?.length).toBeGreaterThan(0);
      const options = byo!.buildYourOwnOptions!;
      const extras = options
        .filter((o) => !o.free && !o.code.startsWith('SUB'))
        .reduce((sum, o) => sum + o.price, 0);
      const bundles = packages.filter((p) => !p.buildYourOwn);
      expect(bundles.length).toBeGreaterThan(0);
      for (const bundle of bundles) {
        const term = options.find(
          (o) => o.code === (bundle.subDurationInYears === 1 ? 'SUB1YEAR' : 'SUB2YEAR'),
        );
        expect(term).toBeDefined();
        const parts = Math.round((term!.price + extras) * 100) / 100;
        expect({
          bundle: bundle.id,
          price: bundle.totalPrice,
          cheaperThanParts: bundle.totalPrice <= parts,
        }).toEqual({ bundle: bundle.id, price: bundle.totalPrice, cheaperThanParts: true });
      }
      // The build-your-own package holds only what the visitor adds; it claims no feature of its own.
      expect(byo!.features).toEqual([]);
    },
  );
});
