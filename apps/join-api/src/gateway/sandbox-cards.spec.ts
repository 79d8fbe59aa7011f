// Braintree sandbox rules the local sandbox copies (test numbers, expiry, amounts).
import {
  amountRule,
  cardNumberValid,
  challengeResult,
  cvvValid,
  lookupResult,
  parseExpiry,
  sandboxCard,
} from './sandbox-cards';

describe('sandbox card rules', () => {
  it('knows approving and declining test numbers', () => {
    expect(sandboxCard('4111111111111111')).toEqual({ cardType: 'Visa', outcome: 'approve' });
    expect(sandboxCard('378282246310005')).toEqual({ cardType: 'American Express', outcome: 'approve' });
    expect(sandboxCard('4000111111111115')).toEqual({ cardType: 'Visa', outcome: 'processor_declined' });
    expect(sandboxCard('4242424242424242')).toBeUndefined();
    expect(cardNumberValid('4111111111111111')).toBe(true);
    expect(cardNumberValid('4111111111111112')).toBe(false);
    expect(cardNumberValid('6304000000000000')).toBe(true);
  });

  it('accepts this month or later in MM/YY or MM/YYYY', () => {
    const now = new Date();
    const mm = String(now.getMonth() + 1).padStart(2, '0');
    const yy = String(now.getFullYear() % 100).padStart(2, '0');
    expect(parseExpiry(`${mm}/${yy}`)).toEqual({ month: mm, year: String(now.getFullYear()) });
    expect(parseExpiry(`${mm}/${Number(yy) - 1}`)).toBeUndefined();
    expect(parseExpiry('13/30')).toBeUndefined();
    expect(parseExpiry(`01/${now.getFullYear() + 14}`)).toEqual({
      month: '01',
      year: String(now.getFullYear() + 14),
    });
  });

  it('wants a 3-digit security code, 3 or 4 for American Express', () => {
    expect(cvvValid('123', 'Visa')).toBe(true);
    expect(cvvValid('1234', 'Visa')).toBe(false);
    expect(cvvValid('1234', 'American Express')).toBe(true);
    expect(cvvValid('12', 'American Express')).toBe(false);
  });

  it('declines 2000.00 to 2999.99 with the amount as code and fails 3000.xx', () => {
    expect(amountRule(199999)).toBeUndefined();
    expect(amountRule(200000)).toMatchObject({
      code: '2000',
      reason: 'processor_declined',
      text: 'Do Not Honor',
    });
    expect(amountRule(299999)).toMatchObject({ code: '2999', reason: 'processor_declined' });
    expect(amountRule(300050)).toMatchObject({ code: '3000', reason: 'error' });
    expect(amountRule(300100)).toBeUndefined();
  });

  it("knows Braintree's 3DS2 test cards and how their 3-D Secure goes (spec §7 GB)", () => {
    expect(sandboxCard('4000000000001000')).toEqual({
      cardType: 'Visa',
      outcome: 'approve',
      threeDSecure: 'frictionless',
    });
    expect(sandboxCard('4000000000001018')?.threeDSecure).toBe('frictionless_failed');
    expect(sandboxCard('4000000000001091')?.threeDSecure).toBe('challenge');
    expect(sandboxCard('4000000000001109')?.threeDSecure).toBe('challenge_failed');
    expect(lookupResult('frictionless')).toEqual({
      status: 'authenticate_successful',
      liabilityShifted: true,
      liabilityShiftPossible: true,
    });
    expect(lookupResult('frictionless_failed')).toEqual({
      status: 'authenticate_frictionless_failed',
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
    expect(lookupResult('challenge').status).toBe('challenge_required');
    expect(challengeResult('challenge', true).liabilityShifted).toBe(true);
    expect(challengeResult('challenge', false)).toEqual({
      status: 'authenticate_failed',
      liabilityShifted: false,
      liabilityShiftPossible: true,
    });
    expect(challengeResult('challenge_failed', true).liabilityShifted).toBe(false);
  });
});
