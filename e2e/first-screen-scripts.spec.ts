import { expect, test, type Page } from './support/test';

// Issue 14 point 6: validation code (zod and the form's schema) loads when the visitor starts
// on the form, not before. Pins /pro's first screen, which fetched zod with its first step.
const ZOD_MARK = '$ZodObject';

/** Every script the page has received so far (all), and those whose text carries zod (zod). */
function watchScripts(page: Page): { all: string[]; zod: string[] } {
  const seen = { all: [] as string[], zod: [] as string[] };
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    seen.all.push(new URL(response.url()).pathname);
    const body = await response.text().catch(() => '');
    if (body.includes(ZOD_MARK)) seen.zod.push(new URL(response.url()).pathname);
  });
  return seen;
}

test('/pro hydrates and is left alone without fetching zod; the first focus on its form fetches it', async ({ page }) => {
  const scripts = watchScripts(page);
  const zod = scripts.zod;
  await page.goto('/app/join/pro');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __joinRender?: string }).__joinRender)).toBe('hydrate');
  // Until no new script has arrived for a second (network idle never came on a loaded machine:
  // the page's idle-time requests kept it busy past the test's time).
  for (let count = -1, i = 0; i < 20 && count !== scripts.all.length; i++) {
    count = scripts.all.length;
    await page.waitForTimeout(1_000);
  }
  expect(zod).toEqual([]);

  await page.getByLabel('First name', { exact: true }).focus();
  await expect.poll(() => zod.length).toBeGreaterThan(0);
  // The form still validates on submit with the schema it fetched.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
});

// Pins the router's build: react-router 7's package exports name only its development build, whose
// warnings are built on every render of the routes (tools/webpack/federation.cjs aliases the
// production build beside it).
test("the first screen's scripts carry react-router's production build, not its development warnings", async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto('/app/join/step1');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __joinRender?: string }).__joinRender)).toBe('hydrate');
  await expect.poll(() => bodies.some((body) => body.includes('useRoutes'))).toBe(true);
  expect(bodies.filter((body) => body.includes('You rendered descendant <Routes>'))).toEqual([]);
});
