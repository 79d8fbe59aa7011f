import { createBody, formFieldFor, stepOneUpdateBody, stepTwoUpdateBody } from './registration-payload';

const one = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  countryCode: '+1',
  phoneNumber: '5125550147',
  country: 'US',
  timezone: 'America/Chicago',
  referral: 'OTHER',
  referralOther: 'A podcast',
};
const segment = {
  segmentAnonymousId: 'anon-1',
  segmentIdentify: { anonymousId: 'anon-1', account: 'Parent A' },
};

describe('registration payloads (spec §3, §7)', () => {
  it('creates with the parent block, sections PARENT and the analytics ids', () => {
    expect(createBody(one, false, segment)).toEqual({
      parent: {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        phoneCountryCode: '+1',
        phoneNumber: '5125550147',
        timeZone: 'America/Chicago',
      },
      parentDuplicateConfirmed: false,
      sections: ['PARENT'],
      auth: null,
      ...segment,
    });
  });

  it('updates step 1 with the country and the referral', () => {
    const body = stepOneUpdateBody(one, false, segment);
    expect(body.address).toMatchObject({ country: 'US', type: 'PRIMARY' });
    expect(body.referral).toEqual({ selection: 'OTHER', other: 'A podcast' });
    expect(body.lastCompletedStep).toBe(1);
  });

  it('never sends an unknown co-parent email, and sends the phone code only with a phone', () => {
    const two = {
      firstName: 'Ben',
      lastName: 'Lopez',
      email: 'ben@example.com',
      countryCode: '+44',
      phoneNumber: '',
      knowsCoParentEmail: false,
      children: [{ firstName: 'Mia', lastName: 'Lopez' }],
    };
    const body = stepTwoUpdateBody(
      one,
      two,
      { parentDuplicateConfirmed: false, coParentDuplicateConfirmed: true },
      segment,
    );
    expect(body.coParent).toEqual({
      firstName: 'Ben',
      lastName: 'Lopez',
      email: null,
      phoneCountryCode: null,
      phoneNumber: null,
    });
    expect(body.children).toEqual([{ firstName: 'Mia', lastName: 'Lopez', email: null }]);
    expect(body).toMatchObject({
      sections: ['PARENT', 'ADDRESS', 'FAMILY'],
      lastCompletedStep: 2,
      coParentDuplicateConfirmed: true,
    });
  });

  it('maps server field names to form fields', () => {
    expect(formFieldFor('parent.phoneCountryCode', 1)).toBe('countryCode');
    expect(formFieldFor('parent.email', 1)).toBe('email');
    expect(formFieldFor('referral.other', 1)).toBe('referralOther');
    expect(formFieldFor('coParent.email', 1)).toBeNull();
    expect(formFieldFor('coParent.phoneNumber', 2)).toBe('phoneNumber');
    expect(formFieldFor('children.1.email', 2)).toBe('children.1.email');
    expect(formFieldFor('children[0].firstName', 2)).toBe('children.0.firstName');
    expect(formFieldFor('parent.email', 2)).toBeNull();
  });
});
