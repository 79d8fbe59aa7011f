// spec §2 Payment method step: buttons hidden by a per-package restriction; Venmo only for US
// and when its flag is on; PayPal only when its flag is on and the country is not GB; Apple Pay
// unless hidden by payment restrictions (and, in a browser, only where it is supported). Google Pay
// beside Apple Pay: its own hide flag and flag, and only where Google says the visitor can pay.
import type { Package } from '@join/schemas';
import type { FlagValue } from '@join/state';

export interface MethodRuleInput {
  pkg: Pick<Package, 'hide'>;
  country: string;
  flags: { Venmo: FlagValue; PayPal: FlagValue; ApplePay: FlagValue; GooglePay: FlagValue };
  venmoSupported: boolean;
  applePaySupported: boolean;
  googlePaySupported: boolean;
}

export interface VisibleMethods {
  applePay: boolean;
  googlePay: boolean;
  payPal: boolean;
  venmo: boolean;
  card: true;
}

const on = (v: FlagValue) => v === 'Treatment';

export function visibleMethods({
  pkg,
  country,
  flags,
  venmoSupported,
  applePaySupported,
  googlePaySupported,
}: MethodRuleInput): VisibleMethods {
  const c = country.toUpperCase();
  return {
    applePay: !pkg.hide.applePay && on(flags.ApplePay) && applePaySupported,
    googlePay: !pkg.hide.googlePay && on(flags.GooglePay) && googlePaySupported,
    payPal: !pkg.hide.payPal && on(flags.PayPal) && c !== 'GB',
    venmo: !pkg.hide.venmo && on(flags.Venmo) && c === 'US' && venmoSupported,
    card: true,
  };
}

/**
 * spec §4: an alternative-method authorisation that newly arrives auto-submits the payment
 * method step once per distinct method and nonce. Returns the key to remember, or null when
 * this authorisation was already submitted.
 */
export function autoSubmitKey(
  method: string,
  nonce: string | null | undefined,
  alreadySubmitted: ReadonlySet<string>,
): string | null {
  if (!nonce || method === 'CREDIT_CARD') return null;
  const key = `${method}:${nonce}`;
  return alreadySubmitted.has(key) ? null : key;
}
