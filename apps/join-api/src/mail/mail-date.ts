// Dates in mails: the calendar day in UTC, written the recipient's way.
import type { MailLocale } from './templates';

/** '2027-11-22T…' -> 'November 22, 2027' / '22 de noviembre de 2027' (the calendar day, in UTC). */
export function mailDate(iso: string, locale: MailLocale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
