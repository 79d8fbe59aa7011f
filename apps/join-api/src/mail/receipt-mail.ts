// The receipt mail (spec §2 /receipt, CONTRACTS#both-languages): the order summary and payment
// information of the receipt page, in the recipient's language; mail-content.ts adds the footer.
import type { MailContent } from './mail-content';
import { mailDate } from './mail-date';
import { receiptTables } from './receipt-summary';
import type { MailData, MailLocale } from './templates';

export function receiptMail(r: MailData['receipt'], locale: MailLocale): Omit<MailContent, 'footer'> {
  const date = mailDate(r.renewsAt, locale);
  // spec §2 /receipt: the same order summary and payment information as the receipt page.
  const blocks =
    r.summary && r.payment
      ? receiptTables(
          r.summary,
          r.payment,
          {
            transactionId: r.transactionId,
            total: r.total,
            renewsOn: date,
            paidOn: mailDate(r.payment.paidAt, locale),
          },
          locale,
        )
      : null;
  const tables = blocks
    ? [
        { title: blocks.summaryTitle, rows: blocks.summary, amounts: true },
        { title: blocks.paymentTitle, rows: blocks.payment },
      ]
    : undefined;
  if (locale === 'es') {
    return {
      subject: 'Tu recibo de Harbor',
      preview: `Pagaste ${r.total}. Tu cuenta está activa.`,
      title: 'Gracias por tu compra',
      paragraphs: [
        `Hola, ${r.firstName}:`,
        'Tu pago se realizó con éxito y tu cuenta está activa. Este es tu recibo.',
      ],
      tables,
      details: tables
        ? undefined
        : [
            ['Paquete', r.packageName],
            ['Total cobrado', r.total],
            ...(r.lastFour
              ? ([['Método de pago', `Tarjeta con terminación ${r.lastFour}`]] as [string, string][])
              : []),
            ['ID de transacción', r.transactionId],
            ['Se renueva el', date],
          ],
      after: [
        `Tu suscripción se renueva automáticamente el ${date}. Puedes cancelarla cuando quieras en Mi cuenta.`,
      ],
    };
  }
  return {
    subject: 'Your Harbor receipt',
    preview: `You paid ${r.total}. Your account is active.`,
    title: 'Thank you for your purchase',
    paragraphs: [
      `Hi ${r.firstName},`,
      'Your payment went through and your account is active. Here is your receipt.',
    ],
    tables,
    details: tables
      ? undefined
      : [
          ['Package', r.packageName],
          ['Total charged', r.total],
          ...(r.lastFour ? ([['Payment method', `Card ending in ${r.lastFour}`]] as [string, string][]) : []),
          ['Transaction ID', r.transactionId],
          ['Renews on', date],
        ],
    after: [`Your subscription renews automatically on ${date}. You can cancel at any time in My Account.`],
  };
}
