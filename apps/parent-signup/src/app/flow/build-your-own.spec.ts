import type { BuildYourOwnOption } from '@join/schemas';
import { byoTotal, initialChoice, servicesFor } from './build-your-own';

const option = (code: BuildYourOwnOption['code'], price: number, free = false): BuildYourOwnOption => ({ code, displayName: code, price, priceFormatted: `$${price}`, free });
const catalogue = [option('SUB1YEAR', 99.99), option('SUB2YEAR', 179.99), option('MYFILES', 0, true), option('CALLSBASIC', 0, true), option('TONEMETER', 24.99), option('UNLIMITEDPAYMENTS', 19.99)];

describe('build your own (spec §2 /alacarte, §9 free options)', () => {
  it('starts at one year with the free options ticked', () => {
    expect(initialChoice(undefined, undefined, catalogue)).toEqual({ subscription: 'SUB1YEAR', options: ['MYFILES'] });
  });

  it('adds up the term and the paid options only', () => {
    expect(byoTotal({ subscription: 'SUB1YEAR', options: ['MYFILES'] }, catalogue)).toBe(99.99);
    expect(byoTotal({ subscription: 'SUB2YEAR', options: ['MYFILES', 'TONEMETER', 'UNLIMITEDPAYMENTS'] }, catalogue)).toBe(224.97);
  });

  it('sends the term, the ticked options and the always-free CALLSBASIC', () => {
    expect(servicesFor({ subscription: 'SUB2YEAR', options: ['TONEMETER'] }, catalogue)).toEqual(['SUB2YEAR', 'TONEMETER', 'CALLSBASIC']);
  });

  it('restores a saved choice', () => {
    expect(initialChoice(['SUB2YEAR', 'UNLIMITEDPAYMENTS', 'CALLSBASIC'], undefined, catalogue)).toEqual({ subscription: 'SUB2YEAR', options: ['UNLIMITEDPAYMENTS'] });
  });
});
