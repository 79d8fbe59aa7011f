// spec §8 error catalogue: every message exists in English (in the spec's words where the spec
// quotes them) and in Spanish, and serverText, the browser's one rule for the API's texts,
// shows a Spanish visitor each of them in Spanish.
import { createI18n } from './create-i18n';
import { serverKeyNamespace, serverText, UNKNOWN_SERVER_TEXT } from './server-text';

const en = createI18n('en');
const es = createI18n('es');

/** [key, the spec's English wording] for each message of spec §8. */
const SPEC_8: [string, string][] = [
  ['common:genericErrorMessage', 'Something went wrong. Please try again.'],
  ['validation:duplicateUser', 'It appears you are attempting to create a duplicate user.'],
  ['parent:duplicate.duplicateUser', 'It appears you are attempting to create a duplicate user.'],
  ['parent:step2.duplicate.title', "Your co-parent's account may be a duplicate."],
  [
    'parent:step2.duplicate.body',
    'You can continue your registration, but you will need to contact support at {{phone}} to ensure we get you connected with your co-parent.',
  ],
  ['invite:billingInfo.unexpected', 'An unexpected error occurred. Please try again.'],
  ['checkout:payment.inviteError', 'Something went wrong. Please try again.'],
  [
    'validation:pricingChanged',
    'Unable to calculate pricing. Please verify your billing information and try again.',
  ],
  [
    'checkout:payment.pricingFailed',
    'Unable to calculate pricing. Please verify your billing information and try again.',
  ],
  [
    'checkout:payment.pricingOther',
    'Something went wrong with our pricing. Please refresh the page or try again later.',
  ],
  [
    'checkout:payment.paypalInitError',
    'There was an error setting up PayPal. Please refresh the page or try again later.',
  ],
  ['validation:paymentDeclined', 'Payment method declined'],
  ['checkout:payment.declined', 'Payment method declined'],
  ['validation:activationCodeInvalid', 'Invalid activation code'],
  ['validation:promoCodeInvalid', 'Invalid promo code'],
  ['checkout:payment.paymentError', 'Unexpected error. Please try again.'],
  ['checkout:credentials.error', 'Something went wrong with your request. Please try again later.'],
  ['invite:request.failed', 'Something went wrong. Please try again later.'],
  ['invite:request.sentTitle', 'Thank you! Your new link is on the way.'],
  ['checkout:login.login_error', 'The username or password you entered is incorrect.'],
];

describe('spec §8 messages', () => {
  it.each(SPEC_8)('%s reads "%s" in English and has its own Spanish', (key, english) => {
    expect(en.t(key, { phone: '{{phone}}' })).toBe(english);
    expect(es.exists(key)).toBe(true);
    expect(es.t(key)).not.toBe(en.t(key));
  });
});

describe('serverText: texts from the API are always keys', () => {
  it.each(SPEC_8.map(([key]) => key))('a Spanish visitor reads %s in Spanish', (key) => {
    expect(serverText(key, es)).toBe(es.t(key));
    expect(serverText(key, es)).not.toBe(serverText(key, en));
  });

  it('shows the generic message in the visitor language for an unknown key or a sentence, never the raw text', () => {
    expect(serverText('validation:noSuchMessage', es)).toBe(es.t(UNKNOWN_SERVER_TEXT));
    expect(serverText('Payment method declined', es)).toBe('Este valor no es válido.');
    expect(serverText('Payment method declined', en)).toBe(en.t(UNKNOWN_SERVER_TEXT));
  });

  it('names the namespace a key lives in', () => {
    expect(serverKeyNamespace('checkout:login.login_error')).toBe('checkout');
    expect(serverKeyNamespace('Invalid promo code')).toBeNull();
  });
});
