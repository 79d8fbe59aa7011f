import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { PHONE, shootBoth } from './support/traps';

// Pins CONTRACTS#a-sign-up-people-finish (part): checkboxes were drawn in the browser's blue, and on a phone the
// chat that opens by itself on /duplicate covered the page's main button.
test('checkboxes use the brand colour', async ({ page }) => {
  await page.goto('/app/join/step1');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const accent = await page.evaluate(() => getComputedStyle(document.documentElement).accentColor);
  expect(accent).toBe('rgb(11, 95, 138)');
});

test('on a phone the opened chat does not cover the main button of /duplicate', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/api/health');
  await page.evaluate(() =>
    history.replaceState(
      { usr: { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' }, key: 'dup', idx: 0 },
      '',
      '/app/join/duplicate',
    ),
  );
  await page.reload();
  const panel = page.getByRole('dialog', { name: 'Support chat' });
  await expect(panel).toBeVisible();
  const button = page.getByRole('link', { name: 'Start a new sign-up' });
  await button.scrollIntoViewIfNeeded();
  const a = (await panel.boundingBox())!;
  const b = (await button.boundingBox())!;
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, 'the chat panel overlaps the main button').toBe(false);
  await expectNoAxeViolations(page);
  await shootBoth(page, 'duplicate-chat');
});
