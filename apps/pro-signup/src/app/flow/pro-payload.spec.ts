import { createPayload, fieldMessages, stepOnePayload } from './pro-payload';

const step1 = {
  title: 'Hon.',
  firstName: ' Laura ',
  lastName: 'Kim',
  credentials: '',
  email: 'laura@court.example',
  phoneCountryCode: '+1',
  phoneNumber: '5551234567',
  phoneExtension: '',
  hearAboutUs: 'COLLEAGUE',
  referralBenchOfficerName: 'Judge Ito',
  referralBenchOfficerPosition: 'Judge',
  referralColleagueName: 'Sam Lee',
  referralColleagueRole: 'Therapist',
  referralOtherExplanation: 'a poster',
};

describe('professional payloads (spec §7)', () => {
  it('sends only the referral details of the chosen answer, trimmed', () => {
    const body = stepOnePayload(step1);
    expect(body).toMatchObject({
      firstName: 'Laura',
      referralColleagueName: 'Sam Lee',
      referralColleagueRole: 'Therapist',
    });
    expect(body).not.toHaveProperty('referralBenchOfficerName');
    expect(body).not.toHaveProperty('referralOtherExplanation');
  });

  it.each([
    ['BENCH_OFFICER', ['referralBenchOfficerName', 'referralBenchOfficerPosition']],
    ['OTHER', ['referralOtherExplanation']],
    ['SEARCH_ENGINE', []],
  ])('for %s keeps %p', (hearAboutUs, kept) => {
    const referral = Object.keys(stepOnePayload({ ...step1, hearAboutUs })).filter((k) =>
      k.startsWith('referral'),
    );
    expect(referral).toEqual(kept);
  });

  it('joins the three steps into one create body', () => {
    const two = {
      practiceName: 'Kim Law',
      addressLine1: '1 Court St',
      country: 'US',
      city: 'Boston',
      region: 'MA',
      postalCode: '02108',
      timezone: 'America/New_York',
      roles: ['ATTORNEY'],
    };
    const three = {
      securityQuestion: 'FIRST_PET',
      securityAnswer: 'Rex',
      securityCode: '1234',
      securityCodeConfirm: '1234',
    };
    expect(createPayload(step1, two, three)).toMatchObject({
      email: 'laura@court.example',
      roles: ['ATTORNEY'],
      securityCode: '1234',
    });
  });
});

describe('validator 409 messages (spec §8)', () => {
  const stepFields = ['firstName', 'email', 'phoneNumber'];

  it('puts the server text on its field', () => {
    expect(
      fieldMessages([{ field: 'email', text: 'This email is already registered' }], stepFields).onFields,
    ).toEqual([{ field: 'email', message: 'This email is already registered', fromServer: true }]);
  });

  it('falls back to signup_{field}_error when the server sends no text', () => {
    expect(
      fieldMessages([{ field: 'phoneNumber', text: '' }, { field: 'user.firstName' }], stepFields).onFields,
    ).toEqual([
      { field: 'firstName', message: 'validation:signup_firstName_error', fromServer: false },
      { field: 'phoneNumber', message: 'validation:signup_phoneNumber_error', fromServer: false },
    ]);
  });

  it('orders the field errors as the form does, so focus lands on the first field', () => {
    const { onFields } = fieldMessages(
      [
        { field: 'phoneNumber', text: 'Bad' },
        { field: 'firstName', text: 'Bad' },
      ],
      stepFields,
    );
    expect(onFields.map((e) => e.field)).toEqual(['firstName', 'phoneNumber']);
  });

  it('keeps errors of fields not on this step apart', () => {
    expect(
      fieldMessages(
        [
          { field: 'practiceName', text: 'Taken' },
          { field: 'unknown', text: 'unexpected error' },
        ],
        stepFields,
      ),
    ).toEqual({
      onFields: [],
      elsewhere: ['Taken', 'unexpected error'],
    });
  });
});
