import { billingCheckOutcome } from './billing-failure';

describe('billing step outcome (spec §8 Billing)', () => {
  it("reports a missing response as field 'unknown', text 'unexpected error'", () => {
    // Pins the billing step that went on as if nothing happened when its check got no answer.
    expect(billingCheckOutcome({ ok: false, kind: 'network', message: 'offline' })).toEqual({
      kind: 'error',
      errors: [{ field: 'unknown', text: 'unexpected error' }],
    });
    expect(billingCheckOutcome({ ok: false, kind: 'server', status: 500 })).toEqual({
      kind: 'error',
      errors: [{ field: 'unknown', text: 'unexpected error' }],
    });
  });

  it('opens the mismatch modal for a package that does not suit the country, and goes on when it fits', () => {
    expect(billingCheckOutcome({ ok: false, kind: 'mismatch', status: 409 })).toEqual({ kind: 'mismatch' });
    expect(billingCheckOutcome({ ok: true, data: {} })).toEqual({ kind: 'ok' });
  });
});
