// Every message a form schema can produce must be translatable in both languages, and the
// English must be the spec's own wording where the spec gives it (spec §5, §8).
import {
  billingSchema,
  cardFieldsSchema,
  coParentStepSchema,
  consentSchema,
  credentialsSchema,
  inviteStep1Schema,
  MESSAGES,
  parentStep1Schema,
  paymentMethodStepSchema,
  proSignupSchema,
  proStep1Schema,
  proStep2Schema,
  proStep3Schema,
  speedBumpSchema,
  subscriptionCodeSchema,
  usernameAvailabilityError,
  VALIDATION_MESSAGE_KEYS,
} from '@join/schemas';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { createI18n } from './create-i18n';
import en from './resources/en/validation.json';
import es from './resources/es/validation.json';

const bad = { isValid: false, isPotentiallyValid: false, touched: true, hasBlurred: true };
const coParent = coParentStepSchema({
  parentEmail: 'p@example.com',
  parentPhone: '5551234567',
  parentCountryCode: '+1',
});
const coParentBase = {
  firstName: 'A',
  lastName: 'B',
  knowsCoParentEmail: true,
  email: 'c@example.com',
  countryCode: '+1',
  phoneNumber: '',
  children: [],
};
const child = (email: string) => ({ firstName: 'K', lastName: 'L', email });
const pro = {
  firstName: 'a',
  lastName: 'b',
  email: 'a@b.co',
  phoneCountryCode: '+1',
  phoneNumber: '1',
  hearAboutUs: 'x',
};

// Inputs chosen to break every rule at least once.
const CORPUS: [z.ZodType, unknown][] = [
  [
    parentStep1Schema,
    { firstName: '', lastName: 'x'.repeat(21), email: 'nope', countryCode: '', phoneNumber: '123' },
  ],
  [parentStep1Schema, { firstName: '😀', lastName: 'a', email: '', countryCode: '1', phoneNumber: '12a' }],
  [
    parentStep1Schema,
    {
      firstName: 'An\u200bn',
      lastName: 'Lee\u0007',
      email: 'a@b.co',
      countryCode: '+1',
      phoneNumber: '5125550101',
    },
  ],
  [inviteStep1Schema, {}],
  [speedBumpSchema, { email: 'nope' }],
  [
    coParent,
    {
      ...coParentBase,
      email: 'p@example.com',
      phoneNumber: '5551234567',
      children: [child('x@example.com'), child('x@example.com'), child('p@example.com'), child('bad')],
    },
  ],
  [
    billingSchema,
    {
      firstName: '',
      lastName: '',
      email: '',
      billingAddress: 'ab',
      billingAddress2: 'x'.repeat(51),
      city: 'ab',
      country: 'US',
      region: '',
      postalCode: '1',
      timezone: '',
    },
  ],
  [billingSchema, { country: 'US', postalCode: 'ABCDE' }],
  [billingSchema, { country: 'US', region: 'TX', postalCode: '10001' }],
  [cardFieldsSchema, { number: bad, expirationDate: bad, cvv: bad }],
  [paymentMethodStepSchema, { paymentMethod: 'PAYPAL', hasSubscriptionCode: true, subscriptionCode: '' }],
  [
    paymentMethodStepSchema,
    {
      paymentMethod: 'CREDIT_CARD',
      cardValid: true,
      hasSubscriptionCode: true,
      subscriptionCode: 'X',
      subscriptionCodeInvalid: true,
    },
  ],
  [subscriptionCodeSchema, { code: '' }],
  [consentSchema({ termsRequired: true }), { termsAndConditions: false }],
  [credentialsSchema({ email: 'ana@example.com' }), { username: '', password: '' }],
  [credentialsSchema({ email: 'ana@example.com' }), { username: '@a b', password: '@a b' }],
  [credentialsSchema({ email: 'ana@example.com' }), { username: 'ana_lopez', password: 'ana@example.com' }],
  [
    proStep1Schema,
    {
      ...pro,
      firstName: '',
      lastName: '',
      email: '',
      phoneCountryCode: '',
      phoneNumber: '',
      hearAboutUs: '',
    },
  ],
  [proStep1Schema, { ...pro, phoneNumber: '1-2', phoneExtension: 'x', hearAboutUs: 'BENCH_OFFICER' }],
  [proStep1Schema, { ...pro, hearAboutUs: 'COLLEAGUE' }],
  [proStep1Schema, { ...pro, hearAboutUs: 'OTHER' }],
  [proStep1Schema, { ...pro, hearAboutUs: 'OTHER', referralOtherExplanation: 'x'.repeat(201) }],
  [
    proStep2Schema,
    {
      practiceName: '',
      addressLine1: '',
      country: '',
      city: '',
      region: '',
      postalCode: '',
      timezone: '',
      roles: [],
    },
  ],
  [proStep3Schema, { securityQuestion: '', securityAnswer: '', securityCode: '', securityCodeConfirm: '' }],
  [
    proStep3Schema,
    { securityQuestion: 'q', securityAnswer: 'a', securityCode: '12a', securityCodeConfirm: '12' },
  ],
  [proSignupSchema, { securityCode: '1234', securityCodeConfirm: '4321' }],
];

function producedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const [schema, input] of CORPUS) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) keys.add(issue.message);
  }
  keys.add(usernameAvailabilityError({ available: false, meetsRequirements: true }) ?? '');
  return keys;
}

const bare = (key: string) => key.replace(/^validation:/, '');

/** 'file: key' for every literal 'validation:key' in libs/schemas sources (forms and API) and in
 *  the join API's own services (messages only the server can know, such as an email taken). */
function literalKeysInSchemas(): string[] {
  const roots = [join(__dirname, '../../schemas/src'), join(__dirname, '../../../apps/join-api/src')];
  const literal = /['"`]validation:(\w+)['"`]/g;
  return roots.flatMap((root) => {
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'),
    );
    return files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(literal)].map((m) => `${file}: ${m[1]}`),
    );
  });
}

describe('validation messages', () => {
  const produced = producedKeys();

  it('are all listed keys in the validation namespace', () => {
    const unlisted = [...produced].filter((k) => !(VALIDATION_MESSAGE_KEYS as readonly string[]).includes(k));
    expect(unlisted).toEqual([]);
    for (const key of VALIDATION_MESSAGE_KEYS) expect(key.startsWith('validation:')).toBe(true);
  });

  it('cover every message the schemas define (the corpus reaches each rule)', () => {
    const unreached = Object.values(MESSAGES).filter((k) => !produced.has(k));
    expect(unreached).toEqual([]);
  });

  it.each([
    ['en', en],
    ['es', es],
  ] as const)('exist in %s for every listed and every produced key', (_lang, bundle) => {
    const keys = new Set([...VALIDATION_MESSAGE_KEYS, ...produced].map(bare));
    const missing = [...keys].filter((k) => !(k in bundle));
    expect(missing).toEqual([]);
  });

  it('hold no key that no schema uses', () => {
    const used = new Set([
      ...VALIDATION_MESSAGE_KEYS.map(bare),
      ...literalKeysInSchemas().map((e) => e.split(': ')[1]),
    ]);
    expect(Object.keys(en).filter((k) => !used.has(k))).toEqual([]);
  });

  it('exist for every literal key written anywhere in libs/schemas (API schemas included)', () => {
    const used = literalKeysInSchemas();
    expect(used.length).toBeGreaterThan(0);
    const missing = used.filter((entry) => {
      const key = entry.split(': ')[1];
      return !(key in en) || !(key in es);
    });
    expect(missing).toEqual([]);
  });

  it('translate straight from a zod issue with t(issue.message)', () => {
    const result = parentStep1Schema.safeParse({
      firstName: '',
      lastName: 'a',
      email: 'a@b.co',
      countryCode: '+1',
      phoneNumber: '12345678',
    });
    const message = result.success ? '' : result.error.issues[0].message;
    expect(createI18n('en').t(message)).toBe('This field is required');
    expect(createI18n('es').t(message)).toBe('Este campo es obligatorio');
  });

  it.each([
    ['required', 'This field is required'],
    ['nameLength', 'Must be between 1 and 20 characters'],
    ['nameEmoji', 'Names cannot contain emojis'],
    ['emailInvalid', 'Invalid email address'],
    ['phoneLength', 'Must be between 8 and 15 digits'],
    ['coParentEmailSameAsParent', 'The email of the co-parent cannot be the same as your email.'],
    ['coParentPhoneSameAsParent', "Your co-parent's phone number cannot be the same as yours."],
    ['childEmailDuplicate', 'This email is already used for another child'],
    [
      'childEmailMatchesParent',
      "A child's email address cannot match either parent's. Please update the email or remove it to proceed.",
    ],
    ['speedBumpEmailInvalid', 'Please enter a valid email'],
    ['postalCodeInvalid', 'Postal code is not valid'],
    ['cardNumberInvalid', 'Enter a valid credit card number'],
    ['cardExpiryInvalid', 'Enter a valid expiration date'],
    ['cardCvvInvalid', 'Enter a valid security code'],
    ['activationCodeInvalid', 'Invalid activation code'],
    ['usernameUnavailable', 'This username cannot be used'],
    [
      'validUsernameRequirement_error',
      'Does not meet requirements. Only letters, numbers, underscores, commas, hyphens, periods, at signs, and apostrophes allowed.',
    ],
  ])('English %s is the spec wording', (key, text) => {
    expect((en as Record<string, string>)[key]).toBe(text);
  });

  it('quote the limits the rules enforce', () => {
    expect(en.billingAddressLength).toContain('3 and 50');
    expect(en.cityLength).toContain('3 and 30');
    expect(en.postalCodeLength).toContain('2 and 30');
    expect(en.validUsernameLength_error).toContain('6 and 30');
    expect(en.validPwdLength_error).toContain('12 and 25');
    expect(en.signup_max200_error).toContain('200');
    expect(es.validPwdLength_error).toContain('12 y 25');
  });
});
