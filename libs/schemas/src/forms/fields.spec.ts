import fc from 'fast-check';
import {
  emailError,
  nameError,
  phoneError,
  phoneFormatError,
  sameEmail,
  stripPhoneSeparators,
} from './fields';
import { MESSAGES as M } from './messages';

describe('shared field rules (spec §5), over many generated values', () => {
  it('accepts any emoji-free name of 1 to 20 characters and rejects anything longer', () => {
    const letter = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzÁÉÍÓÚÑáéíóúñ'-. ".split(''));
    fc.assert(
      fc.property(fc.array(letter, { minLength: 1, maxLength: 40 }), (chars) => {
        const name = chars.join('');
        const expected = name.length <= 20 ? undefined : M.nameLength;
        expect(nameError(name)).toBe(expected);
      }),
    );
  });

  it('accepts a phone of n digits exactly when 8 <= n <= 15', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: 1, maxLength: 20 }),
        (digits) => {
          const ok = digits.length >= 8 && digits.length <= 15;
          expect(phoneError(digits)).toBe(ok ? undefined : M.phoneLength);
        },
      ),
    );
  });

  it('keeps only digits after stripping separators from a formatted number', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...'0123456789 -.()'.split('')), { maxLength: 25 }), (chars) => {
        expect(stripPhoneSeparators(chars.join(''))).toMatch(/^\d*$/);
      }),
    );
  });

  it('lets an empty optional phone pass but not a required one', () => {
    expect(phoneFormatError('')).toBeUndefined();
    expect(phoneError('')).toBe(M.required);
  });

  it.each([
    ['a@b.co', undefined],
    ['a@b', M.emailInvalid],
    ['@b.co', M.emailInvalid],
    ['a@@b.co', M.emailInvalid],
    ['', M.required],
  ])('email %p -> %p', (email, message) => expect(emailError(email)).toBe(message));

  it('compares emails trimmed and case-insensitively, never matching empty ones', () => {
    expect(sameEmail(' A@B.co', 'a@b.CO ')).toBe(true);
    expect(sameEmail('a@b.co', 'c@b.co')).toBe(false);
    expect(sameEmail('', '')).toBe(false);
    expect(sameEmail(undefined, null)).toBe(false);
  });
});
