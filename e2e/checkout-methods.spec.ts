import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { completeSignup, payToCredentials } from './support/card-steps';

// spec §2: PayPal, Venmo and Apple Pay through the sandbox's approval dialogs; activation
// codes; a GB buyer with a VAT package and the terms box; paying for the co-parent.
test.describe('checkout: other methods, codes, GB and the co-parent', () => {
  for (const [method, shown] of [
    ['PayPal', 'PayPal'],
    ['Venmo', 'Venmo (@sandbox-buyer)'],
    ['Apple Pay', 'Apple Pay'],
  ] as const) {
    test(`${method}: approve in the wallet, billing skipped, pay`, async ({ page }) => {
      await seedCheckout(page);
      await page.goto(paymentUrl('GROW872:Treatment'));
      await page.getByRole('button', { name: method, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `${method} (sandbox)` });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
      await page.getByRole('button', { name: method, exact: true }).click();
      await dialog.getByRole('button', { name: 'Approve' }).click();
      // spec §4: the new authorisation auto-submits; the wallet's address skips billing.
      await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
      await expect(page.getByText('1 Infinite Loop')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back to payment' })).toBeVisible();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
      ).toBeVisible();
    });
  }

  test('an invalid activation code, then a valid one that covers the price', async ({ page }) => {
    const seeded = await seedCheckout(page);
    const minted = await (
      await page.request.post('/api/dev/activation-codes', {
        data: { packageId: seeded.packageId, count: 1 },
      })
    ).json();
    await page.goto(paymentUrl('GROW872:Treatment'));
    await page.getByRole('checkbox', { name: 'I have a Subscription Code' }).check();
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();
    await page.getByLabel('Subscription code', { exact: true }).fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Invalid activation code')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Subscription code', { exact: true }).fill(minted.codes[0]);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText(`Code ${minted.codes[0]} applied`)).toBeVisible();
    await expect(page.getByText('Invalid activation code')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();
    await expect(page.getByText('Subscription code', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
    ).toBeVisible();
  });

  test('a GB buyer: VAT package without a tax row, no PayPal or Venmo, terms required', async ({ page }) => {
    await seedCheckout(page, { country: 'GB', packageId: 2061 });
    await page.goto(paymentUrl('GROW872:Treatment'));
    await expect(page.getByRole('button', { name: 'Apple Pay', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PayPal', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Venmo', exact: true })).toHaveCount(0);
    await expect(page.getByText('Price includes VAT')).toBeVisible();
    await expect(page.getByText('Tax', { exact: true })).toHaveCount(0);
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();
    const pay = page.getByRole('button', { name: 'Pay now' });
    await expect(pay).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: /Send me news/ })).not.toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
    ).toBeVisible();
  });

  test("paying for the co-parent's subscription", async ({ page }) => {
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    const summary = page.getByRole('complementary');
    const before = await summary.locator('.co-summary__row--total dd').textContent();
    await page.getByRole('checkbox', { name: "Pay for my co-parent's subscription" }).check();
    await expect(summary.getByText("Co-parent's subscription")).toBeVisible();
    await expect(summary.locator('.co-summary__row--total dd')).not.toHaveText(before ?? '');
    await payToCredentials(page);
    await completeSignup(page);
    await expect(
      page.getByText("You paid for your co-parent's subscription, so they can start right away."),
    ).toBeVisible({ timeout: 15_000 });
  });
});
