// spec §7 GB step, flag UKPayment: when a card payment goes through 3-D Secure, and with what.
import { needsThreeDSecure, threeDSecureRequest } from './three-d-secure';

const card = { nonce: 'n1', lastFour: '1000', cardType: 'Visa', bin: '400000' };
const payer = {
  firstName: 'Ana',
  lastName: 'Diaz',
  email: 'ana@example.com',
  country: 'GB',
  countryCode: '+44',
  phoneNumber: '7700900123',
  timezone: 'Europe/London',
  billingAddress: '1 High St',
  city: 'Leeds',
  postalCode: 'LS1 1AA',
  region: 'ENG',
};
const texts = { title: 't', body: 'b', approve: 'a', fail: 'f' };

describe('3-D Secure for GB card payments', () => {
  it('runs only for a GB card under UKPayment Treatment with something to charge, once per nonce', () => {
    const base = {
      flag: 'Treatment' as const,
      market: 'GB',
      payment: { paymentMethod: 'CREDIT_CARD' as const, card },
      total: 199.99,
    };
    expect(needsThreeDSecure(base)).toBe(true);
    expect(needsThreeDSecure({ ...base, flag: 'Control' })).toBe(false);
    expect(needsThreeDSecure({ ...base, flag: 'Off' })).toBe(false);
    expect(needsThreeDSecure({ ...base, market: 'US' })).toBe(false);
    expect(needsThreeDSecure({ ...base, payment: { paymentMethod: 'PAYPAL', card: null } })).toBe(false);
    expect(needsThreeDSecure({ ...base, total: 0 })).toBe(false);
    expect(
      needsThreeDSecure({
        ...base,
        payment: { paymentMethod: 'CREDIT_CARD', card: { ...card, threeDSecured: true } },
      }),
    ).toBe(false);
  });

  it('verifies with the amount charged today and the billing step address, else the payer address', () => {
    const billing = {
      firstName: 'Bea',
      lastName: 'Lee',
      email: 'bea@example.com',
      billingAddress: '221B Baker Street',
      billingAddress2: '',
      city: 'London',
      country: 'GB',
      region: '',
      postalCode: 'NW1 6XE',
      timezone: 'Europe/London',
    };
    expect(
      threeDSecureRequest({ card, billing }, { totals: { total: 179.99 } as never }, payer, texts),
    ).toEqual({
      amount: 179.99,
      nonce: 'n1',
      bin: '400000',
      email: 'bea@example.com',
      billingAddress: {
        givenName: 'Bea',
        surname: 'Lee',
        streetAddress: '221B Baker Street',
        extendedAddress: undefined,
        locality: 'London',
        region: undefined,
        postalCode: 'NW1 6XE',
        countryCodeAlpha2: 'GB',
      },
      challengeTexts: texts,
    });
    expect(
      threeDSecureRequest({ card, billing: null }, { totals: { total: 10 } as never }, payer, texts)
        ?.billingAddress,
    ).toMatchObject({
      streetAddress: '1 High St',
      locality: 'Leeds',
      countryCodeAlpha2: 'GB',
    });
    expect(
      threeDSecureRequest({ card: null, billing }, { totals: { total: 10 } as never }, payer, texts),
    ).toBeNull();
  });
});
