import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { DESKTOP, fillCardEs, PHONE, shootBoth } from './support/traps';

// Pins CONTRACTS#a-sign-up-people-finish: Pay now landed on 'Create your username and password' with no word that
// the payment went through, and Complete Signup was disabled with no reason.
for (const size of [PHONE, DESKTOP]) {
  test(`the credentials page says what was charged and what Complete Signup waits for (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your username and password' })).toBeVisible();

    await expect(page.getByRole('status').filter({ hasText: 'Payment received: $159.36 charged to Visa ending 1111.' })).toBeVisible();
    const complete = page.getByRole('button', { name: 'Complete Signup' });
    await expect(complete).toBeDisabled();
    await expect(complete).toHaveAccessibleDescription('Complete Signup becomes available once your username and password meet the rules above.');
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
    await fillCardEs(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Continuar al siguiente paso' }).click();
    await page.getByRole('button', { name: 'Continuar a revisar el pedido' }).click();
    await page.getByRole('button', { name: 'Pagar ahora' }).click();
    await expect(page.getByText(/^Pago recibido: .*159\.36 cobrado a Visa terminada en 1111\.$/)).toBeVisible();
    await expect(page.getByText('Completar registro se activa cuando')).toBeVisible();
  });
});
