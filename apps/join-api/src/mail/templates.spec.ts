// CONTRACTS#both-languages: every mail in the recipient's language, from MJML templates, with a plain-text part.
import { MAIL_KINDS, mailLocaleOf, renderMail, type MailData, type MailKind } from './templates';

const samples: { [K in MailKind]: MailData[K] } = {
  receipt: {
    firstName: 'Ana',
    packageName: 'Esencial 1 año',
    total: '$1,699.00',
    transactionId: 'sb_123',
    renewsAt: '2027-11-22T10:00:00.000Z',
    lastFour: '1111',
    summary: [
      { text: 'Esencial 1 año', amount: '$1,599.00' },
      { key: 'checkout:summary.subtotal', amount: '$1,599.00' },
      { key: 'checkout:summary.tax', amount: '$100.00' },
      { key: 'checkout:summary.total', amount: '$1,699.00' },
    ],
    payment: {
      paymentType: 'CREDIT_CARD',
      cardType: 'Visa',
      lastFour: '1111',
      paidAt: '2026-11-22T10:00:00.000Z',
    },
  },
  'coparent-invite': {
    inviterName: 'Ana Díaz',
    firstName: 'Beto',
    url: 'https://join.test/app/join/invite?inviteToken=t&userId=u',
    paid: true,
  },
  'invite-link': { firstName: 'Beto', url: 'https://join.test/app/join/invite?inviteToken=t2&userId=u' },
  'professional-welcome': {
    firstName: 'Lucía',
    casesUrl: 'https://join.test/pro/cases',
    passwordUrl: 'https://join.test/app/join/credentials#token=ct',
  },
  'activation-codes': {
    firstName: 'Lucía',
    codes: ['AAAA-1111', 'BBBB-2222'],
    packageName: 'Esencial 1 año',
  },
  'email-change': { firstName: 'Beto', url: 'https://join.test/app/join/invite/confirm-email#token=et' },
  'finish-later': {
    firstName: 'Ana',
    url: 'https://join.test/app/join/resume#token=fl',
    expiresAt: '2027-11-25T10:00:00.000Z',
    reminder: true,
  },
};

/** English words that would betray an untranslated Spanish mail. */
const ENGLISH =
  /\b(Hi|Your|you|the|and|receipt|Package|Total charged|Transaction|Renews|invited|Welcome|Get Started|link|codes|Questions|password)\b/;

const textOfHtml = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>|<head[\s\S]*?<\/head>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('mail templates', () => {
  it.each([...MAIL_KINDS])(
    '%s arrives in Spanish for a Spanish recipient, in HTML and plain text',
    async (kind) => {
      // Pins the English-only mails a Spanish visitor received.
      const mail = await renderMail(kind, 'es', samples[kind] as never);
      for (const part of [mail.subject, mail.text, textOfHtml(mail.html)]) expect(part).not.toMatch(ENGLISH);
      expect(mail.html).toMatch(/<html[^>]*lang="es"/);
      expect(mail.text).not.toMatch(/<[a-z]/i);
      expect(mail.text.length).toBeGreaterThan(40);
    },
  );

  it.each([...MAIL_KINDS])(
    '%s has the same words and link in its HTML and text parts (English)',
    async (kind) => {
      const mail = await renderMail(kind, 'en', samples[kind] as never);
      const firstLine = mail.text.split('\n')[0];
      expect(textOfHtml(mail.html)).toContain(firstLine);
      const links = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
      for (const href of links) expect(mail.text).toContain(href);
    },
  );

  it('is responsive MJML output: a mobile media query and a preview line', async () => {
    const mail = await renderMail('receipt', 'en', samples.receipt);
    expect(mail.html).toContain('@media only screen');
    expect(mail.html).toContain('You paid $1,699.00.');
  });

  it('writes the receipt date in the recipient language', async () => {
    expect((await renderMail('receipt', 'es', samples.receipt)).text).toContain('22 de noviembre de 2027');
    expect((await renderMail('receipt', 'en', samples.receipt)).text).toContain('November 22, 2027');
  });

  it('a receipt queued before its order summary existed still reads whole', async () => {
    const { summary, payment, ...older } = samples.receipt;
    expect(summary && payment).toBeTruthy();
    const mail = await renderMail('receipt', 'en', older);
    expect(mail.text).toMatch(/^Package: +Esencial 1 año$/m);
    expect(mail.text).toMatch(/^Total charged: +\$1,699\.00$/m);
    expect(mail.text).not.toContain('Order Summary');
  });

  it('gives the professional a set-your-password link', async () => {
    const mail = await renderMail('professional-welcome', 'es', samples['professional-welcome']);
    expect(mail.text).toContain('Crear mi contraseña: https://join.test/app/join/credentials#token=ct');
  });

  it('reads the locale of a request or a user', () => {
    expect(['es', 'es_MX', 'es-MX', 'en_US', undefined].map(mailLocaleOf)).toEqual([
      'es',
      'es',
      'es',
      'en',
      'en',
    ]);
  });
});
