import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { payByCard } from './support/card-steps';
import { DESKTOP, PHONE, shootBoth } from './support/traps';

// Pins CONTRACTS#a-sign-up-people-finish: after a decline the visitor was sent back with empty fields, the
// message ~1,000 px down on a phone and focus on the heading: it looked like a reset.
for (const size of [PHONE, DESKTOP]) {
  test(`a declined card is said at the top, focused and in view, and the billing address is kept (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    await fillCard(page, '4000 1111 1111 1115');
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();
    await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
    await page.getByLabel('Apartment/suite (optional)').fill('Suite 5');
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();

    const declined = page.getByRole('alert').filter({ hasText: 'Payment method declined' });
    await expect(declined).toBeVisible();
    await expect(declined).toContainText(
      'Your card was declined. You have not been charged. Try another card or payment method.',
    );
    await expect(declined).toContainText('Your billing address and your order are kept.');
    await expect(declined).toBeFocused();
    await expect(declined).toBeInViewport();
    await expectNoAxeViolations(page);
    if (size === DESKTOP) await shootBoth(page, 'declined');

    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment method declined' })).toHaveCount(0);
    await expect(page.getByLabel('Apartment/suite (optional)')).toHaveValue('Suite 5');
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
    ).toBeVisible();
  });
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('the refusal is in Spanish', async ({ page }) => {
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    await payByCard(page, { number: '4000 1111 1111 1115', lang: 'es' });
    const declined = page.getByRole('alert').filter({ hasText: 'Método de pago rechazado' });
    await expect(declined).toContainText('Tu tarjeta fue rechazada. No se te ha cobrado nada.');
    await expect(declined).toBeFocused();
    await shootBoth(page, 'declined-es');
  });
});
