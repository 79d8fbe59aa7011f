import { MESSAGES as M } from './messages';
import { isPaymentMethodStepValid, paymentMethodStepSchema } from './payment-method';
import { errorsOf } from './test-utils';

const card = { paymentMethod: 'CREDIT_CARD' as const, cardValid: true, hasSubscriptionCode: false };

describe('payment method step (spec §5)', () => {
  it.each([
    [{ paymentMethod: 'CREDIT_CARD', cardValid: true }, true],
    [{ paymentMethod: 'CREDIT_CARD', cardNonce: 'fake-valid-nonce' }, true],
    [{ paymentMethod: 'CREDIT_CARD', cardValid: false }, false],
    [{ paymentMethod: 'PAYPAL', paypalNonce: 'pp-nonce' }, true],
    [{ paymentMethod: 'PAYPAL', cardValid: true }, false],
    [{ paymentMethod: 'VENMO', venmoNonce: 'v-nonce' }, true],
    [{ paymentMethod: 'VENMO', paypalNonce: 'pp-nonce' }, false],
    [{ paymentMethod: 'APPLE_PAY', applePayNonce: 'ap-nonce' }, true],
    [{ paymentMethod: 'APPLE_PAY', applePayNonce: '  ' }, false],
  ] as const)('%o ready: %s', (method, ready) => {
    expect(isPaymentMethodStepValid({ hasSubscriptionCode: false, ...method })).toBe(ready);
  });

  it('says the method is incomplete on the method field', () => {
    expect(errorsOf(paymentMethodStepSchema, { ...card, cardValid: false })).toEqual({
      paymentMethod: [M.paymentMethodIncomplete],
    });
  });

  it('needs a code when the subscription code box is ticked', () => {
    expect(
      errorsOf(paymentMethodStepSchema, { ...card, hasSubscriptionCode: true, subscriptionCode: '  ' }),
    ).toEqual({
      subscriptionCode: [M.activationCodeRequired],
    });
  });

  it('refuses a code the pricing call found invalid', () => {
    expect(
      errorsOf(paymentMethodStepSchema, {
        ...card,
        hasSubscriptionCode: true,
        subscriptionCode: 'ABC',
        subscriptionCodeInvalid: true,
      }),
    ).toEqual({
      subscriptionCode: [M.activationCodeInvalid],
    });
    expect(
      isPaymentMethodStepValid({
        ...card,
        hasSubscriptionCode: true,
        subscriptionCode: 'ABC',
        subscriptionCodeInvalid: false,
      }),
    ).toBe(true);
  });

  it('ignores a leftover code when the box is not ticked', () => {
    expect(isPaymentMethodStepValid({ ...card, subscriptionCode: '', subscriptionCodeInvalid: true })).toBe(
      true,
    );
  });

  it('the boolean the button uses agrees with the schema for every combination', () => {
    // The boolean applies the schema's rules without a zod parse (it runs on every render).
    const methods = ['CREDIT_CARD', 'PAYPAL', 'VENMO', 'APPLE_PAY'] as const;
    const nonces = [undefined, '', '  ', 'nonce'];
    let checked = 0;
    for (const paymentMethod of methods)
      for (const cardValid of [undefined, false, true])
        for (const nonce of nonces)
          for (const hasSubscriptionCode of [false, true])
            for (const subscriptionCode of [undefined, '', '  ', 'ABC'])
              for (const subscriptionCodeInvalid of [undefined, false, true]) {
                const step = {
                  paymentMethod,
                  cardValid,
                  cardNonce: nonce,
                  paypalNonce: nonce,
                  venmoNonce: nonce,
                  applePayNonce: nonce,
                  hasSubscriptionCode,
                  subscriptionCode,
                  subscriptionCodeInvalid,
                };
                expect([step, isPaymentMethodStepValid(step)]).toEqual([
                  step,
                  paymentMethodStepSchema.safeParse(step).success,
                ]);
                checked += 1;
              }
    expect(checked).toBe(4 * 3 * 4 * 2 * 4 * 3);
  });
});
