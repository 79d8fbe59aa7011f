import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { expectErrorSummary, expectFieldError } from './support/forms';
import { countPayCalls, fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';

// spec §2: paying by card in both GROW872 variants, through the real API and the sandbox.
test.describe('checkout by card', () => {
  test('new variant: card, billing, review, one charge for a double click, credentials, receipt, reload, login', async ({
    page,
  }) => {
    // The whole sign-up, payment, receipt and login in one journey: about 50 s on a loaded machine.
    test.setTimeout(120_000);
    const buyer = await seedCheckout(page);
    const payCalls = countPayCalls(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByText('All transactions are secure and encrypted')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Checkout progress' })).toContainText('Payment');
    await fillCard(page, '4111 1111 1111 1111');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();

    await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(buyer.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();

    await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
    await expect(page.getByText('Visa ending in 1111')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay now' }).dblclick();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
    ).toBeVisible();
    expect(payCalls).toHaveLength(1);
    const complete = page.getByRole('button', { name: 'Complete Signup' });
    await expect(complete).toBeDisabled();
    const username = `ana_${Date.now().toString(36)}`;
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Password', { exact: true }).blur();
    await expect(page.getByText('Must be between 12 and 25 characters').first()).toBeVisible();
    await expect(complete).toBeDisabled();
    const password = 'Harbor-2026-safe!';
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expectNoAxeViolations(page);
    await expect(complete).toBeEnabled();
    // The page notes when "You're all set!" and then the receipt appear, on its own clock: the
    // test's polling would add its own delay to the first moment (a loaded machine measured 4.45 s).
    // Only the main area is read: the texts the server inlined for the page are in the body too.
    await page.evaluate(() => {
      const w = window as unknown as { allSetAt?: number; receiptAt?: number };
      new MutationObserver(() => {
        const text = document.getElementById('main')?.textContent ?? '';
        if (!w.allSetAt && text.includes("You're all set!")) w.allSetAt = performance.now();
        if (w.allSetAt && !w.receiptAt && text.includes('Account activated!'))
          w.receiptAt = performance.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await complete.click();
    await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name: 'Account activated!' })).toBeVisible({
      timeout: 15_000,
    });
    const shown = await page.evaluate(() => {
      const w = window as unknown as { allSetAt: number; receiptAt: number };
      return { allSetAt: w.allSetAt, receiptAt: w.receiptAt };
    });
    expect(shown.receiptAt - shown.allSetAt).toBeGreaterThanOrEqual(4_500);
    await expect(page).toHaveURL(/\/app\/join\/receipt$/);
    await expect(page.getByText(`We sent your receipt to ${buyer.email}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => sessionStorage.getItem('join.registration'))).toBeNull();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'You have tried to reload your receipt' }),
    ).toBeVisible();
    await expect(page.getByText('and go to My Account to view your receipt')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/app/join/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('not-the-password-1!');
    await page.getByRole('button', { name: 'Log In' }).last().click();
    await expectFieldError(page.getByLabel('Password'), 'The username or password you entered is incorrect.');
    await expectErrorSummary(page, ['The username or password you entered is incorrect.']);
    await expectNoAxeViolations(page);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).last().click();
    // spec §4: login goes straight to its target; with none stored, the home landing.
    await expect(page.getByRole('heading', { level: 1, name: 'Join Harbor' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('old variant: tabs Billing, Payment, Review and a card payment', async ({ page }) => {
    await seedCheckout(page);
    await page.goto(paymentUrl('GROW872:Control'));
    const tabs = page.getByRole('navigation', { name: 'Checkout steps' });
    await expect(tabs.getByRole('button', { name: 'Billing' })).toHaveAttribute('aria-current', 'step');
    await expect(tabs.getByRole('button', { name: 'Payment' })).toBeDisabled();
    await expect(tabs.getByRole('button', { name: 'Review' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();
    await fillCard(page, '5555 5555 5555 4444');
    await expect(tabs.getByRole('button', { name: 'Review' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Review Order' }).click();
    await expect(page.getByText('MasterCard ending in 4444')).toBeVisible();
    // spec §4 Leaving: with the card saved, leaving the page asks first (in the page, never a
    // native confirm); staying keeps the card and the tabs as they were.
    await page.getByRole('button', { name: 'Back to payment' }).click();
    await page.getByRole('button', { name: 'Back to billing' }).click();
    await page.getByRole('button', { name: 'Back to packages' }).click();
    const leave = page.getByRole('dialog', { name: 'Payment information will be lost. Continue?' });
    await expect(leave).toContainText('Your card ending in 4444 is saved for this payment only.');
    await leave.getByRole('button', { name: 'Stay and keep my payment method' }).click();
    await expect(page).toHaveURL(/\/payment/);
    await expect(tabs.getByRole('button', { name: 'Review' })).toBeEnabled();
    await tabs.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
    ).toBeVisible();
  });

  test('a declined card, then success with another card', async ({ page }) => {
    await seedCheckout(page);
    const payCalls = countPayCalls(page);
    await page.goto(paymentUrl('GROW872:Treatment'));
    await fillCard(page, '4000 1111 1111 1115');
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Payment method declined' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await fillCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: 'Continue to Next Step' }).click();
    await page.getByRole('button', { name: 'Continue to Review Order' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
    ).toBeVisible();
    // Two attempts, two different idempotency keys: the retry with a new card is a new attempt.
    expect(payCalls).toHaveLength(2);
    expect(new Set(payCalls).size).toBe(2);
  });
});
