import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { createCredentialsAndWaitForReceipt } from './support/analytics-journey';
import { expectNoSidewaysScroll, longEmail, NARROW, shootBoth } from './support/traps';

// Pins CONTRACTS#a-sign-up-people-finish: a long email on Review, the receipt and /duplicate did not wrap, so the
// phone layout scrolled sideways. Nothing may be wider than a 320 px window.
test.use({ viewport: NARROW });

test('a long email fits a 320 px window on Review and on the receipt', async ({ page }) => {
  const email = longEmail();
  await seedCheckout(page, { email });
  await page.goto(paymentUrl('GROW872:Treatment'));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Pins a bug: the read-only email field cut a long email off at its right edge; it now wraps
  // and grows, so the whole address is on screen.
  const shown = page.getByLabel('Email');
  await expect(shown).toHaveValue(email);
  expect(
    await shown.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1),
  ).toBe(true);
  await shootBoth(page, 'billing-long-email');
  await page.getByRole('button', { name: 'Continue to Review Order' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shootBoth(page, 'review-long-email');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await createCredentialsAndWaitForReceipt(page);
  await expect(page.getByText(`We sent your receipt to ${email}.`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shootBoth(page, 'receipt-long-email');
});

test('a long email fits a 320 px window on /duplicate', async ({ page }) => {
  const email = longEmail();
  await page.goto('/api/health');
  // /duplicate reads the name and email from the history entry, as the /step1 submit leaves them.
  await page.evaluate(
    (e) =>
      history.replaceState(
        { usr: { firstName: 'Ana', lastName: 'Fernandez', email: e }, key: 'dup', idx: 0 },
        '',
        '/app/join/duplicate',
      ),
    email,
  );
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get connected to your co-parent' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await shootBoth(page, 'duplicate-long-email');
});
