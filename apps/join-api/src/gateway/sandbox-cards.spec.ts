// Braintree sandbox rules the local sandbox copies (test numbers, expiry, amounts).
import { amountRule, challengeResult, lookupResult, luhnValid, parseExpiry, sandboxCard } from './sandbox-cards';

describe('sandbox card rules', () => {
  it('knows approving and declining test numbers', () => {
    expect(sandboxCard('4111111111111111')).toEqual({ cardType: 'Visa', outcome: 'approve' });
    expect(sandboxCard('378282246310005')).toEqual({ cardType: 'American Express', outcome: 'approve' });
    expect(sandboxCard('4000111111111115')).toEqual({ cardType: 'Visa', outcome: 'processor_declined' });
    expect(sandboxCard('4242424242424242')).toBeUndefined();
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('accepts any future expiry in MM/YY or MM/YYYY', () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(parseExpiry('11/26', now)).toEqual({ month: '11', year: '2026' });
    expect(parseExpiry('10/26', now)).toBeUndefined();
    expect(parseExpiry('13/30', now)).toBeUndefined();
    expect(parseExpiry('01/2040', now)).toEqual({ month: '01', year: '2040' });
  });

  it('declines 2000.00 to 2999.99 with the amount as code and fails 3000.xx', () => {
    expect(amountRule(199999)).toBeUndefined();
    expect(amountRule(200000)).toMatchObject({ code: '2000', reason: 'processor_declined', text: 'Do Not Honor' });
    expect(amountRule(299999)).toMatchObject({ code: '2999', reason: 'processor_declined' });
    expect(amountRule(300050)).toMatchObject({ code: '3000', reason: 'error' });
    expect(amountRule(300100)).toBeUndefined();
  });

  it("knows Braintree's 3DS2 test cards and how their 3-D Secure goes (issue 16)", () => {
    expect(sandboxCard('4000000000001000')).toEqual({ cardType: 'Visa', outcome: 'approve', threeDSecure: 'frictionless' });
    expect(sandboxCard('4000000000001018')?.threeDSecure).toBe('frictionless_failed');
    expect(sandboxCard('4000000000001091')?.threeDSecure).toBe('challenge');
    expect(sandboxCard('4000000000001109')?.threeDSecure).toBe('challenge_failed');
    expect(lookupResult('frictionless')).toEqual({ status: 'authenticate_successful', liabilityShifted: true, liabilityShiftPossible: true });
    expect(lookupResult('frictionless_failed')).toEqual({ status: 'authenticate_frictionless_failed', liabilityShifted: false, liabilityShiftPossible: true });
    expect(lookupResult('challenge').status).toBe('challenge_required');
    expect(challengeResult('challenge', true).liabilityShifted).toBe(true);
    expect(challengeResult('challenge', false)).toEqual({ status: 'authenticate_failed', liabilityShifted: false, liabilityShiftPossible: true });
    expect(challengeResult('challenge_failed', true).liabilityShifted).toBe(false);
  });
});
