import {
  credentialsSchema,
  passwordIssues,
  usernameAvailabilityError,
  usernameIssues,
  usernameSchema,
} from './credentials';
import { MESSAGES as M } from './messages';
import { errorsOf } from './test-utils';

describe('username (spec §5)', () => {
  it.each([
    ['', [M.validUsernameNone_error]],
    ['   ', [M.validUsernameNone_error]],
    ['abcde', [M.validUsernameLength_error]],
    ['abcdef', []],
    ['a'.repeat(30), []],
    ['a'.repeat(31), [M.validUsernameLength_error]],
    ['@parent1', [M.validUsernameAtSymbol_error]],
    ['parent@home', []],
    ["o'brien_1,2-3.x", []],
    ['ana maria', [M.validUsernameRequirement_error]],
    ['ana#maria', [M.validUsernameRequirement_error]],
    ['josé_pérez', [M.validUsernameRequirement_error]],
    ['@a b', [M.validUsernameLength_error, M.validUsernameAtSymbol_error, M.validUsernameRequirement_error]],
  ])('%p -> %p', (username, issues) => {
    expect(usernameIssues(username)).toEqual(issues);
  });

  it('under the stricter reading (USERNAME_AT_SIGN=none) refuses an at sign anywhere, and the default allows it inside', () => {
    // Pins the one reading of the at-sign rule that was offered; both are now a configuration switch.
    expect(usernameIssues('parent@home', 'none')).toEqual([M.validUsernameAtSymbol_error]);
    expect(usernameIssues('@parent1', 'none')).toEqual([M.validUsernameAtSymbol_error]);
    expect(usernameIssues('parent_home', 'none')).toEqual([]);
    expect(usernameIssues('parent@home', 'notFirst')).toEqual([]);
    expect(
      errorsOf(credentialsSchema({ usernameAtSign: 'none' }), {
        username: 'ana@home',
        password: 'Harbor-2026-safe!',
      }),
    ).toEqual({ username: [M.validUsernameAtSymbol_error] });
  });

  it('is checked trimmed', () => {
    expect(usernameSchema.parse('  parent1  ')).toBe('parent1');
  });

  it('turns the availability answer into a message', () => {
    expect(usernameAvailabilityError({ available: false, meetsRequirements: true })).toBe(
      M.usernameUnavailable,
    );
    expect(usernameAvailabilityError({ available: true, meetsRequirements: false })).toBe(
      M.validUsernameRequirement_error,
    );
    expect(usernameAvailabilityError({ available: true, meetsRequirements: true })).toBeUndefined();
  });
});

describe('password (spec §5)', () => {
  it.each([
    ['Abcdefgh1!x', [M.validPwdLength_error]],
    ['Abcdefgh1!xy', []],
    ['Abcdefghijklmnopqrstuvw1!', []],
    ['Abcdefghijklmnopqrstuvwx1!', [M.validPwdLength_error]],
    ['Abcdefghijk1', [M.validPwdSpecial_error]],
    ['Abcdefghijk!', [M.validPwdNumber_error]],
    ['123456789!23', [M.validPwdLetter_error]],
    ['            ', [M.validPwdLetter_error, M.validPwdNumber_error, M.validPwdSpecial_error]],
    ['', [M.validPwdLength_error, M.validPwdLetter_error, M.validPwdNumber_error, M.validPwdSpecial_error]],
  ])('%p -> %p', (password, issues) => {
    expect(passwordIssues(password)).toEqual(issues);
  });

  it('may not equal the username or the email, whatever the case', () => {
    expect(passwordIssues('Parent.2024!x', { username: 'parent.2024!x' })).toEqual([
      M.validPwdDupUsername_error,
    ]);
    expect(passwordIssues('ana1@example.com', { email: 'Ana1@Example.com' })).toEqual([
      M.validPwdDupEmail_error,
    ]);
    expect(passwordIssues('Other.2024!xy', { username: 'parent.2024!x', email: 'ana1@example.com' })).toEqual(
      [],
    );
  });
});

describe('credentials form', () => {
  const schema = credentialsSchema({ email: 'ana1@example.com' });

  it('accepts a good pair', () => {
    expect(errorsOf(schema, { username: 'ana_lopez', password: 'Sunny-days-42' })).toEqual({});
  });

  it('checks the password against the username in the same form and the account email', () => {
    expect(errorsOf(schema, { username: 'ana.lopez!2024', password: 'ana.lopez!2024' })).toEqual({
      username: [M.validUsernameRequirement_error],
      password: [M.validPwdDupUsername_error],
    });
    expect(errorsOf(schema, { username: 'ana_lopez', password: 'ana1@example.com' })).toEqual({
      password: [M.validPwdDupEmail_error],
    });
  });

  it('reports username and password problems together', () => {
    expect(errorsOf(schema, { username: '@ana', password: 'short' })).toEqual({
      username: [M.validUsernameLength_error, M.validUsernameAtSymbol_error],
      password: [M.validPwdLength_error, M.validPwdNumber_error, M.validPwdSpecial_error],
    });
  });
});
