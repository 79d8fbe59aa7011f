import { isPersonalKey, isPersonalValue, stripPersonalData } from './personal-data';

describe('personal data guard', () => {
  it.each([
    'email',
    'coParentEmail',
    'first_name',
    'lastName',
    'username',
    'phoneNumber',
    'cardLastFour',
    'cvv',
    'billingAddress',
    'postalCode',
    'credentialsToken',
    'paypalNonce',
    'securityAnswer',
  ])('treats the key %s as personal', (key) => expect(isPersonalKey(key)).toBe(true));

  it.each([
    'userId',
    'signupId',
    'packageId',
    'paymentMethod',
    'step',
    'kind',
    'status',
    'variant',
    'transactionId',
    'children',
    'coParentEmailKnown',
  ])('keeps the key %s', (key) => {
    // coParentEmailKnown is a yes/no, yet it names an email: the guard prefers to drop it.
    expect(isPersonalKey(key)).toBe(key === 'coParentEmailKnown');
  });

  it.each([
    ['an email', 'ann@example.com', true],
    ['an email inside text', 'mail ann.lee+x@example.co.uk now', true],
    ['a US phone', '(512) 555-0101', true],
    ['an international phone', '+44 20 7946 0958', true],
    ['a card number', '4111 1111 1111 1111', true],
    ['a card number as a number', 4111111111111111, true],
    ['a package id', 2061, false],
    ['a uuid', '3f2b1c9e-5d6a-4e1f-9b7c-2a8d4e6f1a0b', false],
    ['a short code', '12345', false],
    ['a state', 'CREDIT_CARD', false],
    ['a boolean', true, false],
  ])('judges %s', (_label, value, personal) => expect(isPersonalValue(value)).toBe(personal));

  it('strips personal keys and values, objects and arrays, and says what it removed', () => {
    const { properties, removed } = stripPersonalData({
      userId: 'u_1',
      packageId: 2001,
      ok: true,
      none: null,
      firstName: 'Ann',
      note: 'call +1 512 555 0101',
      contact: '+1 512 555 0101',
      nested: { email: 'ann@example.com' },
      list: ['a'],
      bad: Number.NaN,
    });
    expect(properties).toEqual({
      userId: 'u_1',
      packageId: 2001,
      ok: true,
      none: null,
      note: 'call +1 512 555 0101',
    });
    expect(removed.sort()).toEqual(['bad', 'contact', 'firstName', 'list', 'nested']);
  });

  it('keeps yes/no values whatever the key, since they cannot carry a name or a number', () => {
    expect(stripPersonalData({ coParentEmailKnown: true, firstName: 'Ann' }).properties).toEqual({
      coParentEmailKnown: true,
    });
  });

  it('cuts long strings to what the API accepts', () => {
    expect(stripPersonalData({ reason: 'x'.repeat(500) }).properties['reason']).toHaveLength(200);
  });
});
