import type { BuildYourOwnOption } from '@join/schemas';
import { choiceTotal, initialChoice, servicesOf } from './build-your-own';

const opt = (code: BuildYourOwnOption['code'], price: number, free = false): BuildYourOwnOption => ({ code, displayName: code, price, priceFormatted: `$${price}`, free });
const options = [opt('SUB1YEAR', 99.99), opt('SUB2YEAR', 179.99), opt('MYFILES', 0, true), opt('CALLSBASIC', 0, true), opt('TONEMETER', 20), opt('UNLIMITEDPAYMENTS', 15.5)];

describe('build your own (invite)', () => {
  it('starts with one year and the free options', () => {
    expect(initialChoice(options, undefined)).toEqual({ term: 'SUB1YEAR', extras: ['MYFILES', 'CALLSBASIC'] });
  });

  it('restores an earlier choice in this tab', () => {
    expect(initialChoice(options, ['SUB2YEAR', 'TONEMETER'])).toEqual({ term: 'SUB2YEAR', extras: ['MYFILES', 'CALLSBASIC', 'TONEMETER'] });
  });

  it('ignores saved codes the package no longer offers', () => {
    const short = options.filter((o) => o.code !== 'SUB2YEAR' && o.code !== 'TONEMETER');
    expect(initialChoice(short, ['SUB2YEAR', 'TONEMETER'])).toEqual({ term: 'SUB1YEAR', extras: ['MYFILES', 'CALLSBASIC'] });
  });

  it('sends the term first, then the options', () => {
    expect(servicesOf({ term: 'SUB2YEAR', extras: ['MYFILES', 'TONEMETER'] })).toEqual(['SUB2YEAR', 'MYFILES', 'TONEMETER']);
  });

  // Pins a bug: the invite's build-your-own counted a free option's catalogue price, /alacarte did not.
  it('leaves free options out of the total, as /alacarte does (spec §9)', () => {
    const priced = [opt('SUB1YEAR', 99.99), opt('CALLSBASIC', 4.99), opt('MYFILES', 2, true), opt('TONEMETER', 0)];
    expect(choiceTotal(priced, { term: 'SUB1YEAR', extras: ['CALLSBASIC', 'MYFILES', 'TONEMETER'] })).toBe(99.99);
  });

  it('adds up the chosen prices without floating-point dust', () => {
    expect(choiceTotal(options, { term: 'SUB1YEAR', extras: ['MYFILES', 'TONEMETER', 'UNLIMITEDPAYMENTS'] })).toBe(135.49);
  });
});
