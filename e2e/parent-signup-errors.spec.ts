// What a parent sees when something is wrong (spec §5 messages, §8 duplicate parent) against the
// production build.
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { expectErrorSummary, expectFieldError } from './support/forms';
import {
  existingParentEmail,
  fillCoParent,
  fillStepOne,
  registrationStore,
  uniqueEmail,
} from './support/parent-flow';

test.describe('parent sign-up errors', () => {
  test("invalid input shows the spec's messages in a focused error summary that links to the fields", async ({
    page,
  }) => {
    await page.goto('/app/join/step1');
    await page.getByLabel('Last name', { exact: true }).fill('L'.repeat(21));
    await page.getByLabel('Email', { exact: true }).fill('ana@');
    await page.getByLabel('Phone number', { exact: true }).pressSequentially('12ab3');
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectErrorSummary(page, [
      'First name: This field is required',
      'Last name: Must be between 1 and 20 characters',
      'Invalid email address',
      'Phone number: Must be between 8 and 15 digits',
    ]);
    await expectFieldError(page.getByLabel('First name', { exact: true }), 'This field is required');
    await expectFieldError(
      page.getByLabel('Last name', { exact: true }),
      'Must be between 1 and 20 characters',
    );
    await expectFieldError(page.getByLabel('Email', { exact: true }), 'Invalid email address');
    await expectFieldError(
      page.getByLabel('Phone number', { exact: true }),
      'Must be between 8 and 15 digits',
    );
    await expect(page).toHaveTitle(/^Error: /);
    await expectNoAxeViolations(page);

    const parentEmail = uniqueEmail('rules');
    await fillStepOne(page, parentEmail);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
    await fillCoParent(page, parentEmail.toUpperCase());
    await page.getByLabel('Phone number (optional)').fill('5125550147');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectErrorSummary(page, [
      'The email of the co-parent cannot be the same as your email.',
      "Your co-parent's phone number cannot be the same as yours.",
    ]);
    await expectFieldError(
      page.getByLabel('Email', { exact: true }),
      'The email of the co-parent cannot be the same as your email.',
    );
    await expectFieldError(
      page.getByLabel('Phone number (optional)'),
      "Your co-parent's phone number cannot be the same as yours.",
    );
    await expectNoAxeViolations(page);
  });

  test('a duplicate parent lands on /duplicate with the duplicate-user message', async ({ page }) => {
    await page.goto('/app/join/step1');
    const email = await existingParentEmail(page);
    await fillStepOne(page, email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/duplicate$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Get connected to your co-parent' }),
    ).toBeVisible();
    await expect(page.getByText('It appears you are attempting to create a duplicate user.')).toBeVisible();
    // CONTRACTS#trust 5: it never says whose the account is; it says how to sign in or recover it.
    await expect(
      page.getByText(`An account already exists for ${email}. We do not show whose it is.`),
    ).toBeVisible();
    await expect(page.getByText('Ana Lopez')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in to that account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retrieve your password' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await registrationStore(page)).signupId ?? null).toBeNull();
  });
});

test('a parent can do /step1 with the keyboard alone', async ({ page }) => {
  await page.goto('/app/join/step1');
  const heading = page.getByRole('heading', { level: 1, name: 'Create your account' });
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  await page.keyboard.type('Ana');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lopez');
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('keys'));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Country code')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('5125550147');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeFocused();
});
