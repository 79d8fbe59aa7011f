// The mails of spec §7: receipt, co-parent invite, new invite link, professional welcome, and the
// professional's activation codes. CONTRACTS#money-under-faults: a mail is queued as (kind, locale, data) in the
// outbox and rendered at send time by renderMail, the one function that turns template inputs
// into a subject, a plain-text part and an HTML part. `data` is stored as JSON, so every input
// is a plain value (dates as ISO strings). CONTRACTS#both-languages: the mails are MJML templates in the
// recipient's language with a plain-text part.

import { mailContent } from './mail-content';
import { layoutMail } from './mail-layout';
import type { ReceiptPayment, SummaryLine } from './receipt-summary';

export type MailLocale = 'en' | 'es';

/** 'es', 'es_MX', 'es-MX' -> 'es'; anything else (or nothing) -> 'en'. */
export const mailLocaleOf = (locale: string | null | undefined): MailLocale =>
  /^es(\b|[-_])/i.test(locale ?? '') ? 'es' : 'en';

export interface MailData {
  /** summary and payment: the receipt page's two blocks (receipt-summary.ts); absent in mails queued before them. */
  receipt: {
    firstName: string;
    packageName: string;
    total: string;
    transactionId: string;
    renewsAt: string;
    lastFour: string | null;
    summary?: SummaryLine[];
    payment?: ReceiptPayment;
  };
  'coparent-invite': { inviterName: string; firstName: string; url: string; paid: boolean };
  'invite-link': { firstName: string; url: string };
  /** passwordUrl: the set-your-password link (a credentials token), absent in mails queued before it existed. */
  'professional-welcome': { firstName: string; casesUrl: string; passwordUrl?: string };
  'activation-codes': { firstName: string; codes: string[]; packageName: string };
  /** Sent to the new address: the change applies only once its link is opened (CONTRACTS#trust 5). */
  'email-change': { firstName: string; url: string };
  /** docs/security.md Finish-later link: `reminder` is the one mail a day later to an opted-in visitor. */
  'finish-later': { firstName: string; url: string; expiresAt: string; reminder: boolean };
}
export type MailKind = keyof MailData;
export const MAIL_KINDS = [
  'receipt',
  'coparent-invite',
  'invite-link',
  'professional-welcome',
  'activation-codes',
  'email-change',
  'finish-later',
] as const satisfies readonly MailKind[];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function inviteUrl(publicUrl: string, inviteToken: string, userId: string): string {
  // CONTRACTS#trust 3: the token rides in the fragment, which no server, log or Referer ever sees.
  return `${publicUrl}/app/join/invite?userId=${encodeURIComponent(userId)}#inviteToken=${encodeURIComponent(inviteToken)}`;
}

export function emailChangeUrl(publicUrl: string, token: string): string {
  // The token rides in the fragment, like the invite's.
  return `${publicUrl}/app/join/invite/confirm-email#token=${encodeURIComponent(token)}`;
}

export function finishLaterUrl(publicUrl: string, token: string): string {
  // The token rides in the fragment, like the invite's; the registration key is never in a link.
  return `${publicUrl}/app/join/resume#token=${encodeURIComponent(token)}`;
}

/** The one place a queued mail becomes text: called by the outbox worker at send time. The
 *  words are in mail-content.ts (English and Spanish), the look in mail-layout.ts (MJML). */
export async function renderMail<K extends MailKind>(
  kind: K,
  locale: MailLocale,
  data: MailData[K],
): Promise<RenderedMail> {
  return layoutMail(mailContent(kind, locale, data), locale);
}
