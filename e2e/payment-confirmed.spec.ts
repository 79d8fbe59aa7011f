import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { payByCard, payToCredentials } from './support/card-steps';
import { DESKTOP, PHONE, shootBoth } from './support/traps';

// Pins CONTRACTS#a-sign-up-people-finish: Pay now landed on 'Create your username and password' with no word that
// the payment went through, and Complete Signup was disabled with no reason.
for (const size of [PHONE, DESKTOP]) {
  test(`the credentials page says what was charged and what Complete Signup waits for (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    await payToCredentials(page);

    await expect(
      page.getByRole('status').filter({ hasText: 'Payment received: $159.36 charged to Visa ending 1111.' }),
    ).toBeVisible();
    const complete = page.getByRole('button', { name: 'Complete Signup' });
    await expect(complete).toBeDisabled();
    await expect(complete).toHaveAccessibleDescription(
      'Complete Signup becomes available once your username and password meet the rules above.',
    );
    await expectNoAxeViolations(page);
    if (size === DESKTOP) await shootBoth(page, 'credentials-paid');

    await page.getByLabel('Username').fill(`ana_${Date.now().toString(36)}`);
    await page.getByLabel('Password', { exact: true }).fill('Harbor-2026-safe!');
    await expect(complete).toBeEnabled();
    await expect(page.getByText('Complete Signup becomes available once')).toHaveCount(0);
  });
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('the payment is confirmed in Spanish', async ({ page }) => {
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    await payByCard(page, { lang: 'es' });
    await expect(
      page.getByText(/^Pago recibido: .*159\.36 cobrado a Visa terminada en 1111\.$/),
    ).toBeVisible();
    await expect(page.getByText('Completar registro se activa cuando')).toBeVisible();
  });
});
