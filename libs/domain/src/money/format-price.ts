// spec §3 Package (currencyCode) and §9 (default currency USD): prices shown with Intl for the
// visitor's locale, so '$1,234.50' in en-US and '1.234,50 €' in es-ES come from one function.
export const DEFAULT_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, f);
  }
  return f;
}

/** Turns 'en' / 'es' / 'es_MX' into a BCP 47 tag Intl accepts. */
export function toIntlLocale(locale: string | null | undefined): string {
  if (!locale) return 'en-US';
  const tag = locale.replace('_', '-');
  if (tag === 'en') return 'en-US';
  if (tag === 'es') return 'es-MX';
  return tag;
}

/** Format an amount in major units (12.5 -> '$12.50'). */
export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY, locale = 'en-US'): string {
  return formatter(toIntlLocale(locale), (currency || DEFAULT_CURRENCY).toUpperCase()).format(amount);
}
