// Braintree's sandbox test values: card numbers, fake nonces and amount rules, so a checkout
// behaves offline the way it would against Braintree's sandbox.
import valid from 'card-validator';
import type { PaymentType } from '@join/schemas';

export type CardOutcome = 'approve' | 'processor_declined';

/** Test numbers that approve. */
const approved: Record<string, string> = {
  '4111111111111111': 'Visa',
  '4005519200000004': 'Visa',
  '4009348888881881': 'Visa',
  '4012000033330026': 'Visa',
  '4012000077777777': 'Visa',
  '4012888888881881': 'Visa',
  '4217651111111119': 'Visa',
  '4500600000000061': 'Visa',
  '5555555555554444': 'MasterCard',
  '2223000048400011': 'MasterCard',
  '378282246310005': 'American Express',
  '371449635398431': 'American Express',
  '6011111111111117': 'Discover',
  '3530111333300000': 'JCB',
  '6304000000000000': 'Maestro',
};

/** Test numbers the processor declines (code 2000 Do Not Honor). */
const declined: Record<string, string> = {
  '4000111111111115': 'Visa',
  '5105105105105100': 'MasterCard',
  '378734493671000': 'American Express',
  '6011000990139424': 'Discover',
};

/**
 * spec §7 (GB): how a card's 3-D Secure 2 lookup goes. Braintree's 3DS2 sandbox cards (its "3D Secure
 * testing" guide, CardinalCommerce's test cases): frictionless success, frictionless failure, a
 * challenge the visitor completes (or fails), a challenge the issuer fails whatever is typed.
 * Every other approving test card authenticates frictionlessly here (our choice, so a GB visitor
 * with the everyday 4111 card is not stopped; the cards below are the ones to test 3-D Secure).
 */
export type ThreeDSecureProfile = 'frictionless' | 'frictionless_failed' | 'challenge' | 'challenge_failed';

const threeDSecureCards: Record<string, { cardType: string; profile: ThreeDSecureProfile }> = {
  '4000000000001000': { cardType: 'Visa', profile: 'frictionless' },
  '5200000000001005': { cardType: 'MasterCard', profile: 'frictionless' },
  '4000000000001018': { cardType: 'Visa', profile: 'frictionless_failed' },
  '5200000000001013': { cardType: 'MasterCard', profile: 'frictionless_failed' },
  '4000000000001091': { cardType: 'Visa', profile: 'challenge' },
  '4000000000001109': { cardType: 'Visa', profile: 'challenge_failed' },
};

/**
 * The issuer's country of a test card, as Braintree's binData.countryOfIssuance reports it (ISO
 * alpha-2 here). Our choice for the sandbox: the 3-D Secure test cards are issued in the UK, where
 * Strong Customer Authentication applies; 4012888888881881 is a US card; the others are unknown.
 */
export function sandboxCardCountry(number: string): string | null {
  if (threeDSecureCards[number]) return 'GB';
  if (number === '4012888888881881') return 'US';
  return null;
}

/** A card number the card provider would take (brand, length, Luhn): card-validator's check. */
export function cardNumberValid(number: string): boolean {
  return valid.number(number).isValid;
}

export function sandboxCard(
  number: string,
): { cardType: string; outcome: CardOutcome; threeDSecure?: ThreeDSecureProfile } | undefined {
  const threeDS = threeDSecureCards[number];
  if (threeDS) return { cardType: threeDS.cardType, outcome: 'approve', threeDSecure: threeDS.profile };
  if (approved[number]) return { cardType: approved[number], outcome: 'approve' };
  if (declined[number]) return { cardType: declined[number], outcome: 'processor_declined' };
  return undefined;
}

export interface SandboxThreeDSecure {
  status: string;
  liabilityShifted: boolean;
  liabilityShiftPossible: boolean;
}

/** What the 3-D Secure lookup answers for a card (a challenge is answered by challengeResult). */
export function lookupResult(profile: ThreeDSecureProfile): SandboxThreeDSecure {
  switch (profile) {
    case 'frictionless':
      return { status: 'authenticate_successful', liabilityShifted: true, liabilityShiftPossible: true };
    case 'frictionless_failed':
      return {
        status: 'authenticate_frictionless_failed',
        liabilityShifted: false,
        liabilityShiftPossible: true,
      };
    default:
      return { status: 'challenge_required', liabilityShifted: false, liabilityShiftPossible: true };
  }
}

/** The outcome of the challenge: approved by the visitor on a card whose issuer accepts it, or failed. */
export function challengeResult(profile: ThreeDSecureProfile, approved: boolean): SandboxThreeDSecure {
  if (profile === 'challenge' && approved)
    return { status: 'authenticate_successful', liabilityShifted: true, liabilityShiftPossible: true };
  return { status: 'authenticate_failed', liabilityShifted: false, liabilityShiftPossible: true };
}

/** Braintree's fake 3-D Secure nonces (a Visa ending 1881 that already went through 3-D Secure). */
export const fakeThreeDSecureNonces: Record<string, SandboxThreeDSecure> = {
  'fake-three-d-secure-visa-full-authentication-nonce': {
    status: 'authenticate_successful',
    liabilityShifted: true,
    liabilityShiftPossible: true,
  },
  'fake-three-d-secure-visa-failed-authentication-nonce': {
    status: 'authenticate_failed',
    liabilityShifted: false,
    liabilityShiftPossible: true,
  },
};

/** MM/YY or MM/YYYY, this month or later (card-validator's expiry rule); month and four-digit year. */
export function parseExpiry(value: string): { month: string; year: string } | undefined {
  const check = valid.expirationDate(value.replace(/\s/g, ''));
  if (!check.isValid || !check.month || !check.year) return undefined;
  return {
    month: check.month.padStart(2, '0'),
    year: check.year.length === 2 ? `20${check.year}` : check.year,
  };
}

/** The security code: 3 digits, 3 or 4 for American Express (Braintree's sandbox). */
export function cvvValid(cvv: string, cardType: string): boolean {
  return valid.cvv(cvv.trim(), cardType === 'American Express' ? [3, 4] : 3).isValid;
}

export interface FakeNonce {
  paymentType: PaymentType;
  cardType: string | null;
  lastFour: string | null;
  outcome: CardOutcome;
}

/** Braintree's static fake nonces; unlike tokenised nonces they may be used many times. */
export const fakeNonces: Record<string, FakeNonce> = {
  'fake-valid-nonce': { paymentType: 'CREDIT_CARD', cardType: 'Visa', lastFour: '1881', outcome: 'approve' },
  'fake-valid-visa-nonce': {
    paymentType: 'CREDIT_CARD',
    cardType: 'Visa',
    lastFour: '1881',
    outcome: 'approve',
  },
  'fake-valid-mastercard-nonce': {
    paymentType: 'CREDIT_CARD',
    cardType: 'MasterCard',
    lastFour: '4444',
    outcome: 'approve',
  },
  'fake-valid-amex-nonce': {
    paymentType: 'CREDIT_CARD',
    cardType: 'American Express',
    lastFour: '0005',
    outcome: 'approve',
  },
  'fake-valid-discover-nonce': {
    paymentType: 'CREDIT_CARD',
    cardType: 'Discover',
    lastFour: '1117',
    outcome: 'approve',
  },
  'fake-processor-declined-visa-nonce': {
    paymentType: 'CREDIT_CARD',
    cardType: 'Visa',
    lastFour: '1115',
    outcome: 'processor_declined',
  },
  'fake-processor-declined-mastercard-nonce': {
    paymentType: 'CREDIT_CARD',
    cardType: 'MasterCard',
    lastFour: '5100',
    outcome: 'processor_declined',
  },
  'fake-paypal-billing-agreement-nonce': {
    paymentType: 'PAYPAL',
    cardType: null,
    lastFour: null,
    outcome: 'approve',
  },
  'fake-paypal-one-time-nonce': { paymentType: 'PAYPAL', cardType: null, lastFour: null, outcome: 'approve' },
  'fake-venmo-account-nonce': { paymentType: 'VENMO', cardType: null, lastFour: null, outcome: 'approve' },
  'fake-apple-pay-visa-nonce': {
    paymentType: 'APPLE_PAY',
    cardType: 'Visa',
    lastFour: '1881',
    outcome: 'approve',
  },
  'fake-apple-pay-mastercard-nonce': {
    paymentType: 'APPLE_PAY',
    cardType: 'MasterCard',
    lastFour: '4444',
    outcome: 'approve',
  },
  'fake-apple-pay-amex-nonce': {
    paymentType: 'APPLE_PAY',
    cardType: 'American Express',
    lastFour: '0005',
    outcome: 'approve',
  },
  // Google Pay, by Braintree's older name for it (Android Pay).
  'fake-android-pay-nonce': {
    paymentType: 'GOOGLE_PAY',
    cardType: 'Visa',
    lastFour: '1111',
    outcome: 'approve',
  },
  'fake-android-pay-visa-nonce': {
    paymentType: 'GOOGLE_PAY',
    cardType: 'Visa',
    lastFour: '1111',
    outcome: 'approve',
  },
  'fake-android-pay-mastercard-nonce': {
    paymentType: 'GOOGLE_PAY',
    cardType: 'MasterCard',
    lastFour: '4444',
    outcome: 'approve',
  },
  'fake-android-pay-amex-nonce': {
    paymentType: 'GOOGLE_PAY',
    cardType: 'American Express',
    lastFour: '0005',
    outcome: 'approve',
  },
  'fake-android-pay-discover-nonce': {
    paymentType: 'GOOGLE_PAY',
    cardType: 'Discover',
    lastFour: '1117',
    outcome: 'approve',
  },
  'fake-three-d-secure-visa-full-authentication-nonce': {
    paymentType: 'CREDIT_CARD',
    cardType: 'Visa',
    lastFour: '1881',
    outcome: 'approve',
  },
  'fake-three-d-secure-visa-failed-authentication-nonce': {
    paymentType: 'CREDIT_CARD',
    cardType: 'Visa',
    lastFour: '1881',
    outcome: 'approve',
  },
};

const processorTexts: Record<number, string> = {
  2000: 'Do Not Honor',
  2001: 'Insufficient Funds',
  2002: 'Limit Exceeded',
  2003: "Cardholder's Activity Limit Exceeded",
  2004: 'Expired Card',
  2005: 'Invalid Credit Card Number',
  2006: 'Invalid Expiration Date',
  2007: 'No Account',
  2010: 'Card Issuer Declined CVV',
  2015: 'Transaction Not Allowed',
  2038: 'Processor Declined',
  2046: 'Declined',
};

/**
 * Braintree's sandbox amount rules: 2000.00 to 2999.99 is declined with the processor
 * response code equal to the whole amount; 3000.00 to 3000.99 fails as a processor outage.
 */
export function amountRule(
  amountMinor: number,
): { code: string; text: string; reason: 'processor_declined' | 'error' } | undefined {
  const whole = Math.floor(amountMinor / 100);
  if (whole >= 2000 && whole <= 2999)
    return {
      code: String(whole),
      text: processorTexts[whole] ?? 'Processor Declined',
      reason: 'processor_declined',
    };
  if (whole === 3000)
    return { code: '3000', text: 'Processor Network Unavailable - Try Again', reason: 'error' };
  return undefined;
}
