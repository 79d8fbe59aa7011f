import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { errorSummary, expectErrorSummary, expectFieldError } from './support/forms';
import { openBillingStep, paymentUrl, seedCheckout } from './support/checkout-setup';
import { DESKTOP, fillCardEs, PHONE, shootBoth } from './support/traps';

// spec §8 'Postal code not valid for the state': a billing postal code of another state (a Texas
// address with a New York ZIP code) is refused on the billing step, before any charge.
for (const size of [PHONE, DESKTOP]) {
  test(`a ZIP code of another state is flagged on the billing step (${size.width} px)`, async ({ page }) => {
    await openBillingStep(page, size);
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('TX');
    await page.getByLabel('Postal Code').fill('10001');
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();
    await expectErrorSummary(page, ['Postal code not valid for the state']);
    await expectFieldError(page.getByLabel('Postal Code'), 'Postal code not valid for the state');
    await expectNoAxeViolations(page);
    if (size === DESKTOP) await shootBoth(page, 'postal-state');
    await errorSummary(page).getByRole('link', { name: 'Postal code not valid for the state' }).click();
    await expect(page.getByLabel('Postal Code')).toBeFocused();
    // The Texas ZIP code clears it and the order goes on to Review.
    await page.getByLabel('Postal Code').fill('78701');
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();
    await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  });
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('the postal code message is in Spanish', async ({ page }) => {
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    await fillCardEs(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Continuar al siguiente paso' }).click();
    await page.getByLabel('Código postal').fill('10001');
    await page.getByRole('button', { name: 'Continuar a revisar el pedido' }).click();
    await expectFieldError(page.getByLabel('Código postal'), 'El código postal no es válido para el estado');
    await shootBoth(page, 'postal-state-es');
  });
});
