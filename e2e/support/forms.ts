// The form kit as a visitor meets it (CONVENTIONS.md Forms, GOV.UK pattern): after a failed
// submit an error summary at the top takes focus and links to each field; each field carries its
// own message in its accessible description; inline messages are not live regions.
import { expect, type Locator, type Page } from '@playwright/test';

/** The error summary; its title is 'There is a problem' ('Hay un problema' in Spanish). */
export const errorSummary = (page: Page, title = 'There is a problem') =>
  page.getByRole('alert', { name: title });

/** The summary shows, has focus and lists exactly these messages as links, in this order. */
export async function expectErrorSummary(page: Page, messages: string[]) {
  const summary = errorSummary(page);
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(messages);
}

export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

/** No field is flagged and nothing is announced. */
export async function expectNoErrors(page: Page) {
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.locator('.j-field__error')).toHaveCount(0);
  await expect(errorSummary(page)).toHaveCount(0);
}
