// Pins spec §4 Leaving: with a saved card or an approved wallet, Back to packages, the logo, Log In
// and the browser's Back left /payment without asking, and the method stayed after leaving.
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { shot } from './support/shots';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { DESKTOP, PHONE } from './support/traps';
import { seededReview, stepHeading as heading, watchNativeDialogs } from './support/leave-journey';

const NEW = 'GROW872:Treatment';

for (const size of [PHONE, DESKTOP]) {
  test.describe(`leaving with a tokenised method at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a saved card: Back to packages and the logo ask; Stay keeps it, Continue leaves and removes it', async ({
      page,
    }) => {
      const native = watchNativeDialogs(page);
      await seedCheckout(page);
      await page.goto(paymentUrl(NEW));
      await fillCard(page, '4111 1111 1111 1111');
      await page.getByRole('button', { name: 'Continue to Next Step' }).click();
      await expect(heading(page, 'Billing information')).toBeVisible();
      await page.getByRole('button', { name: 'Back to Payment' }).click();
      await expect(page.getByText('Your credit card ending in 1111 has been saved.')).toBeVisible();

      await page.getByRole('button', { name: 'Back to packages' }).click();
      const dialog = page.getByRole('dialog', { name: 'Payment information will be lost. Continue?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Your card ending in 1111 is saved for this payment only.');
      await expect(dialog.getByRole('button', { name: 'Stay and keep my payment method' })).toBeFocused();
      await expectNoAxeViolations(page);
      await shot(page, `leave-saved-card-${size.width}`, { fullPage: true });
      await dialog.getByRole('button', { name: 'Stay and keep my payment method' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/payment/);
      await expect(page.getByText('Your credit card ending in 1111 has been saved.')).toBeVisible();

      // From Billing, the header logo asks too; Continue leaves for the sign-up home.
      await page.getByRole('button', { name: 'Continue to Next Step' }).click();
      await expect(heading(page, 'Billing information')).toBeVisible();
      await page.getByRole('link', { name: 'Harbor home' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Continue and remove it' }).click();
      await expect(page).toHaveURL(/\/app\/join\/signup$/);

      // What the dialog said holds: back on the payment page the card has to be entered again.
      await page.goBack();
      await expect(heading(page, 'Payment method')).toBeVisible();
      await expect(page.getByLabel('Card number')).toHaveValue('');
      await expect(page.getByText('Your credit card ending in 1111 has been saved.')).toHaveCount(0);
      expect(native.confirms(), 'no native confirm').toEqual([]);
    });

    test("an approved PayPal payment: the browser's Back and Review's Log In ask, naming PayPal", async ({
      page,
    }) => {
      const native = watchNativeDialogs(page);
      await seedCheckout(page);
      // Arrive from the packages page in the same tab, so Back is an in-page move.
      await page.goto(paymentUrl(NEW));
      await page.getByRole('button', { name: 'Back to packages' }).click();
      await expect(page).toHaveURL(/\/app\/join\/step3$/);
      await page.locator('article.ps-package--selected').getByRole('button').click();
      await expect(heading(page, 'Payment method')).toBeVisible();
      await page.getByRole('button', { name: 'PayPal', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'PayPal (sandbox)' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await expect(heading(page, 'Review')).toBeVisible();
      await page.getByRole('button', { name: 'Change payment method' }).click();
      await expect(page.getByText('Your PayPal account has been authorized.')).toBeVisible();
      await page.goBack();
      await expect(heading(page, 'Review')).toBeVisible();

      const dialog = page.getByRole('dialog', { name: 'Payment information will be lost. Continue?' });
      await page.getByRole('link', { name: 'Log In' }).click();
      await expect(dialog).toContainText('Your PayPal approval is kept for this payment only.');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(heading(page, 'Review')).toBeVisible();

      // Back to the method view is a move inside the page: nothing is lost, nothing asks.
      await page.goBack();
      await expect(heading(page, 'Payment method')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      // One more Back leaves the page: asked, and Stay keeps the approval.
      await page.goBack();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Stay and keep my payment method' }).click();
      await expect(heading(page, 'Payment method')).toBeVisible();
      await page.goBack();
      await dialog.getByRole('button', { name: 'Continue and remove it' }).click();
      await expect(page).toHaveURL(/\/app\/join\/step3$/);
      await page.goForward();
      await expect(heading(page, 'Payment method')).toBeVisible();
      await expect(page.getByText('Your PayPal account has been authorized.')).toHaveCount(0);
      expect(native.confirms(), 'no native confirm').toEqual([]);
    });
  });
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('the saved-card leave dialog speaks Spanish (tú) at both widths', async ({ page }) => {
    watchNativeDialogs(page);
    await seededReview(page, 'es');
    await page
      .getByRole('link', { name: /Harbor/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Se perderá la información de pago. ¿Continuar?' });
    await expect(dialog).toContainText('Tu tarjeta terminada en 1111 está guardada solo para este pago.');
    await expect(
      dialog.getByRole('button', { name: 'Quedarme y conservar mi método de pago' }),
    ).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Continuar y quitarlo' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await shot(page, `leave-saved-card-es-${size.width}`, { fullPage: true });
    }
  });
});
