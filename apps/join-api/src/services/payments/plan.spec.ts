import { chargePlanOf, codesPlanOf, subscriptionPlanOf } from './plan';

const charge = {
  customer: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' },
  billing: {
    line1: '1 Main St',
    city: 'Austin',
    region: 'TX',
    postalCode: '78701',
    country: 'US',
    extra: 'kept',
  },
  deviceData: null,
};
const pricing = {
  pkg: { id: 1001, country: 'US', currency: 'USD', display_name: 'Harbor 1 year' },
  years: 1,
  services: [],
  totalMinor: 31873,
  taxMinor: 0,
  coupon: null,
  codes: [],
  response: { payForCoParent: false, totals: { total: 318.73 } },
};
const body = {
  order: { packageId: 1001, services: [] },
  payment: { paymentType: 'CREDIT_CARD' },
  promoCodes: [],
};

describe('a stored payment plan', () => {
  it('reads a subscription plan as claimed, keeping what the payment does not read', () => {
    const plan = subscriptionPlanOf({
      plan: { pricing, locale: 'es', billing: charge.billing, body, market: 'US', charge },
    });
    expect(plan.pricing.pkg.display_name).toBe('Harbor 1 year');
    expect(plan.billing).toEqual(charge.billing);
    expect(plan.body.order.packageId).toBe(1001);
    expect(plan.locale).toBe('es');
  });

  it('gives the charge what was stored, and the market from the pricing of plans stored without one', () => {
    const plan = chargePlanOf({
      plan: { pricing: { ...pricing, pkg: { ...pricing.pkg, country: 'GB' } }, charge },
    });
    expect(plan.market).toBe('GB');
    expect(plan.charge).toEqual(charge);
    expect(chargePlanOf({ plan: { market: 'US', charge } }).market).toBe('US');
    expect(chargePlanOf({ plan: { charge: { ...charge, threeDSecureRequired: true } } })).toMatchObject({
      market: '',
      charge: { threeDSecureRequired: true },
    });
  });

  it('reads an activation-code plan', () => {
    const plan = codesPlanOf({
      plan: {
        packageId: 1001,
        count: 3,
        unitMinor: 9900,
        packageName: 'Harbor',
        locale: 'en',
        billing: null,
      },
    });
    expect(plan.count * plan.unitMinor).toBe(29700);
  });

  it('refuses a plan that is not what the payment needs instead of charging on a guess', () => {
    expect(() => chargePlanOf({ plan: { market: 'US' } })).toThrow();
    expect(() => chargePlanOf({ plan: { charge: { ...charge, customer: { firstName: 'Ana' } } } })).toThrow();
    expect(() =>
      subscriptionPlanOf({
        plan: { pricing: { ...pricing, totalMinor: '31873' }, locale: 'en', billing: null, body },
      }),
    ).toThrow();
    expect(() => subscriptionPlanOf({ plan: { pricing, locale: 'fr', billing: null, body } })).toThrow();
    expect(() => codesPlanOf({ plan: { pricing, locale: 'en', billing: null, body } })).toThrow();
  });
});
