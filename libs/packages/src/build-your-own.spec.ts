import type { BuildYourOwnOption } from '@join/schemas';
import {
  alwaysIncluded,
  choiceTotal,
  initialChoice,
  optionsOf,
  servicesOf,
  toggleExtra,
} from './build-your-own';

// The parent's /alacarte and the invite's /invite/choose-your-own cases, now of one rule set.
const option = (code: BuildYourOwnOption['code'], price: number, free = false): BuildYourOwnOption => ({
  code,
  displayName: code,
  price,
  priceFormatted: `$${price}`,
  free,
});
const catalogue = [
  option('SUB1YEAR', 99.99),
  option('SUB2YEAR', 179.99),
  option('MYFILES', 0, true),
  option('CALLSBASIC', 0, true),
  option('TONEMETER', 24.99),
  option('UNLIMITEDPAYMENTS', 19.99),
];

describe('build your own (spec §2 /alacarte and /invite/choose-your-own, §9 free options)', () => {
  it('starts at one year with the free options in', () => {
    expect(initialChoice(catalogue)).toEqual({ term: 'SUB1YEAR', extras: ['MYFILES', 'CALLSBASIC'] });
    expect(servicesOf(initialChoice(catalogue), catalogue)).toEqual(['SUB1YEAR', 'MYFILES', 'CALLSBASIC']);
  });

  it('adds up the term and the paid options only', () => {
    expect(choiceTotal({ term: 'SUB1YEAR', extras: ['MYFILES'] }, catalogue)).toBe(99.99);
    expect(
      choiceTotal({ term: 'SUB2YEAR', extras: ['MYFILES', 'TONEMETER', 'UNLIMITEDPAYMENTS'] }, catalogue),
    ).toBe(224.97);
  });

  it('adds up the chosen prices without floating-point dust', () => {
    const invite = [
      option('SUB1YEAR', 99.99),
      option('SUB2YEAR', 179.99),
      option('MYFILES', 0, true),
      option('TONEMETER', 20),
      option('UNLIMITEDPAYMENTS', 15.5),
    ];
    expect(
      choiceTotal({ term: 'SUB1YEAR', extras: ['MYFILES', 'TONEMETER', 'UNLIMITEDPAYMENTS'] }, invite),
    ).toBe(135.49);
  });

  // Pins a bug: the invite's build-your-own counted a free option's catalogue price, /alacarte did not.
  it('leaves free options out of the total, a zero-priced option counting as free (spec §9)', () => {
    const priced = [
      option('SUB1YEAR', 99.99),
      option('CALLSBASIC', 4.99),
      option('MYFILES', 2, true),
      option('TONEMETER', 0),
    ];
    expect(choiceTotal({ term: 'SUB1YEAR', extras: ['CALLSBASIC', 'MYFILES', 'TONEMETER'] }, priced)).toBe(
      99.99,
    );
  });

  it('sends the term, the ticked options in the spec order and every free option (CALLSBASIC last)', () => {
    expect(servicesOf({ term: 'SUB2YEAR', extras: ['TONEMETER'] }, catalogue)).toEqual([
      'SUB2YEAR',
      'MYFILES',
      'TONEMETER',
      'CALLSBASIC',
    ]);
    expect(servicesOf({ term: 'SUB1YEAR', extras: ['UNLIMITEDPAYMENTS', 'MYFILES'] }, catalogue)).toEqual([
      'SUB1YEAR',
      'MYFILES',
      'UNLIMITEDPAYMENTS',
      'CALLSBASIC',
    ]);
  });

  it('sends the term first, then the options, for a package without CALLSBASIC', () => {
    const invite = [
      option('SUB1YEAR', 99.99),
      option('SUB2YEAR', 179.99),
      option('MYFILES', 0, true),
      option('TONEMETER', 20),
    ];
    expect(servicesOf({ term: 'SUB2YEAR', extras: ['MYFILES', 'TONEMETER'] }, invite)).toEqual([
      'SUB2YEAR',
      'MYFILES',
      'TONEMETER',
    ]);
  });

  it('restores an earlier choice in this tab, the free options kept in', () => {
    expect(initialChoice(catalogue, ['SUB2YEAR', 'UNLIMITEDPAYMENTS', 'CALLSBASIC'])).toEqual({
      term: 'SUB2YEAR',
      extras: ['MYFILES', 'CALLSBASIC', 'UNLIMITEDPAYMENTS'],
    });
    expect(initialChoice(catalogue, ['SUB2YEAR', 'TONEMETER'])).toEqual({
      term: 'SUB2YEAR',
      extras: ['MYFILES', 'CALLSBASIC', 'TONEMETER'],
    });
  });

  it('ignores saved codes the package no longer offers', () => {
    const short = catalogue.filter((o) => o.code !== 'SUB2YEAR' && o.code !== 'TONEMETER');
    expect(initialChoice(short, ['SUB2YEAR', 'TONEMETER'])).toEqual({
      term: 'SUB1YEAR',
      extras: ['MYFILES', 'CALLSBASIC'],
    });
  });

  it('ticks and unticks paid options; a free option stays in', () => {
    const start = initialChoice(catalogue);
    const ticked = toggleExtra(start, option('TONEMETER', 24.99), true);
    expect(ticked.extras).toContain('TONEMETER');
    expect(toggleExtra(ticked, option('TONEMETER', 24.99), false).extras).not.toContain('TONEMETER');
    expect(toggleExtra(start, option('MYFILES', 0, true), false).extras).toContain('MYFILES');
  });

  it("lists spec §2's options in its order and the always-included free ones apart", () => {
    expect(optionsOf(catalogue).map((o) => o.code)).toEqual(['MYFILES', 'TONEMETER', 'UNLIMITEDPAYMENTS']);
    expect(alwaysIncluded(catalogue).map((o) => o.code)).toEqual(['CALLSBASIC']);
  });
});
