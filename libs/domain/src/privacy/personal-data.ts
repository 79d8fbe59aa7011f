// CONTRACTS#analytics-and-discount-links: 'no personal data in analytics events beyond ids' (no names, emails, phone numbers or
// card data). One rule for both sides: the browser strips such properties before sending
// (libs/analytics) and the join API refuses what slips through, because a browser can be changed.

/** Words that, as part of a property key, mean the value is about a person. */
const PERSONAL_KEY_WORDS = new Set([
  'email',
  'mail',
  'phone',
  'mobile',
  'tel',
  'telephone',
  'name',
  'firstname',
  'lastname',
  'fullname',
  'username',
  'card',
  'cvv',
  'cvc',
  'pan',
  'expiry',
  'expiration',
  'password',
  'pwd',
  'address',
  'street',
  'postal',
  'postcode',
  'zip',
  'birth',
  'dob',
  'ssn',
  'nonce',
  'token',
  'security',
]);

export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** 'firstName', 'coParent_email', 'cardLastFour', 'credentialsToken'... but not 'userId'. */
export function isPersonalKey(key: string): boolean {
  const words = keyWords(key);
  return words.some((w) => PERSONAL_KEY_WORDS.has(w)) || PERSONAL_KEY_WORDS.has(words.join(''));
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const PHONE_OR_CARD = /^\+?[\d\s().-]+$/;

/** An email anywhere in a string, or a phone or card number (8 or more digits, separators only). */
export function isPersonalValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 10_000_000;
  if (typeof value !== 'string') return false;
  if (EMAIL.test(value)) return true;
  return PHONE_OR_CARD.test(value.trim()) && value.replace(/\D/g, '').length >= 8;
}

/** A yes/no cannot carry a name or a number, whatever its key says ('coParentEmailKnown'). */
export function isPersonalProperty(key: string, value: unknown): boolean {
  return typeof value !== 'boolean' && (isPersonalKey(key) || isPersonalValue(value));
}
