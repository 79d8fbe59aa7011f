// Pins two Spanish messages in 'usted' among the rest in 'tú': the changed-price answer at Pay read
// 'Verifique su información de facturación e inténtelo de nuevo.'
import { shot } from './support/shots';
import { expect, test, type Page } from './support/test';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { payByCard } from './support/card-steps';
import { DESKTOP, PHONE } from './support/traps';

/** The price moved between Review and Pay: the server refuses the amount the page showed. */
async function priceMovesAtPay(page: Page) {
  await page.route('**/api/registrations/*/pay', async (route) => {
    const body = route.request().postDataJSON();
    body.payment.amountDisplayed = Number(body.payment.amountDisplayed) + 5;
    await route.continue({ postData: JSON.stringify(body) });
  });
}

test.describe('Spanish in one voice (tú)', () => {
  test.use({ locale: 'es-MX' });
  for (const size of [PHONE, DESKTOP]) {
    test(`the changed-price message at Pay speaks as tú at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await seedCheckout(page);
      await priceMovesAtPay(page);
      await page.goto(paymentUrl('GROW872:Treatment'));
      await payByCard(page, { lang: 'es' });
      await expect(
        page.getByText('Verifica tu información de facturación e inténtalo de nuevo.'),
      ).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/Verifique|inténtelo|usted/);
      await shot(page, `spanish-tu-${size.width}`, { fullPage: true });
    });
  }
});
