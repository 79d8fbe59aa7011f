import { isFreeBuildYourOwnOption, termSummaryUnit, isVatPackage, subscriptionTermYears, usesNewPackagingWording } from './package-rules';

describe('package rules (spec §3, §9)', () => {
  it.each([['MYFILES', true], ['CALLSBASIC', true], ['myfiles', true], ['TONEMETER', false], ['UNLIMITEDPAYMENTS', false]])(
    'option %s free: %s', (option, free) => expect(isFreeBuildYourOwnOption(option)).toBe(free),
  );

  it.each([[2061, true], ['2063', true], [2062, false], [206, false], [null, false], ['', false], [undefined, false]])(
    'package %p includes VAT: %s', (id, vat) => expect(isVatPackage(id)).toBe(vat),
  );

  it.each([['P0', false], ['P2', true], ['P3', true], [null, false], ['P4', false]])(
    'pricing group %p uses the new packaging wording: %s', (group, wording) => expect(usesNewPackagingWording(group)).toBe(wording),
  );

  it('reads SUB1YEAR as one year and anything else as two', () => {
    expect(subscriptionTermYears('SUB1YEAR')).toBe(1);
    expect(subscriptionTermYears('SUB2YEAR')).toBe(2);
    expect(subscriptionTermYears('')).toBe(2);
  });

  it("words the term as 'year' or '2 years'", () => {
    expect(termSummaryUnit(subscriptionTermYears('SUB1YEAR'))).toBe('year');
    expect(termSummaryUnit(subscriptionTermYears('SUB2YEAR'))).toBe('2 years');
  });
});
