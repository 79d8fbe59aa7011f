// The GOV.UK error summary on the parent and billing forms: one box at the top that takes focus,
// links to each field, and is the one announcement (inline errors are not live alerts); the page
// title says there is an error. Phone and desktop widths, production build.
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { errorSummary, expectErrorSummary, expectFieldError } from './support/forms';
import { fillCoParent, fillStepOne, uniqueEmail } from './support/parent-flow';
import { paymentUrl, seedCheckout } from './support/checkout-setup';
import { shot } from './support/shots';

const WIDTHS = [
  [375, 812],
  [1280, 800],
] as const;

async function expectSummaryInView(page: Page) {
  await expect(errorSummary(page)).toBeInViewport();
  // Only the summary is a live region; the messages beside the fields are not.
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page).toHaveTitle(/^Error: /);
}

for (const [width, height] of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    // Pins a bug: /step1 had no error summary and every inline error was a live alert.
    test('/step1: the summary lists every problem, takes focus, and its links move to the fields', async ({
      page,
    }) => {
      await page.goto('/app/join/step1');
      await page.getByLabel('Email', { exact: true }).fill('ana@');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectErrorSummary(page, [
        'First name: This field is required',
        'Last name: This field is required',
        'Invalid email address',
        'Phone number: This field is required',
      ]);
      await expectSummaryInView(page);
      await shot(page, `forms-step1-summary-${width}`);
      await expectNoAxeViolations(page);
      await errorSummary(page).getByRole('link', { name: 'Invalid email address' }).click();
      const email = page.getByLabel('Email', { exact: true });
      await expect(email).toBeFocused();
      await expect(email).toBeInViewport();
      await expect(email).toHaveValue('ana@');
    });

    // Pins a bug: on /step2 focus went to the third invalid field, and five alerts spoke at once.
    test('/step2: focus goes to the summary, whose first link is the first invalid field', async ({
      page,
    }) => {
      const parentEmail = uniqueEmail('summary');
      await page.goto('/app/join/step1');
      await fillStepOne(page, parentEmail);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
      await fillCoParent(page, parentEmail);
      await page.getByLabel('First name', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Add a child' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectErrorSummary(page, [
        'First name: This field is required',
        'The email of the co-parent cannot be the same as your email.',
        'First name: This field is required',
        'Last name: This field is required',
      ]);
      await expectSummaryInView(page);
      await expectFieldError(
        page.getByLabel('Email', { exact: true }),
        'The email of the co-parent cannot be the same as your email.',
      );
      await shot(page, `forms-step2-summary-${width}`);
      await expectNoAxeViolations(page);
      await errorSummary(page).getByRole('link').first().click();
      await expect(page.getByLabel('First name', { exact: true }).first()).toBeFocused();
    });

    // Pins a bug: the billing form had no error summary.
    test('billing: the summary at the top of the step links to the fields', async ({ page }) => {
      await seedCheckout(page);
      await page.goto(paymentUrl('GROW872:Control'));
      const address = page.getByLabel('Billing Address');
      await expect(address).toBeVisible();
      await address.fill('');
      await page.getByLabel('Postal Code').fill('ABC');
      await page.getByRole('button', { name: 'Continue to Next Step' }).click();
      await expectErrorSummary(page, ['Billing Address: This field is required', 'Postal code is not valid']);
      await expectSummaryInView(page);
      await expectFieldError(page.getByLabel('Postal Code'), 'Postal code is not valid');
      await shot(page, `forms-billing-summary-${width}`);
      await expectNoAxeViolations(page);
      await errorSummary(page).getByRole('link', { name: 'Postal code is not valid' }).click();
      await expect(page.getByLabel('Postal Code')).toBeFocused();
    });
  });
}
