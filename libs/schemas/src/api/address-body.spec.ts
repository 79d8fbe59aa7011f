import { addressBody } from './address-body';

describe('addressBody (spec §3 Address)', () => {
  it('sends the form fields as the API address, empty ones as null', () => {
    expect(
      addressBody({
        billingAddress: '742 Evergreen Terrace',
        billingAddress2: '',
        city: 'Springfield',
        region: 'OR',
        postalCode: '97403',
        country: 'US',
      }),
    ).toEqual({
      line1: '742 Evergreen Terrace',
      line2: null,
      city: 'Springfield',
      region: 'OR',
      postalCode: '97403',
      country: 'US',
      type: 'PRIMARY',
    });
  });

  it('falls back to the given country when the form has none', () => {
    expect(addressBody({ country: '' }, 'CA')).toMatchObject({ line1: null, country: 'CA' });
    expect(addressBody({})).toMatchObject({ country: null });
  });
});
