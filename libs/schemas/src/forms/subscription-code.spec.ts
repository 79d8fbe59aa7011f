import { MESSAGES as M } from './messages';
import { isApplyCodeDisabled, isSubscriptionCodeInvalid, subscriptionCodeSchema } from './subscription-code';
import { errorsOf } from './test-utils';

describe('subscription code (spec §5)', () => {
  it('trims the code and requires one', () => {
    expect(subscriptionCodeSchema.parse({ code: '  PRO-1234 ' }).code).toBe('PRO-1234');
    expect(errorsOf(subscriptionCodeSchema, { code: '   ' })).toEqual({ code: [M.activationCodeRequired] });
  });

  it.each([
    ['', true],
    ['   ', true],
    [null, true],
    ['A', false],
  ])('Apply disabled for %p: %s', (code, disabled) => {
    expect(isApplyCodeDisabled(code)).toBe(disabled);
  });

  it('is invalid when the first entered code is missing from paymentCodeDetails', () => {
    const details = [{ code: 'GOOD1' }];
    expect(isSubscriptionCodeInvalid(['BAD9'], details)).toBe(true);
    expect(isSubscriptionCodeInvalid(['GOOD1'], details)).toBe(false);
    expect(isSubscriptionCodeInvalid([' good1 '], details)).toBe(false);
    expect(isSubscriptionCodeInvalid(['BAD9', 'GOOD1'], details)).toBe(true);
    expect(isSubscriptionCodeInvalid(['GOOD1'], null)).toBe(true);
  });

  it('is not invalid when no code was entered', () => {
    expect(isSubscriptionCodeInvalid([], [])).toBe(false);
    expect(isSubscriptionCodeInvalid(['  '], [])).toBe(false);
  });
});
