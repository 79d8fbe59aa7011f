import { expect, test, type Page } from './support/test';
import { renderMode, watchRequests } from './support/settle';

// ARCHITECTURE.md Budgets: validation code (zod and the form's schema) loads when the visitor starts
// on the form, not before. Pins /pro's first screen, which fetched zod with its first step.
const ZOD_MARK = '$ZodObject';

/** The text of each script the page loaded, read again from the server (a response's own body
 *  may be gone once the page has moved on); an unreadable one fails the test. */
async function scriptTexts(page: Page, urls: string[]): Promise<string[]> {
  return Promise.all(
    [...new Set(urls)].map(async (url) => {
      const response = await page.request.get(url);
      expect(response.ok(), url).toBe(true);
      return response.text();
    }),
  );
}

test('/pro hydrates and is left alone without fetching zod; the first focus on its form fetches it', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(request.url());
  });
  const scripts = watchRequests(page, (request) => request.resourceType() === 'script');
  await page.goto('/app/join/pro');
  await expect.poll(() => renderMode(page)).toBe('hydrate');
  // Left alone: every script the page asks for by itself, idle time included, is in.
  await scripts.settled();
  const before = loaded.length;
  expect(before).toBeGreaterThan(0);
  expect((await scriptTexts(page, loaded)).filter((text) => text.includes(ZOD_MARK))).toEqual([]);

  await page.getByLabel('First name', { exact: true }).focus();
  await scripts.settled();
  expect((await scriptTexts(page, loaded.slice(before))).some((text) => text.includes(ZOD_MARK))).toBe(true);
  // The form still validates on submit with the schema it fetched.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
});

// /step1 keeps the work its form needs before Continue (the schema, the sender, the timezone list)
// off the keystrokes: it starts once the visitor who started typing is still for a moment
// (whenStill), and the timezone list it asks for is the sign that it ran.
test.describe('in Chicago', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('/step1 asks for its timezone list only after the visitor pauses, then chooses the visitor’s own', async ({
    page,
  }) => {
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/lookups/timezones')) lookups.push(request.url());
    });
    const scripts = watchRequests(page, (request) => request.resourceType() === 'script');
    await page.goto('/app/join/step1');
    await expect.poll(() => renderMode(page)).toBe('hydrate');
    await scripts.settled();

    // Keys 150 ms apart: never still long enough.
    await page.getByLabel('First name', { exact: true }).pressSequentially('Ana', { delay: 150 });
    expect(lookups).toEqual([]);

    // Still: the list is asked for, and the US list arrives with a zone chosen.
    await expect.poll(() => lookups.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The visitor's own zone, read from the browser (Temporal here), is the one chosen.
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('America/Chicago');
  });
});

// Pins the router's build: react-router 7's package exports name only its development build, whose
// warnings are built on every render of the routes (tools/webpack/federation.cjs aliases the
// production build beside it).
test("the first screen's scripts carry react-router's production build, not its development warnings", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(request.url());
  });
  const scripts = watchRequests(page, (request) => request.resourceType() === 'script');
  await page.goto('/app/join/step1');
  await expect.poll(() => renderMode(page)).toBe('hydrate');
  await scripts.settled();
  const bodies = await scriptTexts(page, loaded);
  expect(bodies.some((body) => body.includes('useRoutes'))).toBe(true);
  expect(bodies.filter((body) => body.includes('You rendered descendant <Routes>'))).toEqual([]);
});
