// CONTRACTS#analytics-and-discount-links: 'no personal data in analytics events beyond ids' — no names, emails, phone numbers
// or card data. Every event passes through stripPersonalData before any sink sees it. The rule
// lives in @join/domain, which the join API applies again to refuse what slips through.
import { isPersonalKey, isPersonalProperty, isPersonalValue } from '@join/domain';

export { isPersonalKey, isPersonalValue };

export type PropertyValue = string | number | boolean | null;

/** The properties without anything that names, reaches or pays as a person. */
export function stripPersonalData(properties: Record<string, unknown> | undefined): {
  properties: Record<string, PropertyValue>;
  removed: string[];
} {
  const clean: Record<string, PropertyValue> = {};
  const removed: string[] = [];
  for (const [key, value] of Object.entries(properties ?? {})) {
    const primitive = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    // Objects and arrays are dropped too: they could carry anything, and the API takes flat values.
    // A yes/no cannot carry a name or a number, whatever its key says ('coParentEmailKnown').
    const personal = isPersonalProperty(key, value);
    if (!primitive || personal || (typeof value === 'number' && !Number.isFinite(value))) {
      removed.push(key);
      continue;
    }
    clean[key] = typeof value === 'string' ? value.slice(0, 200) : (value as PropertyValue);
  }
  return { properties: clean, removed };
}
