// Every message a form schema can produce (spec §5, §8). Each value is an i18next key with its
// namespace, 'validation:<key>', so a screen translates a zod issue with t(issue.message)
// whatever its default namespace. The keys the spec names (validUsername*_error,
// validPwd*_error, signup_*_error) are used as they are; the rest are readable camelCase.

export const VALIDATION_NS = 'validation';

const k = <K extends string>(key: K) => `validation:${key}` as const;

export const MESSAGES = {
  required: k('required'),
  hiddenCharacters: k('hiddenCharacters'),
  nameLength: k('nameLength'),
  nameEmoji: k('nameEmoji'),
  emailInvalid: k('emailInvalid'),
  phoneLength: k('phoneLength'),
  digitsOnly: k('digitsOnly'),
  countryCodeInvalid: k('countryCodeInvalid'),
  coParentEmailSameAsParent: k('coParentEmailSameAsParent'),
  coParentPhoneSameAsParent: k('coParentPhoneSameAsParent'),
  childEmailDuplicate: k('childEmailDuplicate'),
  childEmailMatchesParent: k('childEmailMatchesParent'),
  speedBumpEmailInvalid: k('speedBumpEmailInvalid'),
  billingAddressLength: k('billingAddressLength'),
  billingAddress2Length: k('billingAddress2Length'),
  cityLength: k('cityLength'),
  postalCodeLength: k('postalCodeLength'),
  postalCodeInvalid: k('postalCodeInvalid'),
  /** spec §8 'Postal code not valid for the state': the same words whether the form or the payment finds it. */
  postalCodeState: k('paymentPostalCodeInvalid'),
  cardNumberInvalid: k('cardNumberInvalid'),
  cardExpiryInvalid: k('cardExpiryInvalid'),
  cardCvvInvalid: k('cardCvvInvalid'),
  paymentMethodIncomplete: k('paymentMethodIncomplete'),
  activationCodeRequired: k('activationCodeRequired'),
  activationCodeInvalid: k('activationCodeInvalid'),
  termsRequired: k('termsRequired'),
  usernameUnavailable: k('usernameUnavailable'),
  validUsernameNone_error: k('validUsernameNone_error'),
  validUsernameLength_error: k('validUsernameLength_error'),
  validUsernameAtSymbol_error: k('validUsernameAtSymbol_error'),
  validUsernameRequirement_error: k('validUsernameRequirement_error'),
  validPwdLength_error: k('validPwdLength_error'),
  validPwdLetter_error: k('validPwdLetter_error'),
  validPwdNumber_error: k('validPwdNumber_error'),
  validPwdSpecial_error: k('validPwdSpecial_error'),
  validPwdDupUsername_error: k('validPwdDupUsername_error'),
  validPwdDupEmail_error: k('validPwdDupEmail_error'),
  signup_onlyNumbers_error: k('signup_onlyNumbers_error'),
  signup_only4_error: k('signup_only4_error'),
  signup_codeConfirm_error: k('signup_codeConfirm_error'),
  signup_dropdown_error: k('signup_dropdown_error'),
  signup_max200_error: k('signup_max200_error'),
} as const;

/**
 * Fields of the professional sign-up (spec §3 Professional user). Each has a
 * signup_{field}_error key, which is also the fallback text for a server 409 on that field
 * (spec §8 'Validator 409: per-field server messages, or the default signup_{field}_error').
 */
export const PRO_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'credentials',
  'email',
  'phoneCountryCode',
  'phoneNumber',
  'phoneExtension',
  'hearAboutUs',
  'referralBenchOfficerName',
  'referralBenchOfficerPosition',
  'referralColleagueName',
  'referralColleagueRole',
  'referralOtherExplanation',
  'practiceName',
  'addressLine1',
  'addressLine2',
  'country',
  'city',
  'region',
  'postalCode',
  'timezone',
  'roles',
  'securityQuestion',
  'securityAnswer',
  'securityCode',
  'securityCodeConfirm',
] as const;
export type ProField = (typeof PRO_FIELDS)[number];

/** 'validation:signup_firstName_error' for 'firstName'. */
export function proFieldErrorKey<F extends ProField>(field: F): `validation:signup_${F}_error` {
  return `validation:signup_${field}_error`;
}

export type ValidationMessageKey =
  (typeof MESSAGES)[keyof typeof MESSAGES] | ReturnType<typeof proFieldErrorKey<ProField>>;

/** Every key a form schema may emit; the i18n tests check each exists in en and es. */
export const VALIDATION_MESSAGE_KEYS: readonly ValidationMessageKey[] = [
  ...Object.values(MESSAGES),
  ...PRO_FIELDS.map((f) => proFieldErrorKey(f)),
];
