import { expect, test, type Page } from '@playwright/test';

// Issue 14 point 6: validation code (zod and the form's schema) loads when the visitor starts
// on the form, not before. Pins /pro's first screen, which fetched zod with its first step.
const ZOD_MARK = '$ZodObject';

/** Every script the page has received so far whose text carries zod. */
function zodScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(ZOD_MARK)) found.push(new URL(response.url()).pathname);
  });
  return found;
}

test('/pro hydrates and is left alone without fetching zod; the first focus on its form fetches it', async ({ page }) => {
  const zod = zodScripts(page);
  await page.goto('/app/join/pro');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __joinRender?: string }).__joinRender)).toBe('hydrate');
  await page.waitForLoadState('networkidle');
  expect(zod).toEqual([]);

  await page.getByLabel('First name', { exact: true }).focus();
  await expect.poll(() => zod.length).toBeGreaterThan(0);
  // The form still validates on submit with the schema it fetched.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
});
