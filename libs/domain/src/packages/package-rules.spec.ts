import {
  buildYourOwnTotal,
  isFreeBuildYourOwnOption,
  isFreeOption,
  termSummaryUnit,
  isVatPackage,
  subscriptionTermYears,
  usesNewPackagingWording,
} from './package-rules';

describe('package rules (spec §3, §9)', () => {
  it.each([
    ['MYFILES', true],
    ['CALLSBASIC', true],
    ['myfiles', true],
    ['TONEMETER', false],
    ['UNLIMITEDPAYMENTS', false],
  ])('option %s free: %s', (option, free) => expect(isFreeBuildYourOwnOption(option)).toBe(free));

  it.each([
    [2061, true],
    ['2063', true],
    [2062, false],
    [206, false],
    [null, false],
    ['', false],
    [undefined, false],
  ])('package %p includes VAT: %s', (id, vat) => expect(isVatPackage(id)).toBe(vat));

  it.each([
    ['P0', false],
    ['P2', true],
    ['P3', true],
    [null, false],
    ['P4', false],
  ])('pricing group %p uses the new packaging wording: %s', (group, wording) =>
    expect(usesNewPackagingWording(group)).toBe(wording),
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

describe('build-your-own rules (spec §2 /alacarte, §9 free options)', () => {
  it('an option is free when the catalogue says so, when spec §9 names it, or when it costs nothing', () => {
    expect(isFreeOption({ code: 'TONEMETER', price: 20, free: true })).toBe(true);
    expect(isFreeOption({ code: 'CALLSBASIC', price: 4.99 })).toBe(true);
    expect(isFreeOption({ code: 'UNLIMITEDPAYMENTS', price: 0 })).toBe(true);
    expect(isFreeOption({ code: 'TONEMETER', price: 20 })).toBe(false);
  });
  it('totals the chosen, paid options in cents', () => {
    const catalogue = [
      { code: 'SUB1YEAR', price: 99.99 },
      { code: 'TONEMETER', price: 20 },
      { code: 'UNLIMITEDPAYMENTS', price: 15.5 },
      { code: 'MYFILES', price: 3 },
    ];
    expect(buildYourOwnTotal(['SUB1YEAR', 'TONEMETER', 'UNLIMITEDPAYMENTS', 'MYFILES'], catalogue)).toBe(
      135.49,
    );
    expect(buildYourOwnTotal(['SUB1YEAR'], catalogue)).toBe(99.99);
  });
});
