import { newLinkSent } from './request-outcome';

describe('newLinkSent (spec §7 request a new invite link)', () => {
  it('is true for a plain success', () => {
    expect(newLinkSent({ ok: true, data: { status: 0, message: 'invite.sent' } })).toBe(true);
  });
  it('is false when the message says it failed', () => {
    expect(newLinkSent({ ok: true, data: { status: 0, message: 'invite.send.failed' } })).toBe(false);
  });
  it('is false for status 111 and for any failed call', () => {
    expect(newLinkSent({ ok: true, data: { status: 111, message: 'x' } })).toBe(false);
    expect(newLinkSent({ ok: false, kind: 'validation', status: 400, bodyStatus: 111 })).toBe(false);
    expect(newLinkSent({ ok: false, kind: 'network' })).toBe(false);
  });
});
