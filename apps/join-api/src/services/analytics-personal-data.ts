// CONTRACTS#analytics-and-discount-links: the API checks again for personal data in analytics events, because a browser can be
// changed, and refuses rather than stores. The rule itself is @join/domain's, shared with the
// browser's guard in libs/analytics.
import { isPersonalKey, isPersonalProperty, isPersonalValue, keyWords } from '@join/domain';

export { isPersonalKey, isPersonalValue, keyWords };

/** The property keys of one event that carry, or look like they carry, personal data. */
export function personalDataIn(properties: Record<string, unknown>): string[] {
  return Object.entries(properties)
    .filter(([key, value]) => isPersonalProperty(key, value))
    .map(([key]) => key);
}
