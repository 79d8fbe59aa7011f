// spec §4 Leaving and the payment page's history: Back, reload and Change inside /payment, and the
// leave warning.
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { DESKTOP, PHONE } from './support/traps';
import { seededReview, stepHeading as heading, watchNativeDialogs } from './support/leave-journey';
import { shot } from './support/shots';

const NEW = 'GROW872:Treatment';
const OLD = 'GROW872:Control';

const leaveDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Payment information will be lost. Continue?' });

async function leaveShot(page: Page, name: string) {
  await shot(page, `leave-${name}-${page.viewportSize()!.width}`, { fullPage: true });
}

/** New variant: card saved, billing sent, on Review. */
async function toReview(page: Page) {
  await page.goto(paymentUrl(NEW));
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await expect(heading(page, 'Billing information')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Review Order' }).click();
  await expect(heading(page, 'Review')).toBeVisible();
}

for (const size of [PHONE, DESKTOP]) {
  test.describe(`payment history at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('each sub-step is an entry: Back from Review goes to the previous step, Forward returns, a reload stays with what was typed', async ({
      page,
    }) => {
      const native = watchNativeDialogs(page);
      await seedCheckout(page);
      await page.goto(paymentUrl(NEW));
      await expect(heading(page, 'Payment method')).toBeVisible();
      await fillCard(page, '4111 1111 1111 1111');
      await page.getByRole('button', { name: 'Continue to Next Step' }).click();
      await expect(heading(page, 'Billing information')).toBeVisible();
      await expect(page).toHaveURL(/[?&]step=billing/);

      // Reload on billing: still there, with the typed and unsent apartment.
      await page.getByLabel('Apartment/suite (optional)').fill('Suite 5');
      await page.reload();
      await expect(heading(page, 'Billing information')).toBeVisible();
      await expect(page.getByLabel('Apartment/suite (optional)')).toHaveValue('Suite 5');

      await page.getByRole('button', { name: 'Continue to Review Order' }).click();
      await expect(heading(page, 'Review')).toBeVisible();
      await expect(page).toHaveURL(/[?&]step=review/);
      await expect(page.getByText('Visa ending in 1111')).toBeVisible();

      // Reload on Review: Review again, with the saved card and address.
      await page.reload();
      await expect(heading(page, 'Review')).toBeVisible();
      await expect(page.getByText('Visa ending in 1111')).toBeVisible();
      await expect(page.getByText(/Suite 5/)).toBeVisible();
      if (size === PHONE) await leaveShot(page, 'review-after-reload');

      // Back from Review: the billing step, then the payment method (not the packages).
      await page.goBack();
      await expect(heading(page, 'Billing information')).toBeVisible();
      await expect(page.getByLabel('Apartment/suite (optional)')).toHaveValue('Suite 5');
      await page.goBack();
      await expect(heading(page, 'Payment method')).toBeVisible();
      await expect(page.getByText('Your credit card ending in 1111 has been saved.')).toBeVisible();
      await expect(page).toHaveURL(/\/app\/join\/payment\?flags=GROW872(%3A|:)Treatment$/);
      // Reload on the payment method: the saved card is still there.
      await page.reload();
      await expect(page.getByText('Your credit card ending in 1111 has been saved.')).toBeVisible();

      await page.goForward();
      await expect(heading(page, 'Billing information')).toBeVisible();
      await page.goForward();
      await expect(heading(page, 'Review')).toBeVisible();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
      ).toBeVisible();
      expect(native.confirms(), 'no native confirm').toEqual([]);
    });

    test("Review's Change opens the step and Continue comes back to Review; the leave dialog asks only for a typed, unsaved card", async ({
      page,
    }) => {
      const native = watchNativeDialogs(page);
      await seedCheckout(page);
      await toReview(page);

      // Change the billing address: the billing step, then straight back to Review.
      await page.getByRole('button', { name: 'Change billing address' }).click();
      await expect(heading(page, 'Billing information')).toBeVisible();
      await page.getByLabel('City').fill('Round Rock');
      await page.getByRole('button', { name: 'Continue to Review Order' }).click();
      await expect(heading(page, 'Review')).toBeVisible();
      await expect(page.getByText(/Round Rock, Texas/)).toBeVisible();

      // Change the payment method: a saved card is not lost by going there, so nothing asks.
      await page.getByRole('button', { name: 'Change payment method' }).click();
      await expect(heading(page, 'Payment method')).toBeVisible();
      await expect(page.getByText('Your credit card ending in 1111 has been saved.')).toBeVisible();
      await page.getByRole('button', { name: 'Update your credit card.' }).click();
      await page.getByLabel('Card number').fill('5555 5555 5555 4444');

      // Browser Back with a typed card: the in-page dialog, focus on the safe answer.
      await page.goBack();
      const dialog = leaveDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        'The card number, expiration date and CVV you typed have not been saved.',
      );
      await expect(dialog.getByRole('button', { name: 'Stay and keep the card details' })).toBeFocused();
      // The method is the new variant's first view: its address is the bare /payment.
      await expect(page).not.toHaveURL(/[?&]step=/);
      await expect(heading(page, 'Payment method')).toBeVisible();
      await expectNoAxeViolations(page);
      await leaveShot(page, 'dialog-back');
      // Escape cancels: still on the method with the typed number.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(heading(page, 'Payment method')).toBeVisible();
      await expect(page.getByLabel('Card number')).toHaveValue('5555 5555 5555 4444');

      // The edit finished: Continue goes back to Review, not on through billing.
      await page.getByLabel('Expiration (MM/YY)').fill('12/30');
      await page.getByLabel('CVV').fill('123');
      await page.getByRole('button', { name: 'Continue to Next Step' }).click();
      await expect(heading(page, 'Review')).toBeVisible();
      await expect(page.getByText('MasterCard ending in 4444')).toBeVisible();
      await expect(page.getByText(/Round Rock, Texas/)).toBeVisible();
      // Back from Review is still the step before it, not the edit.
      await page.goBack();
      await expect(heading(page, 'Billing information')).toBeVisible();
      expect(native.confirms(), 'no native confirm').toEqual([]);
    });

    test('the header logo and Back ask before dropping a typed card; cancel keeps everything, confirm leaves', async ({
      page,
    }) => {
      const native = watchNativeDialogs(page);
      await seedCheckout(page);
      // Arrive as a visitor does, from the packages page in the same tab (Back is then an in-page move).
      await page.goto(paymentUrl(NEW));
      await page.getByRole('button', { name: 'Back to packages' }).click();
      await expect(page).toHaveURL(/\/app\/join\/step3$/);
      await page.locator('article.ps-package--selected').getByRole('button').click();
      await expect(heading(page, 'Payment method')).toBeVisible();
      // Nothing typed: the logo leaves at once.
      await page.getByRole('link', { name: 'Harbor home' }).click();
      await expect(page).toHaveURL(/\/app\/join\/signup$/);
      await page.goBack();
      await expect(heading(page, 'Payment method')).toBeVisible();

      await page.getByLabel('Card number').fill('4111 1111 1111 1111');
      const logo = page.getByRole('link', { name: 'Harbor home' });
      await logo.click();
      const dialog = leaveDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Stay and keep the card details' })).toBeFocused();
      await expectNoAxeViolations(page);
      await leaveShot(page, 'dialog-logo');
      await dialog.getByRole('button', { name: 'Stay and keep the card details' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/payment/);
      await expect(page.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
      await expect(logo).toBeFocused();

      // Back from the first step leaves the page: asked too; cancel stays, confirm goes to the packages.
      await page.goBack();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/payment/);
      await dialog.getByRole('button', { name: 'Stay and keep the card details' }).click();
      await expect(page.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
      await page.goBack();
      await dialog.getByRole('button', { name: 'Continue without the card' }).click();
      await expect(page).toHaveURL(/\/app\/join\/step3$/);
      await expect(dialog).toHaveCount(0);

      // Back on the page, the card typed again, then the logo and Continue: the sign-up home.
      await page.goForward();
      await expect(heading(page, 'Payment method')).toBeVisible();
      await page.getByLabel('Card number').fill('4111 1111 1111 1111');
      await page.getByRole('button', { name: 'Back to packages' }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await logo.click();
      await dialog.getByRole('button', { name: 'Continue without the card' }).click();
      await expect(page).toHaveURL(/\/app\/join\/signup$/);
      expect(native.confirms(), 'no native confirm').toEqual([]);
    });
  });
}

test('old variant: the tabs are entries too; Back from Review is the Payment tab, a reload keeps Review', async ({
  page,
}) => {
  watchNativeDialogs(page);
  await seedCheckout(page);
  await page.goto(paymentUrl(OLD));
  const tabs = page.getByRole('navigation', { name: 'Checkout steps' });
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await expect(tabs.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-current', 'step');
  await fillCard(page, '5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Review Order' }).click();
  await expect(tabs.getByRole('button', { name: 'Review' })).toHaveAttribute('aria-current', 'step');
  await page.reload();
  await expect(tabs.getByRole('button', { name: 'Review' })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('MasterCard ending in 4444')).toBeVisible();
  await page.goBack();
  await expect(tabs.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-current', 'step');
  await page.goBack();
  await expect(tabs.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-current', 'step');
  await page.goForward();
  await page.goForward();
  await expect(tabs.getByRole('button', { name: 'Review' })).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
  ).toBeVisible();
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  test('the leave dialog and the Change links speak Spanish', async ({ page }) => {
    watchNativeDialogs(page);
    await seededReview(page, 'es');
    await page.getByRole('button', { name: 'Cambiar el método de pago' }).click();
    await page.getByRole('button', { name: 'Actualiza tu tarjeta de crédito.' }).click();
    await page.getByLabel('Número de tarjeta').fill('4111');
    await page
      .getByRole('link', { name: /Harbor/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Se perderá la información de pago. ¿Continuar?' });
    await expect(dialog).toContainText(
      'El número de tarjeta, el vencimiento y el CVV que escribiste no se han guardado.',
    );
    await expect(
      dialog.getByRole('button', { name: 'Quedarme y conservar los datos de la tarjeta' }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await leaveShot(page, 'dialog-es');
    }
    await dialog.getByRole('button', { name: 'Quedarme y conservar los datos de la tarjeta' }).click();
    await expect(page.getByLabel('Número de tarjeta')).toHaveValue('4111');
  });
});
