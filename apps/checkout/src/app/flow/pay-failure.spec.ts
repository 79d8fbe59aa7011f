import { payFailureAction } from './pay-failure';

describe('payFailureAction', () => {
  it('turns the card-testing cool-down into a wait in whole minutes from Retry-After', () => {
    const failure = {
      ok: false as const,
      kind: 'validation' as const,
      status: 429,
      message: 'payment.declines.limited',
      retryAfter: 1_750,
      fieldErrors: [{ field: 'form', text: 'x' }],
    };
    expect(payFailureAction(failure, false)).toEqual({ kind: 'coolDown', minutes: 30 });
    expect(payFailureAction({ ...failure, retryAfter: undefined }, true)).toEqual({
      kind: 'coolDown',
      minutes: null,
    });
  });

  it('says card payments are paused when the decline breaker is open', () => {
    expect(
      payFailureAction({ ok: false, kind: 'server', status: 503, message: 'payment.paused' }, false),
    ).toEqual({ kind: 'paused' });
  });
});
