// Field data from real visitors: a visit to /step1 in a real browser reports its web-vitals (LCP,
// TTFB, CLS) to the join API when the visitor leaves, with the route, the device class and the
// remotes it loaded; a visitor whose browser refuses tracking (Global Privacy Control) sends none.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { EN } from './support/parent-flow';

interface StoredVital {
  id: string;
  name: string;
  value: number;
  route: string;
  device: string;
  remotes: { name: string; version: string; manifest?: string }[];
}

const storedSince = async (request: APIRequestContext, since: string): Promise<StoredVital[]> => {
  const res = await request.get(
    `/api/dev/analytics/vitals?route=${encodeURIComponent('/step1')}&since=${encodeURIComponent(since)}`,
  );
  expect(res.status()).toBe(200);
  return (await res.json()).vitals;
};

/** The bodies of the field-data beacons this page sends. */
function watchBeacons(page: Page) {
  const beacons: { metrics: { name: string; id: string }[]; route: string; device: string }[] = [];
  const analytics: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/analytics/vitals')) beacons.push(JSON.parse(req.postData() ?? '{}'));
    if (req.url().endsWith('/api/analytics/events')) analytics.push(req.url());
  });
  return { beacons, analytics };
}

/** Types into /step1 as a visitor does, then clicks the page: trusted input is what ends LCP. */
async function visitStepOne(page: Page) {
  await page.goto('/app/join/step1');
  const firstName = page.getByLabel(EN.firstName, { exact: true });
  await firstName.click();
  await firstName.pressSequentially('Ana');
  await expect(firstName).toHaveValue('Ana');
  await page.getByRole('heading', { level: 1 }).click();
}

/**
 * The page as a tab the visitor switched away from: hidden, with the event browsers fire then. (A
 * navigation away fires it too, but the requests of a page being unloaded are not shown to tests.)
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

test('a visitor who leaves /step1 has its LCP, TTFB and CLS reach the join API', async ({
  page,
  request,
}) => {
  const since = new Date(Date.now() - 2000).toISOString();
  const seen = watchBeacons(page);
  await visitStepOne(page);
  // web-vitals ends LCP at the visitor's first trusted input or hiding after it is running; its
  // chunk is fetched at the first input, so on a busy machine it may arrive after the typing. The
  // event `hide` dispatches is not trusted: each try clicks the heading first, as a visitor who
  // goes on reading, and a hiding before LCP is final sends what the page has and the rest later.
  const heading = page.getByRole('heading', { level: 1 });
  await expect
    .poll(
      async () => {
        await heading.click();
        await hide(page);
        return Array.from(new Set(seen.beacons.flatMap((b) => b.metrics.map((m) => m.name)))).sort();
      },
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(['CLS', 'LCP', 'TTFB']));
  await page.goto('about:blank');

  // Other journeys may send field data for /step1 meanwhile: only what this page sent counts.
  const sentIds = new Set(seen.beacons.flatMap((b) => b.metrics.map((m) => m.id)));
  let stored: StoredVital[] = [];
  await expect
    .poll(
      async () => {
        stored = (await storedSince(request, since)).filter((v) => sentIds.has(v.id));
        return Array.from(new Set(stored.map((v) => v.name))).sort();
      },
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(['CLS', 'LCP', 'TTFB']));
  const byName = Object.fromEntries(stored.map((v) => [v.name, v]));
  // Plausible figures for a local server: a first byte and a paint in well under the time limit.
  expect(byName.TTFB.value).toBeGreaterThan(0);
  expect(byName.TTFB.value).toBeLessThan(30_000);
  expect(byName.LCP.value).toBeGreaterThan(0);
  expect(byName.LCP.value).toBeLessThan(30_000);
  expect(byName.CLS.value).toBeGreaterThanOrEqual(0);
  expect(byName.LCP).toMatchObject({ route: '/step1', device: 'desktop' });
  expect(byName.LCP.remotes).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'parentSignup', version: expect.stringMatching(/^\d+\.\d+\.\d+/) }),
    ]),
  );
  expect(seen.beacons.every((b) => b.route === '/step1' && b.device === 'desktop')).toBe(true);
});

test('a visitor whose browser refuses tracking sends no field data and no analytics', async ({ page }) => {
  // Global Privacy Control as a browser that has it shows it to scripts (Chromium has no setting for it).
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
      get: () => true,
      configurable: true,
    }),
  );
  const seen = watchBeacons(page);
  await visitStepOne(page);
  // As long as the journey above took to see its figures leave, and longer.
  for (let i = 0; i < 8; i++) {
    await hide(page);
    await page.waitForTimeout(500);
  }
  await page.goto('about:blank');
  // The API would store a beacon from this browser (it sends no Sec-GPC header): the page sends none.
  expect(seen.beacons).toEqual([]);
  expect(seen.analytics).toEqual([]);
});
