import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { EN, fillCoParent, fillStepOne, uniqueEmail } from './support/parent-flow';
import { fillCard } from './support/checkout-setup';

// spec §2: one journey through the real parent screens into checkout, with a build-your-own
// package (its order-summary lines) and the billing address picked from the autocomplete.
test('from /step1 through a build-your-own package to the credentials page', async ({ page }) => {
  await page.goto('/app/join/step1?flags=GROW872:Treatment');
  await fillStepOne(page, uniqueEmail('checkout'));
  await page.getByRole('button', { name: EN.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
  await fillCoParent(page, uniqueEmail('checkout-co'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Build your own' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Build your own package' })).toBeVisible();
  await page.getByRole('checkbox', { name: /ToneMeter/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const summary = page.getByRole('complementary');
  await expect(summary.getByText('Subscription: 1 year')).toBeVisible();
  await expect(summary.getByText('ToneMeter')).toBeVisible();
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();

  await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
  const address = page.getByRole('combobox', { name: 'Billing Address' });
  await address.fill('Congress');
  await page.getByRole('option', { name: /100 Congress Avenue, Austin/ }).click();
  await expect(page.getByLabel('City')).toHaveValue('Austin');
  await expect(page.getByLabel('Postal Code')).toHaveValue('78701');
  // spec §2: picking a place clears the timezone (Texas has two).
  await expect(page.getByLabel('Timezone')).toHaveValue('');
  await page.getByLabel('Timezone').selectOption('America/Chicago');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to Review Order' }).click();

  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await expect(page.getByText('100 Congress Avenue')).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
  ).toBeVisible();
});
