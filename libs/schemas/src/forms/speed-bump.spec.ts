import { MESSAGES as M } from './messages';
import { speedBumpSchema } from './speed-bump';
import { firstError } from './test-utils';

describe('speed-bump email (spec §5)', () => {
  it.each([
    ['coparent@example.com', undefined],
    [' coparent@example.com ', undefined],
    ['', M.speedBumpEmailInvalid],
    ['coparent', M.speedBumpEmailInvalid],
    ['co parent@example.com', M.speedBumpEmailInvalid],
  ])('%p -> %p', (email, message) => {
    expect(firstError(speedBumpSchema, { email }, 'email')).toBe(message);
  });
});
