// Pins: printed, /receipt showed the header, the footer, the store badges and the Login button
// around the order instead of the receipt alone.
import { expect, test, type Page } from './support/test';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { completeSignup, payToCredentials } from './support/card-steps';
import { shot } from './support/shots';
import { DESKTOP, PHONE } from './support/traps';

async function toReceipt(page: Page) {
  await seedCheckout(page);
  await page.goto(paymentUrl('GROW872:Treatment'));
  await payToCredentials(page);
  await completeSignup(page, 'print');
  await expect(page.getByRole('heading', { level: 1, name: 'Account activated!' })).toBeVisible({ timeout: 15_000 });
}

for (const size of [PHONE, DESKTOP]) {
  test(`the printed receipt is the order alone at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await toReceipt(page);
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
  });
}
