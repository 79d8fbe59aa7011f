import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { fillCard, paymentUrl, seedCheckout } from './support/checkout-setup';
import { continueStep1, inviteLinkMailedTo, startInvite } from './support/invite-helpers';

// spec §2: the invitation Parent A's payment mails to the co-parent, followed by Parent B.
// Parent A's registration is made through the API (the parent journeys cover those screens);
// A pays on the real /payment page, B works in a browser context of their own.

async function coParentEmail(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.parse(sessionStorage.getItem('join.registration') ?? '{}').state.stepTwoValues.email as string,
  );
}

async function parentAPays(page: Page, options: { forCoParent: boolean }) {
  await page.goto(paymentUrl('GROW872:Treatment'));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  if (options.forCoParent)
    await page.getByRole('checkbox', { name: "Pay for my co-parent's subscription" }).check();
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await page.getByRole('button', { name: 'Continue to Review Order' }).click();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
  ).toBeVisible();
}

test.describe('Parent A invites Parent B', () => {
  test('B opens the mailed link, buys a package by card and creates credentials', async ({
    page,
    browser,
  }) => {
    await seedCheckout(page);
    const email = await coParentEmail(page);
    await parentAPays(page, { forCoParent: false });

    const b = await (await browser.newContext()).newPage();
    await b.goto(await inviteLinkMailedTo(page.request, email));
    await expect(
      b.getByRole('heading', { level: 1, name: "You've been invited as a co-parent to join:" }),
    ).toBeVisible();
    await expect(b.getByRole('list', { name: 'Family members' })).toContainText('Ana Diaz');
    await expect(b.getByText('Your subscription has been paid.')).toHaveCount(0);
    await startInvite(b);
    await expect(b.getByLabel('Email')).toHaveValue(email);
    // Parent A gave only an email, so B adds a phone number.
    await b.getByLabel('Phone number').fill('5125550111');
    await continueStep1(b);

    await expect(b).toHaveURL(/\/invite\/packages$/);
    // Parent A's package is the co-parent package the invite carries.
    await expect(b.getByRole('radio', { checked: true })).toHaveCount(1);
    await b.getByRole('button', { name: 'Continue' }).click();
    await expect(b).toHaveURL(/\/invite\/payment$/);
    await fillCard(b, '4111 1111 1111 1111');
    await b.getByRole('button', { name: 'Continue to Next Step' }).click();
    await expect(b.getByRole('heading', { name: 'Billing information' })).toBeVisible();
    const address = b.getByRole('combobox', { name: 'Billing Address' });
    await address.fill('Congress');
    await b.getByRole('option', { name: /100 Congress Avenue, Austin/ }).click();
    await b.getByLabel('Timezone').selectOption('America/Chicago');
    await b.getByRole('button', { name: 'Continue to Review Order' }).click();
    await b.getByRole('button', { name: 'Pay now' }).click();

    await expect(b).toHaveURL(/\/invite\/credentials$/);
    await b.getByLabel('Username').fill(`ben_${Date.now().toString(36)}`);
    await b.getByLabel('Password', { exact: true }).fill('Harbor-2026-safe!');
    await b.getByRole('button', { name: 'Complete Signup' }).click();
    await expect(b.getByRole('heading', { level: 1, name: 'Account activated!' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(b).toHaveURL(/\/invite\/receipt$/);
  });

  test("A pays for B, so B's link skips packages and payment", async ({ page, browser }) => {
    await seedCheckout(page);
    const email = await coParentEmail(page);
    await parentAPays(page, { forCoParent: true });

    const b = await (await browser.newContext()).newPage();
    await b.goto(await inviteLinkMailedTo(page.request, email));
    await expect(b.getByText('Your subscription has been paid.')).toBeVisible();
    await expectNoAxeViolations(b);
    await startInvite(b);
    await b.getByLabel('Phone number').fill('5125550112');
    await continueStep1(b);
    // B's own address is not known yet: billing information first, then credentials.
    await expect(b).toHaveURL(/\/invite\/billing-info$/);
    await b.getByLabel('Billing Address').fill('100 Congress Avenue');
    await b.getByLabel('City').fill('Austin');
    await b.getByLabel('State').selectOption('TX');
    await b.getByLabel('Postal Code').fill('78701');
    await b.getByLabel('Timezone').selectOption('America/Chicago');
    await b.getByRole('button', { name: 'Continue' }).click();
    await expect(b).toHaveURL(/\/invite\/credentials$/);
    await expect(b.getByRole('button', { name: 'Complete Signup' })).toBeVisible();
  });
});
