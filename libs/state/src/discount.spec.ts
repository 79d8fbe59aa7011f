import { act, renderHook } from '@testing-library/react';
import {
  captureDiscountLink,
  clearDiscount,
  couponLineFor,
  decodePercent,
  getDiscount,
  parseDiscountLink,
  useDiscount,
} from './discount';
import { getRegistration, resetRegistration } from './registration';

const b64 = (s: string) => btoa(s);
/** A token shaped as the server signs them (the browser cannot check the signature; the server does). */
const TOKEN = `v1.${btoa(JSON.stringify({ r: 'familylaw', p: 15, e: 1893456000 })).replace(/=+$/, '')}.${'s'.repeat(43)}`;

beforeEach(() => {
  clearDiscount();
  resetRegistration();
});

describe('discount links (spec §3 Discount data)', () => {
  it('reads the flag, the referrer and the base64 percentage', () => {
    expect(parseDiscountLink(`?discount=1&referrer=partner&pct=${b64('10')}&dt=${TOKEN}`)).toEqual({
      referrer: 'partner',
      token: TOKEN,
      advertisedPercent: 10,
    });
    expect(parseDiscountLink('?discount=true&referrer=ABC123')).toEqual({
      referrer: 'ABC123',
      token: null,
      advertisedPercent: null,
    });
  });

  it('keeps only a token shaped as the server makes them', () => {
    for (const dt of [
      'familylaw',
      'v1.abc',
      `v2.abc.${'s'.repeat(43)}`,
      `v1.a b.${'s'.repeat(43)}`,
      `v1.${'a'.repeat(301)}.${'s'.repeat(43)}`,
    ]) {
      expect(
        parseDiscountLink(`?discount=1&referrer=partner&dt=${encodeURIComponent(dt)}`)?.token,
      ).toBeNull();
    }
  });

  it('needs the flag and a plain referrer', () => {
    expect(parseDiscountLink('?referrer=partner&pct=MTA=')).toBeNull();
    expect(parseDiscountLink('?discount=0&referrer=partner')).toBeNull();
    expect(parseDiscountLink('?discount=1')).toBeNull();
    expect(parseDiscountLink('?discount=1&referrer=<script>')).toBeNull();
    expect(parseDiscountLink(`?discount=1&referrer=${'x'.repeat(65)}`)).toBeNull();
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of words', b64('twenty')],
    ['zero', b64('0')],
    ['over 100', b64('250')],
    ['a negative', b64('-5')],
    ['a fraction', b64('12.5')],
    ['something long', b64('1'.repeat(40))],
  ])('ignores a malformed percentage (%s) but keeps the referrer', (_label, pct) => {
    expect(decodePercent(pct)).toBeNull();
    expect(parseDiscountLink(`?discount=1&referrer=partner&pct=${encodeURIComponent(pct)}`)).toEqual({
      referrer: 'partner',
      token: null,
      advertisedPercent: null,
    });
  });

  it("keeps the discount for the visit and hands the link's token to registration calls", () => {
    expect(captureDiscountLink(`?discount=1&referrer=familylaw&pct=${b64('15')}&dt=${TOKEN}`)).toBe(true);
    expect(getDiscount()).toEqual({ referrer: 'familylaw', token: TOKEN, advertisedPercent: 15 });
    expect(getRegistration().referrerKey).toBe(TOKEN);
    expect(JSON.parse(sessionStorage.getItem('join.discount') ?? '{}').state).toEqual({
      referrer: 'familylaw',
      token: TOKEN,
      advertisedPercent: 15,
    });
    // Later pages of the visit carry no parameters: nothing is forgotten.
    expect(captureDiscountLink('?step=2')).toBe(false);
    expect(getDiscount().token).toBe(TOKEN);
    // A reset of the registration (expired session) keeps the visit's token.
    resetRegistration();
    expect(getRegistration().referrerKey).toBe(TOKEN);
  });

  // Pins: the bare referrer name from a public link was sent, and the server gave its coupon for it.
  it('sends nothing for a link without a token (one sent before links were signed)', () => {
    expect(captureDiscountLink(`?discount=1&referrer=familylaw&pct=${b64('15')}`)).toBe(true);
    expect(getDiscount()).toEqual({ referrer: 'familylaw', token: null, advertisedPercent: 15 });
    expect(getRegistration().referrerKey).toBeNull();
  });
});

describe('the coupon line', () => {
  const pricing = (discount: number, subTotal: number) => ({
    couponDetail: {
      couponCode: 'PARTNER10',
      description: '10% off from our partner',
      discount,
      discountFormatted: `$${discount.toFixed(2)}`,
      percent: 0,
    },
    totals: { subTotal } as never,
  });

  it('is the server discount over the package total, rounded down', () => {
    expect(couponLineFor(pricing(10, 99.99))).toEqual({
      code: 'PARTNER10',
      description: '10% off from our partner',
      percent: 10,
      discountFormatted: '$10.00',
    });
    expect(couponLineFor(pricing(10, 30))?.percent).toBe(33);
    expect(couponLineFor(pricing(0.29, 1))?.percent).toBe(29);
  });

  it('is absent without a server coupon, whatever the link advertised', () => {
    captureDiscountLink(`?discount=1&referrer=partner&pct=${b64('90')}`);
    const { result } = renderHook(() =>
      useDiscount({ couponDetail: null, totals: { subTotal: 100 } as never }),
    );
    expect(result.current).toEqual({
      referrer: 'partner',
      token: null,
      advertisedPercent: 90,
      couponLine: null,
    });
  });

  it('follows the store in components', () => {
    const { result } = renderHook(() => useDiscount(pricing(15, 100)));
    expect(result.current.referrer).toBeNull();
    act(() => void captureDiscountLink('?discount=1&referrer=familylaw'));
    expect(result.current).toMatchObject({ referrer: 'familylaw', couponLine: { percent: 15 } });
  });
});

describe('on arrival', () => {
  it('reads the link of the page the visitor lands on, whatever the route', () => {
    window.history.replaceState(
      null,
      '',
      `/app/join/step3?discount=1&referrer=partner&pct=${b64('10')}&dt=${TOKEN}`,
    );
    try {
      jest.isolateModules(() => {
        // A fresh load of the lib, as when the shell starts.
        const fresh = jest.requireActual<typeof import('./index')>('./index');
        expect(fresh.getDiscount()).toEqual({ referrer: 'partner', token: TOKEN, advertisedPercent: 10 });
        expect(fresh.getRegistration().referrerKey).toBe(TOKEN);
      });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
