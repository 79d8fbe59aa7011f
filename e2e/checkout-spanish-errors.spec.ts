import { expect, test, type Page } from './support/test';
import { seedCheckout, paymentUrl } from './support/checkout-setup';
import { shot } from './support/shots';

// CONTRACTS#where-a-rule-lives: the API sends only message keys and the browser translates them, so a Spanish
// visitor whose card is declined reads the spec §8 message in Spanish (it used to arrive in English).

async function inSpanish(page: Page) {
  // seedCheckout leaves the tab on a same-origin page, where the remembered language is stored.
  await page.evaluate(() => localStorage.setItem('join.lang', 'es'));
}

/** The page as it stands, at the test's own width (E2E_SHOTS=1). */
async function shoot(page: Page, name: string) {
  await shot(page, `checkout-${name}`, { fullPage: true });
}

for (const [label, width, height] of [
  ['phone', 375, 812],
  ['desktop', 1280, 800],
] as const) {
  test(`a declined card shows the Spanish message, then another card pays (${label})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await seedCheckout(page);
    await inSpanish(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByLabel('Número de tarjeta').fill('4000 1111 1111 1115');
    await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Continuar al siguiente paso' }).click();
    await page.getByRole('button', { name: 'Continuar a revisar el pedido' }).click();
    await page.getByRole('button', { name: 'Pagar ahora' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Método de pago rechazado' });
    await expect(alert).toBeVisible();
    await expect(page.getByText('Payment method declined')).toHaveCount(0);
    await expect(page.getByText('validation:paymentDeclined')).toHaveCount(0);
    await shoot(page, `declined-es-${width}`);
  });
}
