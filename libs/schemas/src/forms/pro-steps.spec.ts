import { MESSAGES as M, proFieldErrorKey as key } from './messages';
import { proSignupSchema } from './pro-signup';
import { proStep1Schema } from './pro-step1';
import { proStep2Schema } from './pro-step2';
import { proStep3Schema } from './pro-step3';
import { errorsOf, firstError } from './test-utils';

const step1 = {
  title: 'Hon.',
  firstName: 'Laura',
  lastName: 'Kim',
  credentials: 'JD',
  email: 'laura@court.example',
  phoneCountryCode: '+1',
  phoneNumber: '5551234567',
  phoneExtension: '',
  hearAboutUs: 'SEARCH_ENGINE',
};
const step2 = {
  practiceName: 'Kim Family Law',
  addressLine1: '1 Court St',
  country: 'US',
  city: 'Boston',
  region: 'MA',
  postalCode: '02108',
  timezone: 'America/New_York',
  roles: ['Attorney'],
};
const step3 = {
  securityQuestion: 'pet',
  securityAnswer: 'Rex',
  securityCode: '1234',
  securityCodeConfirm: '1234',
};

describe('professional step 1 (spec §5)', () => {
  it('accepts a complete step without title, credentials or extension', () => {
    expect(
      errorsOf(proStep1Schema, {
        ...step1,
        title: undefined,
        credentials: undefined,
        phoneExtension: undefined,
      }),
    ).toEqual({});
  });

  it('names each missing field with its own signup_{field}_error, selects with signup_dropdown_error', () => {
    expect(
      errorsOf(proStep1Schema, {
        ...step1,
        firstName: ' ',
        lastName: '',
        email: '',
        phoneCountryCode: '',
        phoneNumber: '',
        hearAboutUs: '',
      }),
    ).toEqual({
      firstName: [key('firstName')],
      lastName: [key('lastName')],
      email: [key('email')],
      phoneCountryCode: [M.signup_dropdown_error],
      phoneNumber: [key('phoneNumber')],
      hearAboutUs: [M.signup_dropdown_error],
    });
  });

  it('rejects an invalid email', () => {
    expect(firstError(proStep1Schema, { ...step1, email: 'laura@court' }, 'email')).toBe(key('email'));
  });

  it.each([
    ['555-1234', M.signup_onlyNumbers_error],
    ['555 1234', M.signup_onlyNumbers_error],
    ['5551234', undefined],
  ])('phone %p -> %p', (phoneNumber, message) =>
    expect(firstError(proStep1Schema, { ...step1, phoneNumber }, 'phoneNumber')).toBe(message),
  );

  it.each([
    ['12a', M.signup_onlyNumbers_error],
    ['123', undefined],
    ['', undefined],
  ])('extension %p -> %p', (phoneExtension, message) =>
    expect(firstError(proStep1Schema, { ...step1, phoneExtension }, 'phoneExtension')).toBe(message),
  );

  it('asks for the bench officer name and position only for a bench officer referral', () => {
    expect(errorsOf(proStep1Schema, { ...step1, hearAboutUs: 'BENCH_OFFICER' })).toEqual({
      referralBenchOfficerName: [key('referralBenchOfficerName')],
      referralBenchOfficerPosition: [M.signup_dropdown_error],
    });
    expect(
      errorsOf(proStep1Schema, {
        ...step1,
        hearAboutUs: 'BENCH_OFFICER',
        referralBenchOfficerName: 'Judge Ito',
        referralBenchOfficerPosition: 'Judge',
      }),
    ).toEqual({});
  });

  it('asks for the colleague name and role only for a colleague referral', () => {
    expect(
      errorsOf(proStep1Schema, { ...step1, hearAboutUs: 'COLLEAGUE', referralColleagueName: '  ' }),
    ).toEqual({
      referralColleagueName: [key('referralColleagueName')],
      referralColleagueRole: [M.signup_dropdown_error],
    });
    expect(
      errorsOf(proStep1Schema, {
        ...step1,
        hearAboutUs: 'COLLEAGUE',
        referralColleagueName: 'Sam',
        referralColleagueRole: 'Therapist',
      }),
    ).toEqual({});
  });

  it.each([
    ['', key('referralOtherExplanation')],
    ['x', undefined],
    ['x'.repeat(200), undefined],
    ['x'.repeat(201), M.signup_max200_error],
  ])('other explanation %p -> %p', (referralOtherExplanation, message) => {
    expect(
      firstError(
        proStep1Schema,
        { ...step1, hearAboutUs: 'OTHER', referralOtherExplanation },
        'referralOtherExplanation',
      ),
    ).toBe(message);
  });

  it('does not ask for referral details for other answers', () => {
    expect(
      errorsOf(proStep1Schema, {
        ...step1,
        hearAboutUs: 'NEWS_STORY',
        referralOtherExplanation: 'x'.repeat(300),
      }),
    ).toEqual({});
  });
});

describe('professional step 2 (spec §5)', () => {
  it('accepts a practice without a second address line', () =>
    expect(errorsOf(proStep2Schema, step2)).toEqual({}));

  it('requires every other field and at least one role', () => {
    expect(
      errorsOf(proStep2Schema, {
        practiceName: '',
        addressLine1: '',
        country: '',
        city: '',
        region: '',
        postalCode: '',
        timezone: '',
        roles: [],
      }),
    ).toEqual({
      practiceName: [key('practiceName')],
      addressLine1: [key('addressLine1')],
      country: [M.signup_dropdown_error],
      city: [key('city')],
      region: [M.signup_dropdown_error],
      postalCode: [key('postalCode')],
      timezone: [M.signup_dropdown_error],
      roles: [M.signup_dropdown_error],
    });
  });
});

describe('professional step 3 (spec §5)', () => {
  it('accepts a matching 4-digit code', () => expect(errorsOf(proStep3Schema, step3)).toEqual({}));

  it.each([
    ['', key('securityCode')],
    ['12a4', M.signup_onlyNumbers_error],
    ['123', M.signup_only4_error],
    ['12345', M.signup_only4_error],
    ['1234', undefined],
  ])('code %p -> %p', (securityCode, message) => {
    expect(
      firstError(
        proStep3Schema,
        { ...step3, securityCode, securityCodeConfirm: securityCode },
        'securityCode',
      ),
    ).toBe(message);
  });

  it('requires the confirmation with the same rules', () => {
    expect(firstError(proStep3Schema, { ...step3, securityCodeConfirm: '' }, 'securityCodeConfirm')).toBe(
      key('securityCodeConfirm'),
    );
    expect(firstError(proStep3Schema, { ...step3, securityCodeConfirm: '12' }, 'securityCodeConfirm')).toBe(
      M.signup_only4_error,
    );
  });

  it('requires the confirmation to equal the code', () => {
    expect(errorsOf(proStep3Schema, { ...step3, securityCodeConfirm: '4321' })).toEqual({
      securityCodeConfirm: [M.signup_codeConfirm_error],
    });
  });

  it('requires the question and the answer', () => {
    expect(errorsOf(proStep3Schema, { ...step3, securityQuestion: '', securityAnswer: '' })).toEqual({
      securityQuestion: [M.signup_dropdown_error],
      securityAnswer: [key('securityAnswer')],
    });
  });
});

describe('professional sign-up as a whole', () => {
  it('accepts the three steps together', () => {
    expect(errorsOf(proSignupSchema, { ...step1, ...step2, ...step3 })).toEqual({});
  });

  it('applies the cross-field rules of every step', () => {
    expect(
      errorsOf(proSignupSchema, {
        ...step1,
        ...step2,
        ...step3,
        hearAboutUs: 'OTHER',
        securityCodeConfirm: '9999',
      }),
    ).toEqual({
      referralOtherExplanation: [key('referralOtherExplanation')],
      securityCodeConfirm: [M.signup_codeConfirm_error],
    });
  });
});
