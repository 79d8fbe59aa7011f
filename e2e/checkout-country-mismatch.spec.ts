import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { openBillingStep } from './support/checkout-setup';
import { DESKTOP, PHONE, shootBoth } from './support/traps';

// Pins CONTRACTS#a-sign-up-people-finish: a US phone with a UK billing address raised a modal that named neither
// country, and every package chosen on /step3 afterwards reopened it over an endless spinner.
for (const size of [PHONE, DESKTOP]) {
  test(`the mismatch names both countries, /step3 says the way out, and the next package opens the payment (${size.width} px)`, async ({
    page,
  }) => {
    await openBillingStep(page, size);
    const address = page.getByRole('combobox', { name: 'Billing Address' });
    // CONTRACTS#a-sign-up-people-finish: the browser's own address fill is allowed on the billing fields.
    await expect(address).toHaveAttribute('autocomplete', 'billing address-line1');
    await expect(page.getByLabel('Postal Code')).toHaveAttribute('autocomplete', 'billing postal-code');
    await address.fill('Downing');
    await page.getByRole('option', { name: /10 Downing Street/ }).click();
    await page.getByLabel('Timezone').selectOption('Europe/London');
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();

    const modal = page.getByRole('dialog');
    await expect(modal).toContainText(
      'Your phone number is from United States, but your billing address is in United Kingdom.',
    );
    await expectNoAxeViolations(page);
    if (size === DESKTOP) await shootBoth(page, 'mismatch-modal');
    await modal.getByRole('button', { name: 'OK' }).click();

    await expect(page).toHaveURL(/\/app\/join\/step3$/);
    const notice = page.getByRole('status').filter({ hasText: 'Your phone and billing countries differ' });
    await expect(notice).toContainText(
      'Your phone number is from United States and your billing address is in United Kingdom.',
    );
    await expect(notice.getByRole('link', { name: 'Change your country and phone number' })).toHaveAttribute(
      'href',
      /\/step1$/,
    );
    await expectNoAxeViolations(page);
    if (size === DESKTOP) await shootBoth(page, 'mismatch-step3');

    await page
      .getByRole('button', { name: /^Choose / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}
