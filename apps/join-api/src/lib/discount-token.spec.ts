// Discount link tokens: only what we signed, unchanged and unexpired, verifies.
import { signDiscountToken, verifyDiscountToken } from './discount-token';

const secret = 'a-test-secret-of-at-least-32-characters!';
const grant = { referrer: 'partner', percent: 10, expiresAt: new Date('2030-01-01T00:00:00Z') };
const now = new Date('2029-06-01T00:00:00Z');

describe('discount link tokens', () => {
  it('verifies a token we signed, giving back referrer, percentage and expiry', () => {
    expect(verifyDiscountToken(signDiscountToken(grant, secret), secret, now)).toEqual(grant);
  });

  it('refuses a token signed with another secret, an edited payload or signature, and an expired one', () => {
    const token = signDiscountToken(grant, secret);
    const [v, payload, sig] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ r: 'partner', p: 90, e: 1893456000 })).toString('base64url');
    expect(verifyDiscountToken(signDiscountToken(grant, `${secret}-other`), secret, now)).toBeNull();
    expect(verifyDiscountToken(`${v}.${edited}.${sig}`, secret, now)).toBeNull();
    expect(verifyDiscountToken(`${v}.${payload}.${sig.slice(0, -2)}xx`, secret, now)).toBeNull();
    expect(verifyDiscountToken(token, secret, new Date('2030-01-01T00:00:00Z'))).toBeNull();
  });

  it('refuses what is not a token: the bare referrer name, empty, odd shapes, oversized', () => {
    for (const bad of ['partner', '', 'v1..', 'v2.a.b', 'v1.a.b.c', 'x'.repeat(1000), null, undefined])
      expect(verifyDiscountToken(bad, secret, now)).toBeNull();
  });

  it('signs only well-formed grants', () => {
    expect(() => signDiscountToken({ ...grant, referrer: '<script>' }, secret)).toThrow();
    expect(() => signDiscountToken({ ...grant, percent: 0 }, secret)).toThrow();
    expect(() => signDiscountToken({ ...grant, percent: 12.5 }, secret)).toThrow();
  });
});
