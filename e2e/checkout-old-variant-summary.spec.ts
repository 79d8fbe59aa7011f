import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { DESKTOP, PHONE, shootBoth } from './support/traps';

// Pins CONTRACTS#a-sign-up-people-finish: the old payment variant (GROW872 Control) showed no price until its
// Review tab.
for (const size of [PHONE, DESKTOP]) {
  test(`GROW872 Control shows the order summary on the Billing tab (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Control'));
    const tabs = page.getByRole('navigation', { name: 'Checkout steps' });
    await expect(tabs.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-current', 'step');
    const summary = page.getByRole('complementary');
    if (size === PHONE) {
      // The total with the Texan sales tax of the seeded address.
      await expect(page.getByRole('button', { name: /Show order summary/ })).toContainText('$159.36');
      await page.getByRole('button', { name: /Show order summary/ }).click();
    }
    await expect(summary.getByText('Essentials 1 Year')).toBeVisible();
    await expect(summary.getByText('$149.99').first()).toBeVisible();
    await expectNoAxeViolations(page);
    if (size === DESKTOP) await shootBoth(page, 'old-variant-billing');
  });
}
