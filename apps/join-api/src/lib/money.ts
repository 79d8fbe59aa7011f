// Money is kept in minor units (cents) on the server and shown with the market's format.
import { formatPrice } from '@join/domain';

const marketLocale: Record<string, string> = {
  USD: 'en-US',
  CAD: 'en-CA',
  GBP: 'en-GB',
  AUD: 'en-AU',
  NZD: 'en-NZ',
  MXN: 'es-MX',
};

export const toMajor = (minor: number) => Math.round(minor) / 100;
export const toMinor = (major: number) => Math.round(major * 100);

export function formatMinor(minor: number, currency: string): string {
  return formatPrice(toMajor(minor), currency, marketLocale[currency] ?? 'en-US');
}

export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(marketLocale[currency] ?? 'en-US', {
    style: 'currency',
    currency,
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}
