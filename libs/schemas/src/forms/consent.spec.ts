import { consentSchema } from './consent';
import { MESSAGES as M } from './messages';
import { errorsOf } from './test-utils';

describe('terms and consent (spec §5 Terms)', () => {
  const required = consentSchema({ termsRequired: true });
  const notRequired = consentSchema({ termsRequired: false });

  it('requires ticked terms when terms are required', () => {
    expect(errorsOf(required, { termsAndConditions: false, marketingOptIn: false })).toEqual({
      termsAndConditions: [M.termsRequired],
    });
    expect(errorsOf(required, {})).toEqual({ termsAndConditions: [M.termsRequired] });
    expect(errorsOf(required, { termsAndConditions: true, marketingOptIn: false })).toEqual({});
  });

  it('never requires terms otherwise, nor marketing', () => {
    expect(errorsOf(notRequired, { termsAndConditions: false })).toEqual({});
    expect(errorsOf(notRequired, {})).toEqual({});
  });
});
