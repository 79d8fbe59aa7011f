import { autoSubmitKey, visibleMethods, type MethodRuleInput } from './method-rules';
import { payFailureAction } from './pay-failure';

const hide = { amex: false, discover: false, applePay: false, googlePay: false, payPal: false, venmo: false };
const input = (patch: Partial<MethodRuleInput> = {}): MethodRuleInput => ({
  pkg: { hide },
  country: 'US',
  flags: { Venmo: 'Treatment', PayPal: 'Treatment', ApplePay: 'Treatment', GooglePay: 'Treatment' },
  venmoSupported: true,
  applePaySupported: true,
  googlePaySupported: true,
  ...patch,
});

describe('payment method rules (spec §2 Payment method step)', () => {
  it('offers every method in the US with the flags on', () =>
    expect(visibleMethods(input())).toEqual({
      applePay: true,
      googlePay: true,
      payPal: true,
      venmo: true,
      card: true,
    }));
  it('Venmo only for US and when its flag is on', () => {
    expect(visibleMethods(input({ country: 'CA' })).venmo).toBe(false);
    expect(
      visibleMethods(
        input({
          flags: { Venmo: 'Control', PayPal: 'Treatment', ApplePay: 'Treatment', GooglePay: 'Treatment' },
        }),
      ).venmo,
    ).toBe(false);
  });
  it('PayPal only with its flag and not for GB', () => {
    expect(visibleMethods(input({ country: 'GB' })).payPal).toBe(false);
    expect(visibleMethods(input({ country: 'CA' })).payPal).toBe(true);
    expect(
      visibleMethods(
        input({
          flags: { Venmo: 'Treatment', PayPal: 'Off', ApplePay: 'Treatment', GooglePay: 'Treatment' },
        }),
      ).payPal,
    ).toBe(false);
  });
  it('each button is hidden by its package restriction', () => {
    expect(visibleMethods(input({ pkg: { hide: { ...hide, applePay: true } } })).applePay).toBe(false);
    expect(visibleMethods(input({ pkg: { hide: { ...hide, payPal: true } } })).payPal).toBe(false);
    expect(visibleMethods(input({ pkg: { hide: { ...hide, venmo: true } } })).venmo).toBe(false);
    expect(visibleMethods(input({ pkg: { hide: { ...hide, googlePay: true } } }))).toMatchObject({
      googlePay: false,
      applePay: true,
    });
  });
  it('Google Pay beside Apple Pay: its own flag, every market the package allows, only where Google says the visitor can pay', () => {
    expect(
      visibleMethods(
        input({
          flags: { Venmo: 'Treatment', PayPal: 'Treatment', ApplePay: 'Treatment', GooglePay: 'Control' },
        }),
      ),
    ).toMatchObject({ googlePay: false, applePay: true });
    expect(visibleMethods(input({ country: 'GB' })).googlePay).toBe(true);
    expect(visibleMethods(input({ googlePaySupported: false }))).toMatchObject({
      googlePay: false,
      applePay: true,
    });
  });
  it('unsupported browsers hide Venmo and Apple Pay', () => {
    expect(visibleMethods(input({ applePaySupported: false, venmoSupported: false }))).toMatchObject({
      applePay: false,
      venmo: false,
    });
  });
  it('auto-submits once per method and nonce', () => {
    const seen = new Set<string>();
    const key = autoSubmitKey('PAYPAL', 'n1', seen)!;
    seen.add(key);
    expect(autoSubmitKey('PAYPAL', 'n1', seen)).toBeNull();
    expect(autoSubmitKey('PAYPAL', 'n2', seen)).toBe('PAYPAL:n2');
    expect(autoSubmitKey('VENMO', 'n1', seen)).toBe('VENMO:n1');
    expect(autoSubmitKey('CREDIT_CARD', 'n1', seen)).toBeNull();
  });
});

describe('pay failures (spec §8)', () => {
  // Pins: a package refused at Pay for the billing or phone country showed the generic payment error, not the mismatch modal.
  it('opens the mismatch modal when Pay finds the package does not suit the countries (spec §2)', () => {
    const refused = {
      ok: false as const,
      kind: 'conflict' as const,
      status: 409,
      message: 'package.country.mismatch',
    };
    expect(payFailureAction(refused, false)).toEqual({ kind: 'mismatch' });
    expect(payFailureAction(refused, true)).toEqual({ kind: 'mismatch' });
    expect(
      payFailureAction({ ok: false, kind: 'conflict', status: 409, message: 'payment.in.progress' }, false),
    ).toEqual({ kind: 'message', message: null });
  });
  it('routes duplicates, lost sessions and invite auth failures', () => {
    expect(payFailureAction({ ok: false, kind: 'duplicate' }, false)).toEqual({ kind: 'duplicate' });
    expect(payFailureAction({ ok: false, kind: 'expired', status: 403 }, false)).toEqual({
      kind: 'restart',
      to: '/step1',
    });
    expect(payFailureAction({ ok: false, kind: 'inviteAuth', bodyStatus: 112 }, true)).toEqual({
      kind: 'restart',
      to: '/invite/request',
    });
    expect(payFailureAction({ ok: false, kind: 'expired', status: 403 }, true)).toEqual({
      kind: 'restart',
      to: '/invite/request',
    });
  });
  it('joins validation texts with commas; a refused payment method is a decline', () => {
    expect(
      payFailureAction(
        {
          ok: false,
          kind: 'validation',
          fieldErrors: [
            { field: 'address.postalCode', text: 'A' },
            { field: 'x', text: 'B' },
          ],
        },
        false,
      ),
    ).toEqual({ kind: 'message', message: 'A, B' });
    expect(
      payFailureAction(
        {
          ok: false,
          kind: 'validation',
          fieldErrors: [{ field: 'payment', text: 'Payment method declined' }],
        },
        false,
      ),
    ).toEqual({
      kind: 'declined',
      message: 'Payment method declined',
      reason: 'Payment method declined',
    });
    // The refusal keeps the server's key, so the notice can say the card was not authenticated.
    expect(
      payFailureAction(
        {
          ok: false,
          kind: 'validation',
          fieldErrors: [
            {
              field: 'payment',
              key: 'validation:paymentAuthenticationFailed',
              text: 'No se pudo autenticar la tarjeta',
            },
          ],
        },
        false,
      ),
    ).toEqual({
      kind: 'declined',
      message: 'No se pudo autenticar la tarjeta',
      reason: 'validation:paymentAuthenticationFailed',
    });
  });
  it('anything else is the generic error', () =>
    expect(payFailureAction({ ok: false, kind: 'server', status: 500 }, false)).toEqual({
      kind: 'message',
      message: null,
    }));
});

describe('pay failures that are not a decline', () => {
  it('a changed amount is a message, not a spent payment method', () => {
    expect(
      payFailureAction(
        {
          ok: false,
          kind: 'conflict',
          fieldErrors: [{ field: 'payment.amountDisplayed', text: 'Unable to calculate pricing.' }],
        },
        false,
      ),
    ).toEqual({
      kind: 'message',
      message: 'Unable to calculate pricing.',
    });
  });
});
