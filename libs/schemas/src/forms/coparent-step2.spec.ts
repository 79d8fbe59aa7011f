import { coParentStepSchema } from './coparent-step2';
import { MESSAGES as M } from './messages';
import { errorsOf, firstError } from './test-utils';

const schema = coParentStepSchema({
  parentEmail: 'Parent@Example.com',
  parentPhone: '5551234567',
  parentCountryCode: '+1',
});
const child = (email?: string) => ({ firstName: 'Mia', lastName: 'Ruiz', email });
const valid = {
  firstName: 'Carlos',
  lastName: 'Ruiz',
  knowsCoParentEmail: true,
  email: 'carlos@example.com',
  countryCode: '+1',
  phoneNumber: '',
  children: [child()],
};

describe('co-parent step 2 (spec §5 Co-parent)', () => {
  it('accepts a co-parent with a known email and no phone', () => {
    expect(errorsOf(schema, valid)).toEqual({});
  });

  it.each([
    ['', M.required],
    ['C'.repeat(20), undefined],
    ['C'.repeat(21), M.nameLength],
    ['Carl 😎', M.nameEmoji],
  ])('first name %p -> %p', (firstName, message) =>
    expect(firstError(schema, { ...valid, firstName }, 'firstName')).toBe(message),
  );

  describe('email', () => {
    it('is required when known', () => {
      expect(firstError(schema, { ...valid, email: '' }, 'email')).toBe(M.required);
      expect(firstError(schema, { ...valid, email: undefined }, 'email')).toBe(M.required);
    });

    it('must be valid', () => {
      expect(firstError(schema, { ...valid, email: 'carlos@' }, 'email')).toBe(M.emailInvalid);
    });

    it("must differ from the parent's after trimming (and regardless of case)", () => {
      expect(firstError(schema, { ...valid, email: '  parent@example.com ' }, 'email')).toBe(
        M.coParentEmailSameAsParent,
      );
      expect(firstError(schema, { ...valid, email: 'PARENT@EXAMPLE.COM' }, 'email')).toBe(
        M.coParentEmailSameAsParent,
      );
    });

    it('is not checked, and is cleared, when unknown', () => {
      const input = { ...valid, knowsCoParentEmail: false, email: 'not an email', phoneNumber: '5559876543' };
      expect(errorsOf(schema, input)).toEqual({});
      expect(schema.parse(input).email).toBeUndefined();
    });
  });

  describe('phone', () => {
    const unknownEmail = { ...valid, knowsCoParentEmail: false, email: '' };

    it('is required when the email is not known', () => {
      expect(firstError(schema, { ...unknownEmail, phoneNumber: '' }, 'phoneNumber')).toBe(M.required);
      expect(firstError(schema, { ...unknownEmail, phoneNumber: undefined }, 'phoneNumber')).toBe(M.required);
    });

    it('is optional when the email is known', () => {
      expect(firstError(schema, { ...valid, phoneNumber: '' }, 'phoneNumber')).toBeUndefined();
    });

    it.each([
      ['1234567', M.phoneLength],
      ['12345678', undefined],
      ['123456789012345', undefined],
      ['1234567890123456', M.phoneLength],
      ['55512x4567', M.digitsOnly],
    ])('%p -> %p (whether or not the email is known)', (phoneNumber, message) => {
      expect(firstError(schema, { ...valid, phoneNumber }, 'phoneNumber')).toBe(message);
      expect(firstError(schema, { ...unknownEmail, phoneNumber }, 'phoneNumber')).toBe(message);
    });

    it('needs a valid country code once a number is given', () => {
      expect(
        firstError(schema, { ...valid, countryCode: '', phoneNumber: '5559876543' }, 'countryCode'),
      ).toBe(M.required);
      expect(
        firstError(schema, { ...valid, countryCode: '52', phoneNumber: '5559876543' }, 'countryCode'),
      ).toBe(M.countryCodeInvalid);
      expect(
        firstError(schema, { ...valid, countryCode: '', phoneNumber: '' }, 'countryCode'),
      ).toBeUndefined();
    });

    it("must differ from the parent's, ignoring separators", () => {
      expect(firstError(schema, { ...valid, phoneNumber: '555-123-4567' }, 'phoneNumber')).toBe(
        M.coParentPhoneSameAsParent,
      );
    });

    it('may repeat the digits under another country code', () => {
      expect(
        firstError(schema, { ...valid, countryCode: '+52', phoneNumber: '5551234567' }, 'phoneNumber'),
      ).toBeUndefined();
    });

    it('is compared on digits alone when the parent country code is unknown', () => {
      const noCode = coParentStepSchema({ parentEmail: 'p@example.com', parentPhone: '5551234567' });
      expect(
        firstError(noCode, { ...valid, countryCode: '+52', phoneNumber: '5551234567' }, 'phoneNumber'),
      ).toBe(M.coParentPhoneSameAsParent);
    });
  });

  describe('children (spec §5 Children)', () => {
    it.each([
      ['', M.required],
      ['M'.repeat(21), M.nameLength],
      ['Mia 🎈', M.nameEmoji],
      ['M', undefined],
    ])('child name %p -> %p', (firstName, message) => {
      expect(
        firstError(schema, { ...valid, children: [{ ...child(), firstName }] }, 'children.0.firstName'),
      ).toBe(message);
      expect(
        firstError(
          schema,
          { ...valid, children: [{ ...child(), lastName: firstName }] },
          'children.0.lastName',
        ),
      ).toBe(message);
    });

    it('normalises child names', () => {
      expect(
        schema.parse({ ...valid, children: [{ ...child(), lastName: ' O’Hara ' }] }).children[0].lastName,
      ).toBe("O'Hara");
    });

    it('allows no email, and sends none', () => {
      const parsed = schema.parse({ ...valid, children: [child(''), child(undefined)] });
      expect(parsed.children.map((c) => c.email)).toEqual([undefined, undefined]);
    });

    it('rejects an invalid email', () => {
      expect(firstError(schema, { ...valid, children: [child('mia@')] }, 'children.0.email')).toBe(
        M.emailInvalid,
      );
    });

    it('rejects an email used by an earlier child, whatever its case', () => {
      const errors = errorsOf(schema, {
        ...valid,
        children: [child('kid@example.com'), child('other@example.com'), child(' KID@example.com ')],
      });
      expect(errors).toEqual({ 'children.2.email': [M.childEmailDuplicate] });
    });

    it("rejects a child email equal to the parent's", () => {
      expect(
        firstError(schema, { ...valid, children: [child('parent@example.com')] }, 'children.0.email'),
      ).toBe(M.childEmailMatchesParent);
    });

    it("rejects a child email equal to the co-parent's", () => {
      expect(
        firstError(schema, { ...valid, children: [child('Carlos@example.com')] }, 'children.0.email'),
      ).toBe(M.childEmailMatchesParent);
    });

    it('reports every problem at once, even when a name is also wrong', () => {
      const errors = errorsOf(schema, {
        ...valid,
        firstName: '',
        email: 'parent@example.com',
        children: [child('parent@example.com')],
      });
      expect(errors).toEqual({
        firstName: [M.required],
        email: [M.coParentEmailSameAsParent],
        'children.0.email': [M.childEmailMatchesParent],
      });
    });
  });
});
