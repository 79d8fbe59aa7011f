// Pins: printed, /receipt showed the header, the footer, the store badges and the Login button
// around the order instead of the receipt alone. spec §2 /receipt: the receipt mail carries the
// page's order summary, in the visitor's language.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { payByCard, type Language } from './support/card-steps';
import { shot } from './support/shots';
import { DESKTOP, PHONE } from './support/traps';

const WORDS = {
  en: {
    username: 'Username',
    password: 'Password',
    complete: 'Complete Signup',
    title: 'Account activated!',
    summary: 'Order Summary',
    login: 'Login',
  },
  es: {
    username: 'Nombre de usuario',
    password: 'Contraseña',
    complete: 'Completar registro',
    title: '¡Cuenta activada!',
    summary: 'Resumen del pedido',
    login: 'Iniciar sesión',
  },
} as const;

async function toReceipt(page: Page, lang: Language = 'en') {
  const w = WORDS[lang];
  const { email } = await seedCheckout(page, { lang });
  await page.goto(paymentUrl('GROW872:Treatment'));
  await payByCard(page, { lang });
  await page.getByLabel(w.username).fill(`print_${Date.now().toString(36)}`);
  await page.getByLabel(w.password, { exact: true }).fill('Harbor-2026-safe!');
  await page.getByRole('button', { name: w.complete }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible({ timeout: 15_000 });
  return email;
}

/** The receipt page's Order Summary as rows of words and amount. */
async function pageSummary(page: Page): Promise<[string, string][]> {
  const rows = page.locator('.co-receipt .co-summary > div');
  return rows.evaluateAll((divs) =>
    divs.map(
      (d) =>
        [
          d.querySelector('dt')?.textContent?.trim() ?? '',
          d.querySelector('dd')?.textContent?.trim() ?? '',
        ] as [string, string],
    ),
  );
}

/** The plain-text part of the receipt mail sent to `email`, once the outbox has sent it. */
async function receiptMailText(request: APIRequestContext, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as {
          messages: { kind: string; to: string; text: string }[];
        };
        text = messages.find((m) => m.kind === 'receipt' && m.to === email)?.text ?? '';
        return text.length > 0;
      },
      { message: `the receipt mail to ${email}` },
    )
    .toBe(true);
  return text;
}

/** The page's rows as the mail's text part writes them ('Label:   value', or the label alone). */
function expectMailHasRows(mail: string, rows: [string, string][]) {
  const lines = mail.split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
  for (const [label, value] of rows)
    expect(lines, `${label} ${value}`).toContain(value ? `${label}: ${value}` : label);
}

for (const size of [PHONE, DESKTOP]) {
  test(`the printed receipt is the order alone at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    const email = await toReceipt(page);
    // On screen the page keeps its chrome and its buttons.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: 'Account activated!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByText('Essentials 1 Year').first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeHidden();
    await shot(page, `receipt-print-${size.width}`, { fullPage: true });

    // The mail carries the same order summary as the page.
    const rows = await pageSummary(page);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const mail = await receiptMailText(page.request, email);
    expect(mail).toContain('Order Summary');
    expectMailHasRows(mail, rows);
  });
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('the printed receipt and the receipt mail say the same order in Spanish', async ({ page }) => {
    const email = await toReceipt(page, 'es');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    await shot(page, 'receipt-print-es', { fullPage: true });
    const rows = await pageSummary(page);
    const mail = await receiptMailText(page.request, email);
    expect(mail).toContain('Resumen del pedido');
    expectMailHasRows(mail, rows);
  });
});
