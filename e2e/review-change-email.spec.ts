import { expect, test, type Page } from './support/test';
import {
  chooseFirstBundle,
  continueStep1,
  createInvite,
  stagedInviteLink,
  startInvite,
} from './support/invite-helpers';
import { fillCard } from './support/checkout-setup';

// spec §2 Review step: the Change link beside the email has three targets (apps/checkout
// flow/change-email.ts). A Parent B who
// already has an account changes the email where the account lives (/step1/parentb, handed to the
// account billing page); an invitee without an account changes it on /invite/step1.
async function invitedToReview(page: Page) {
  await startInvite(page);
  await continueStep1(page);
  await chooseFirstBundle(page);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  // The staged invite has no billing address: the co-parent types one.
  const address = page.getByRole('combobox', { name: 'Billing Address' });
  await expect(address).toHaveValue('');
  await address.fill('Congress');
  await page.getByRole('option', { name: /100 Congress Avenue, Austin/ }).click();
  await page.getByLabel('Timezone').selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Continue to Review Order' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
}

/** The card is saved, so leaving asks first in the page (spec §4 Leaving); the visitor goes on. */
async function changeEmail(page: Page) {
  await page.getByRole('button', { name: 'Change email' }).click();
  await page
    .getByRole('dialog', { name: 'Payment information will be lost. Continue?' })
    .getByRole('button', { name: 'Continue and remove it' })
    .click();
}

test('a Parent B who already has an account changes the email on /step1/parentb', async ({
  page,
  request,
}) => {
  const invite = await createInvite(request, { requireCredentials: false });
  await page.goto(stagedInviteLink(invite));
  await invitedToReview(page);
  const config = await (await request.get('/api/config')).json();
  const billing = new URL(config.urls.accountBilling, 'http://x').pathname;
  await changeEmail(page);
  await page.waitForURL((url) => url.pathname === billing);
  expect(new URL(page.url()).searchParams.get('from')).toBe('/step1/parentb');
});

test('an invitee without an account changes the email on /invite/step1', async ({ page, request }) => {
  const invite = await createInvite(request, { requireCredentials: true });
  await page.goto(stagedInviteLink(invite));
  await invitedToReview(page);
  await changeEmail(page);
  await expect(page).toHaveURL(/\/app\/join\/invite\/step1$/);
});
