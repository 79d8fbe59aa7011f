// spec §8 'Other payment messages': the card provider's processor response codes (Braintree's,
// which the sandbox mirrors) and gateway rejection reasons, mapped to the message the visitor
// reads. Sent as i18n keys of the validation namespace; the browser translates them.
import { PAYMENT_REFUSAL_KEYS as K } from '@join/schemas';

const BY_PROCESSOR_CODE: Record<string, string> = {
  '2004': K.expiry, // Expired Card
  '2006': K.expiry, // Invalid Expiration Date
  '2005': K.cardNumber, // Invalid Credit Card Number
  '2008': K.cardNumber, // Card Account Length Error
  '2051': K.cardNumber, // Credit Card Number does not match method of payment
  '2060': K.postalCode, // Address Verification and Card Security Code Failed
};

/** Braintree's gateway rejection reason 'avs' (and its validation code 81813 for a postal code the state does not have). */
const BY_REASON: Record<string, string> = {
  avs: K.postalCode,
  three_d_secure: K.authentication,
  avs_and_cvv: K.postalCode,
  '81813': K.postalCode,
  '81724': K.cardNumber,
  '81709': K.expiry,
  '81710': K.expiry,
  '81712': K.expiry,
  '81713': K.expiry,
  '81715': K.cardNumber,
  '81716': K.cardNumber,
};

export const PAYMENT_DECLINED = K.declined;

/** The message for a refused payment: a specific one when the provider says why, else 'Payment method declined'. */
export function declineMessage(code: string | null | undefined): string {
  if (!code) return PAYMENT_DECLINED;
  return BY_PROCESSOR_CODE[code] ?? BY_REASON[code] ?? PAYMENT_DECLINED;
}

/** spec §8: 'no APO/FPO addresses for bank transfers'. True for a military mail address. */
export function isApoFpoAddress(
  address: { city?: string | null; region?: string | null } | null | undefined,
): boolean {
  if (!address) return false;
  return (
    /^\s*(APO|FPO|DPO)\s*$/i.test(address.city ?? '') || /^\s*(AA|AE|AP)\s*$/i.test(address.region ?? '')
  );
}
