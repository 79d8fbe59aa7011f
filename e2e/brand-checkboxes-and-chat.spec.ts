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

test('on a phone the chat button covers no text of /duplicate, at the top or the end of the page', async ({
  page,
}) => {
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
  await expect(
    page.getByText("We've opened a support chat so someone can help you right away."),
  ).toBeVisible();
  const launcher = page.getByRole('button', { name: 'Chat with support' });
  // A full-page screenshot draws a fixed button where the first screen put it, so both ends count.
  for (const end of ['top', 'bottom'] as const) {
    await page.evaluate(
      (to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight),
      end,
    );
    const covered = await launcher.evaluate((button) => {
      const b = button.getBoundingClientRect();
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || button.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects()))
          if (r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom)
            texts.push(node.textContent.trim());
      }
      return texts;
    });
    expect(covered, `text under the chat button at the ${end} of the page`).toEqual([]);
  }
  await shootBoth(page, 'duplicate-chat-full');
});
