import { declineMessage, isApoFpoAddress, PAYMENT_DECLINED } from './decline-messages';

describe('payment refusal messages (spec §8)', () => {
  it("names the reason the provider gives instead of 'Payment method declined' for every refusal", () => {
    // Pins every processor refusal shown as 'Payment method declined'.
    expect(declineMessage('2006')).toBe('validation:paymentExpiryInvalid');
    expect(declineMessage('2004')).toBe('validation:paymentExpiryInvalid');
    expect(declineMessage('2005')).toBe('validation:paymentCardNumberInvalid');
    expect(declineMessage('avs')).toBe('validation:paymentPostalCodeInvalid');
    expect(declineMessage('81813')).toBe('validation:paymentPostalCodeInvalid');
    expect(declineMessage('2000')).toBe(PAYMENT_DECLINED);
    // spec §7 (GB): Braintree's rejection of a sale that required 3-D Secure.
    expect(declineMessage('three_d_secure')).toBe('validation:paymentAuthenticationFailed');
    expect(declineMessage(null)).toBe(PAYMENT_DECLINED);
  });

  it('recognises APO/FPO/DPO military addresses', () => {
    expect(isApoFpoAddress({ city: 'APO', region: 'AE' })).toBe(true);
    expect(isApoFpoAddress({ city: 'fpo', region: 'AP' })).toBe(true);
    expect(isApoFpoAddress({ city: 'Austin', region: 'TX' })).toBe(false);
  });
});
