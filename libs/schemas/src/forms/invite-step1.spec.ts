import { inviteStep1Schema } from './invite-step1';
import { MESSAGES as M } from './messages';
import { errorsOf } from './test-utils';

describe('invite step 1 contact form (spec §5)', () => {
  const valid = {
    firstName: 'Luis',
    lastName: 'Pérez',
    email: 'luis@example.com',
    countryCode: '+52',
    phoneNumber: '5512345678',
  };

  it('accepts a complete contact', () => expect(errorsOf(inviteStep1Schema, valid)).toEqual({}));

  it('applies the parent rules to every field', () => {
    expect(
      errorsOf(inviteStep1Schema, {
        firstName: 'X'.repeat(21),
        lastName: '',
        email: 'nope',
        countryCode: '',
        phoneNumber: '1234567',
      }),
    ).toEqual({
      firstName: [M.nameLength],
      lastName: [M.required],
      email: [M.emailInvalid],
      countryCode: [M.required],
      phoneNumber: [M.phoneLength],
    });
  });

  it('normalises names like parent step 1', () => {
    expect(inviteStep1Schema.parse({ ...valid, lastName: ' D’Amico ' }).lastName).toBe("D'Amico");
  });
});
