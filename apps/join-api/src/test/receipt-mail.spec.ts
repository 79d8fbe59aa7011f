// spec §2 /receipt: the receipt mail carries the receipt page's order summary and payment
// information, in the visitor's language (CONTRACTS#both-languages), as the sandbox mailbox shows it.
import { mailbox, pay, payBody, readyRegistration, tokenize } from './checkout-helpers';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** 1001 for two (the co-parent paid for too) from the staged Austin address, Texas tax included. */
const FOR_TWO_TX_TOTAL = 318.73;

async function receiptMailOf(email: string) {
  const mail = (await mailbox(t)).find((m) => m.kind === 'receipt' && m.to === email);
  if (!mail) throw new Error(`no receipt mail for ${email}`);
  return mail;
}

/** A text row as the plain-text part writes it: the label, a colon, spaces, the value. */
const row = (label: string, value: string) =>
  new RegExp(
    `^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: +${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    'm',
  );

describe('the receipt mail carries the order summary', () => {
  it('in English: package, co-parent, subtotal, tax and total as the receipt page, then the payment', async () => {
    const reg = await readyRegistration(t);
    const res = await pay(
      t,
      reg,
      payBody(await tokenize(t), FOR_TWO_TX_TOTAL, { payForCoparent: true }),
      `rm-en-${reg.signupId}`,
    );
    expect(res.status).toBe(200);
    const totals = res.body.receipt.totals;
    const mail = await receiptMailOf(reg.email);
    expect(mail.text).toMatch(/^Order Summary$/m);
    expect(mail.text).toMatch(row('Essentials 1 Year', totals.selectedPackageTotalFormatted));
    expect(mail.text).toMatch(row("Co-parent's subscription", '$149.99'));
    expect(mail.text).toMatch(row('Subtotal', totals.subTotalFormatted));
    expect(mail.text).toMatch(row('Tax', totals.taxAmountFormatted));
    expect(mail.text).toMatch(row('Total', '$318.73'));
    expect(mail.text).toMatch(/^Payment information$/m);
    expect(mail.text).toMatch(row('Paid with', 'Visa ending in 1111'));
    expect(mail.text).toMatch(row('Transaction ID', res.body.receipt.transactionId));
    // The summary comes before the payment, as on the page.
    expect(mail.text.indexOf('Order Summary')).toBeLessThan(mail.text.indexOf('Payment information'));
  });

  it('in Spanish: the same rows in Spanish words, the package by its Spanish name', async () => {
    const reg = await readyRegistration(t);
    const res = await t.call({
      method: 'POST',
      url: `/api/registrations/${reg.signupId}/pay`,
      headers: {
        'accept-language': 'es',
        'x-registration-key': reg.key,
        'idempotency-key': `rm-es-${reg.signupId}`,
      },
      payload: payBody(await tokenize(t), FOR_TWO_TX_TOTAL, { payForCoparent: true }),
    });
    expect(res.status).toBe(200);
    const totals = res.body.receipt.totals;
    const mail = await receiptMailOf(reg.email);
    expect(mail.text).toMatch(/^Resumen del pedido$/m);
    expect(mail.text).toMatch(row('Esencial 1 año', totals.selectedPackageTotalFormatted));
    expect(mail.text).toMatch(row('Suscripción de tu copadre', '$149.99'));
    expect(mail.text).toMatch(row('Subtotal', totals.subTotalFormatted));
    expect(mail.text).toMatch(row('Impuestos', totals.taxAmountFormatted));
    expect(mail.text).toMatch(row('Total', '$318.73'));
    expect(mail.text).toMatch(/^Información de pago$/m);
    expect(mail.text).toMatch(row('Pagado con', 'Visa con terminación 1111'));
    expect(mail.text).toMatch(row('ID de transacción', res.body.receipt.transactionId));
    expect(mail.text).not.toMatch(/\b(Order Summary|Subtotal:.*Tax|Paid with|ending in|Co-parent)\b/);
  });

  it('in Spanish, an order an activation code pays names the code and says so as the method', async () => {
    const [code] = (
      await t.call({
        method: 'POST',
        url: '/api/dev/activation-codes',
        payload: { packageId: 1001, count: 1 },
      })
    ).body.codes;
    const reg = await readyRegistration(t);
    const res = await t.call({
      method: 'POST',
      url: `/api/registrations/${reg.signupId}/pay`,
      headers: {
        'accept-language': 'es',
        'x-registration-key': reg.key,
        'idempotency-key': `rm-code-${reg.signupId}`,
      },
      payload: payBody(null, 0, {
        paymentCodes: [code],
        payment: { amountDisplayed: 0, paymentType: 'CREDIT_CARD', nonce: null },
      }),
    });
    expect(res.status).toBe(200);
    const mail = await receiptMailOf(reg.email);
    expect(mail.text).toMatch(row(`Código de suscripción ${code}`, '−$149.99'));
    expect(mail.text).toMatch(row('Total', '$0.00'));
    expect(mail.text).toMatch(row('Pagado con', 'Código de suscripción'));
  });
});
