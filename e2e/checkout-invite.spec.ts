import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { createInvite, inviteToPayment } from './support/invite-helpers';
import { fillCard } from './support/checkout-setup';

// spec §2: the invited co-parent pays on /invite/payment, creates credentials and sees
// /invite/receipt, whose Login button clears state and leaves for the legacy home page.
test('an invited co-parent pays by card and reaches the invite receipt', async ({ page, request }) => {
  const invite = await createInvite(request, { locale: 'en_US' });
  await inviteToPayment(page, invite);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: "Pay for my co-parent's subscription" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
  // The staged invite has no billing address: the co-parent types one.
  const address = page.getByRole('combobox', { name: 'Billing Address' });
  await expect(address).toHaveValue('');
  await address.fill('Congress');
  await page.getByRole('option', { name: /100 Congress Avenue, Austin/ }).click();
  await page.getByLabel('Timezone').selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Continue to Review Order' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/invite\/credentials$/);
  await page.getByLabel('Username').fill(`ben_${Date.now().toString(36)}`);
  await page.getByLabel('Password', { exact: true }).fill('Harbor-2026-safe!');
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Account activated!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/invite\/receipt$/);
  await expectNoAxeViolations(page);
  // The local stack's legacy home is '/', which the API sends on to the sign-up landing page.
  const home = (await (await request.get('/api/config')).json()).urls.legacyHome;
  const leaving = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === home);
  await page.getByRole('button', { name: 'Login' }).click();
  await leaving;
  await expect(page.getByRole('button', { name: 'For Parents' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('join.invite'))).toBeNull();
});
