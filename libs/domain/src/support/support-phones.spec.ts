import { TOLL_FREE_SUPPORT_PHONE, supportPhoneFor } from './support-phones';

describe('support phone by country (spec §9)', () => {
  it('gives the UK line to GB, UK and IE alike', () => {
    expect(supportPhoneFor('GB')).toEqual(supportPhoneFor('UK'));
    expect(supportPhoneFor('ie')).toEqual(supportPhoneFor('GB'));
  });

  it('gives NZ and AU their own lines, different from each other and from the UK', () => {
    const numbers = ['NZ', 'AU', 'GB', 'US'].map((c) => supportPhoneFor(c).tel);
    expect(new Set(numbers).size).toBe(4);
  });

  it.each(['US', 'CA', 'MX', 'DE', '', null, undefined])('gives %p the default line', (country) => {
    expect(supportPhoneFor(country)).toEqual(supportPhoneFor('US'));
  });

  it('dials each number as E.164 made of the digits shown', () => {
    for (const phone of [...['NZ', 'AU', 'GB', 'US'].map(supportPhoneFor), TOLL_FREE_SUPPORT_PHONE]) {
      expect(phone.tel).toMatch(/^\+\d{8,15}$/);
      const shownDigits = phone.display.replace(/\D/g, '');
      expect(phone.tel.replace('+', '').endsWith(shownDigits.replace(/^0/, ''))).toBe(true);
    }
  });
});
