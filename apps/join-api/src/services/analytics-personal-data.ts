// Issue 9: 'no personal data in analytics events beyond ids' (no names, emails, phone numbers or
// card data). The browser strips these before sending (libs/analytics personal-data guard); the
// API checks again because a browser can be changed, and refuses rather than stores. The two
// copies are small on purpose: the server may not import browser libs.

/** Words that, as part of a property key, mean the value is about a person. */
const PERSONAL_KEY_WORDS = new Set([
  'email', 'mail', 'phone', 'mobile', 'tel', 'telephone', 'name', 'firstname', 'lastname', 'fullname', 'username',
  'card', 'cvv', 'cvc', 'pan', 'expiry', 'expiration', 'password', 'pwd', 'address', 'street', 'postal', 'postcode',
  'zip', 'birth', 'dob', 'ssn', 'nonce', 'token', 'security',
]);

export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isPersonalKey(key: string): boolean {
  const words = keyWords(key);
  return words.some((w) => PERSONAL_KEY_WORDS.has(w)) || PERSONAL_KEY_WORDS.has(words.join(''));
}

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const PHONE_OR_CARD = /^\+?[\d\s().-]+$/;

/** Emails, and phone or card numbers (8 or more digits with only separators between them). */
export function isPersonalValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 10_000_000;
  if (typeof value !== 'string') return false;
  if (EMAIL.test(value)) return true;
  if (PHONE_OR_CARD.test(value.trim())) return value.replace(/\D/g, '').length >= 8;
  return false;
}

/** The property keys of one event that carry, or look like they carry, personal data. */
export function personalDataIn(properties: Record<string, unknown>): string[] {
  return Object.entries(properties)
    // A yes/no cannot carry a name or a number, whatever its key says ('coParentEmailKnown').
    .filter(([key, value]) => typeof value !== 'boolean' && (isPersonalKey(key) || isPersonalValue(value)))
    .map(([key]) => key);
}
