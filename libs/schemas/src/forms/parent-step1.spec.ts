import { MESSAGES as M } from './messages';
import { parentStep1Schema } from './parent-step1';
import { errorsOf, firstError } from './test-utils';

const valid = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  countryCode: '+1',
  phoneNumber: '5551234567',
};
const withField = (field: string, value: unknown) => ({ ...valid, [field]: value });

describe('parent step 1 (spec §5)', () => {
  it('accepts a complete parent', () => {
    expect(errorsOf(parentStep1Schema, valid)).toEqual({});
  });

  describe.each(['firstName', 'lastName'])('%s', (field) => {
    it.each([
      ['', M.required],
      ['   ', M.required],
      ['A', undefined],
      ['A'.repeat(20), undefined],
      ['A'.repeat(21), M.nameLength],
      ['Ana 😀', M.nameEmoji],
      ['🇲🇽', M.nameEmoji],
    ])('%p -> %p', (value, message) => {
      expect(firstError(parentStep1Schema, withField(field, value), field)).toBe(message);
    });

    it('is required when missing', () => {
      const { [field]: _omit, ...rest } = valid as Record<string, unknown>;
      expect(firstError(parentStep1Schema, rest, field)).toBe(M.required);
    });

    it('counts length after trimming, so 20 letters padded with spaces pass', () => {
      expect(firstError(parentStep1Schema, withField(field, `  ${'B'.repeat(20)}  `), field)).toBeUndefined();
    });
  });

  it('trims names and straightens curly quotes', () => {
    const parsed = parentStep1Schema.parse({ ...valid, firstName: '  O’Neil ', lastName: '“Bo”' });
    expect(parsed.firstName).toBe("O'Neil");
    expect(parsed.lastName).toBe('"Bo"');
  });

  it.each([
    ['', M.required],
    ['ana', M.emailInvalid],
    ['ana@example', M.emailInvalid],
    ['ana @example.com', M.emailInvalid],
    ['  ana@example.com  ', undefined],
  ])('email %p -> %p', (email, message) => {
    expect(firstError(parentStep1Schema, withField('email', email), 'email')).toBe(message);
  });

  it.each([
    ['', M.required],
    ['1234567', M.phoneLength],
    ['12345678', undefined],
    ['123456789012345', undefined],
    ['1234567890123456', M.phoneLength],
    ['555-123-4567', undefined],
    ['(555) 123 4567', undefined],
    ['555123456a', M.digitsOnly],
    ['+15551234567', M.digitsOnly],
  ])('phone %p -> %p', (phone, message) => {
    expect(firstError(parentStep1Schema, withField('phoneNumber', phone), 'phoneNumber')).toBe(message);
  });

  it('sends the phone as digits only', () => {
    expect(parentStep1Schema.parse(withField('phoneNumber', '(555) 123-4567')).phoneNumber).toBe(
      '5551234567',
    );
  });

  it.each([
    ['', M.required],
    ['1', M.countryCodeInvalid],
    ['+12345', M.countryCodeInvalid],
    ['+44', undefined],
  ])('country code %p -> %p', (code, message) =>
    expect(firstError(parentStep1Schema, withField('countryCode', code), 'countryCode')).toBe(message),
  );

  it('reports one message per field, never required and invalid together', () => {
    const errors = errorsOf(parentStep1Schema, { ...valid, email: '', phoneNumber: '', firstName: '' });
    expect(errors).toEqual({ email: [M.required], phoneNumber: [M.required], firstName: [M.required] });
  });
});
