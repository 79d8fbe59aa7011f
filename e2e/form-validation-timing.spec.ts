// Validate on submit, then on change (CONVENTIONS.md Forms, the GOV.UK pattern), at phone and
// desktop widths on the production build.
import { expect, test, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { errorSummary, expectFieldError, expectNoErrors } from './support/forms';
import { fillStepOne, uniqueEmail } from './support/parent-flow';
import { idle, watchRequests } from './support/settle';
import { shot } from './support/shots';

const WIDTHS = [
  [375, 812],
  [1280, 800],
] as const;

/** A person's click: press, release once the page has reacted to the press (the blur it causes
 *  rendered), as a person's slower hand would. A click is lost if the target moves in between. */
async function humanClick(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('target not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await idle(page);
  await page.mouse.up();
}

for (const [width, height] of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    // Pins a bug: tabbing through /step1 turned every empty field red before anything was typed.
    test('tabbing through the empty /step1 flags nothing; Continue then shows the errors, and typing clears them', async ({
      page,
    }) => {
      await page.goto('/app/join/step1');
      const scripts = watchRequests(page, (request) => request.resourceType() === 'script');
      await page.getByLabel('First name', { exact: true }).click();
      for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
      // Tabbing onto a select fetches the form's schema; once it is in and the page idle, a check run on
      // blur would have flagged the fields by now.
      await scripts.settled();
      await expectNoErrors(page);
      await shot(page, `forms-step1-tabbed-${width}`, { fullPage: true });
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Continue' }).click();
      await expectFieldError(page.getByLabel('First name', { exact: true }), 'This field is required');
      // After the submit, a change revalidates at once.
      await page.getByLabel('First name', { exact: true }).fill('Ana');
      await expect(page.getByLabel('First name', { exact: true })).not.toHaveAttribute('aria-invalid');
      // The summary follows: the first name is no longer listed, the other problems still are.
      await expect(errorSummary(page).locator('a[href="#field-firstName"]')).toHaveCount(0);
      await expect(errorSummary(page).locator('a[href="#field-lastName"]')).toHaveCount(1);
    });

    // Pins a bug: 'Add a child' a second time while the first child was empty added nothing (the
    // first row's error appeared on blur, the button moved under the pointer, the click was lost).
    test("'Add a child' twice on /step2 adds two children and flags nothing", async ({ page }) => {
      await page.goto('/app/join/step1');
      await fillStepOne(page, uniqueEmail('children'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
      const add = page.getByRole('button', { name: 'Add a child' });
      await humanClick(page, add);
      await expect(page.getByRole('group', { name: 'Child 1' }).getByLabel('First name')).toBeFocused();
      await humanClick(page, add);
      await expect(page.getByRole('group', { name: 'Child 2' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Child 2' }).getByLabel('First name')).toBeFocused();
      await expectNoErrors(page);
      await shot(page, `forms-step2-two-children-${width}`, { fullPage: true });
      await expectNoAxeViolations(page);
    });
  });
}
