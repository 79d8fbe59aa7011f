import { newLinkSent, requestOutcome } from './request-outcome';

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

describe('requestOutcome', () => {
  // A token that already asked for a new link is told so, not given the generic error.
  it('tells a token that already asked apart from a failure', () => {
    expect(
      requestOutcome({
        ok: false,
        kind: 'conflict',
        status: 409,
        bodyStatus: 111,
        message: 'invite.link.already',
      }),
    ).toBe('already');
    expect(
      requestOutcome({
        ok: false,
        kind: 'notFound',
        status: 404,
        bodyStatus: 111,
        message: 'invite.link.fail',
      }),
    ).toBe('failed');
    expect(requestOutcome({ ok: true, data: { status: 0, message: 'invite.link.sent' } })).toBe('sent');
  });
});
