// Issue 9: 'no personal data in analytics events beyond ids' — no names, emails, phone numbers
// or card data. Every event passes through stripPersonalData before any sink sees it. The join
// API applies the same rules again and refuses what slips through (its own copy, because the
// server may not import browser libs).

const PERSONAL_KEY_WORDS = new Set([
  'email', 'mail', 'phone', 'mobile', 'tel', 'telephone', 'name', 'firstname', 'lastname', 'fullname', 'username',
  'card', 'cvv', 'cvc', 'pan', 'expiry', 'expiration', 'password', 'pwd', 'address', 'street', 'postal', 'postcode',
  'zip', 'birth', 'dob', 'ssn', 'nonce', 'token', 'security',
]);

function keyWords(key: string): string[] {
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
const DIGITS_AND_SEPARATORS = /^\+?[\d\s().-]+$/;

/** An email anywhere in a string, or a phone or card number (8 or more digits, separators only). */
export function isPersonalValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 10_000_000;
  if (typeof value !== 'string') return false;
  if (EMAIL.test(value)) return true;
  return DIGITS_AND_SEPARATORS.test(value.trim()) && value.replace(/\D/g, '').length >= 8;
}

export type PropertyValue = string | number | boolean | null;

/** The properties without anything that names, reaches or pays as a person. */
export function stripPersonalData(properties: Record<string, unknown> | undefined): { properties: Record<string, PropertyValue>; removed: string[] } {
  const clean: Record<string, PropertyValue> = {};
  const removed: string[] = [];
  for (const [key, value] of Object.entries(properties ?? {})) {
    const primitive = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    // Objects and arrays are dropped too: they could carry anything, and the API takes flat values.
    // A yes/no cannot carry a name or a number, whatever its key says ('coParentEmailKnown').
    const personal = typeof value !== 'boolean' && (isPersonalKey(key) || isPersonalValue(value));
    if (!primitive || personal || (typeof value === 'number' && !Number.isFinite(value))) {
      removed.push(key);
      continue;
    }
    clean[key] = typeof value === 'string' ? value.slice(0, 200) : (value as PropertyValue);
  }
  return { properties: clean, removed };
}
