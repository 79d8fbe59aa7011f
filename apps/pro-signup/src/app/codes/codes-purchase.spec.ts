import type { Package } from '@join/schemas';
import {
  attemptFor,
  codePackages,
  codesTotal,
  keepsAttempt,
  parseCount,
  purchaseFailure,
} from './codes-purchase';

const pkg = (id: number, totalPrice: number, buildYourOwn = false) =>
  ({ id, totalPrice, buildYourOwn }) as Package;

describe('activation-code purchase rules (spec §1)', () => {
  it('offers the fixed-price packages only', () => {
    expect(
      codePackages([pkg(1001, 149.99), pkg(1003, 99.99, true), pkg(1051, 129.99)]).map((p) => p.id),
    ).toEqual([1001, 1051]);
  });

  it('reads a count from 1 to 100, nothing else', () => {
    expect(parseCount('1')).toBe(1);
    expect(parseCount(' 25 ')).toBe(25);
    expect(parseCount('100')).toBe(100);
    for (const bad of ['', '0', '101', '2.5', '-3', 'ten', '1e2']) expect(parseCount(bad)).toBeNull();
  });

  it('totals the price times the count to the cent', () => {
    expect(codesTotal(pkg(1001, 149.99), 2)).toBe(299.98);
    expect(codesTotal(pkg(1001, 149.99), 3)).toBe(449.97);
    expect(codesTotal(pkg(1001, 0.1), 3)).toBe(0.3);
  });

  it('reuses the key for the same attempt and takes a new one when the order or the card changes', () => {
    let n = 0;
    const next = () => `k${++n}`;
    const first = attemptFor(null, { packageId: 1001, count: 2, nonce: 'a' }, next);
    expect(first.key).toBe('k1');
    expect(attemptFor(first, { packageId: 1001, count: 2, nonce: 'a' }, next)).toBe(first);
    expect(attemptFor(first, { packageId: 1001, count: 3, nonce: 'a' }, next).key).toBe('k2');
    expect(attemptFor(first, { packageId: 1002, count: 2, nonce: 'a' }, next).key).toBe('k3');
    expect(attemptFor(first, { packageId: 1001, count: 2, nonce: 'b' }, next).key).toBe('k4');
  });

  it('answers each failure as the visitor can act on it', () => {
    expect(purchaseFailure({ ok: false, kind: 'checking', status: 202 })).toEqual({ kind: 'checking' });
    expect(purchaseFailure({ ok: false, kind: 'server', status: 401 })).toEqual({ kind: 'signedOut' });
    expect(
      purchaseFailure({
        ok: false,
        kind: 'validation',
        status: 402,
        fieldErrors: [{ field: 'payment', text: 'Payment method declined' }],
      }),
    ).toEqual({ kind: 'declined' });
    expect(purchaseFailure({ ok: false, kind: 'network' })).toEqual({ kind: 'generic' });
    expect(keepsAttempt({ kind: 'checking' })).toBe(true);
    expect(keepsAttempt({ kind: 'generic' })).toBe(true);
    expect(keepsAttempt({ kind: 'declined' })).toBe(false);
  });
});
