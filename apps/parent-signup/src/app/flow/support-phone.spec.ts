import { supportPhoneFor, TOLL_FREE_SUPPORT_PHONE } from '@join/domain';
import { duplicateCoParentPhone } from './support-phone';

describe('duplicateCoParentPhone (spec §8, §9)', () => {
  it('quotes the toll-free number for US, Canada, Mexico and unknown countries', () => {
    for (const country of ['US', 'CA', 'MX', 'FR', null])
      expect(duplicateCoParentPhone(country)).toEqual(TOLL_FREE_SUPPORT_PHONE);
  });
  it("uses the country's own line for NZ, AU and the UK", () => {
    for (const country of ['NZ', 'AU', 'GB', 'IE'])
      expect(duplicateCoParentPhone(country)).toEqual(supportPhoneFor(country));
    expect(duplicateCoParentPhone('GB')).not.toEqual(TOLL_FREE_SUPPORT_PHONE);
  });
});
