// CONTRACTS#analytics-and-discount-links journeys: what the analytics store and the funnel hold for one visitor, and the parent
// sign-up done as a visitor does it, from the landing page to the receipt.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fillCard } from './checkout-setup';
import { EN, fillCoParent, fillStepOne } from './parent-flow';

export interface StoredEvent {
  type: 'page' | 'track';
  name: string;
  path: string | null;
  account: string | null;
  versionId: number;
  properties: Record<string, unknown>;
}

export const PARENT_STEPS = ['/signup', '/step1', '/step2', '/step3', '/payment', '/credentials', '/receipt'];

/** The id libs/analytics keeps for this visitor (sent as segmentAnonymousId). */
export async function anonymousIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem('join.anonymousId'));
  expect(id, 'the visitor has an anonymous id').toBeTruthy();
  return id as string;
}

export async function storedEvents(
  api: APIRequestContext,
  base: string,
  anonymousId: string,
): Promise<StoredEvent[]> {
  const res = await api.get(
    `${base}/api/dev/analytics/events?anonymousId=${encodeURIComponent(anonymousId)}`,
  );
  expect(res.ok()).toBe(true);
  return (await res.json()).events;
}

/** Waits until the store holds a page event for `path` (events leave in batches). */
export async function waitForStoredPage(
  api: APIRequestContext,
  base: string,
  anonymousId: string,
  path: string,
): Promise<StoredEvent[]> {
  let events: StoredEvent[] = [];
  await expect
    .poll(
      async () => {
        events = await storedEvents(api, base, anonymousId);
        return events.some((e) => e.type === 'page' && e.path === path);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return events;
}

/** The routes of the page events, with repeats of the same route in a row (re-renders) folded. */
export function pageRoutes(events: StoredEvent[]): string[] {
  return events
    .filter((e) => e.type === 'page')
    .map((e) => e.path ?? e.name)
    .filter((p, i, all) => i === 0 || all[i - 1] !== p);
}

/** Whether `wanted` appears in `list` in that order (other items may sit between). */
export function inOrder(list: string[], wanted: string[]): boolean {
  let at = 0;
  for (const item of list) if (item === wanted[at]) at += 1;
  return at === wanted.length;
}

export async function funnelJson(api: APIRequestContext, base: string) {
  const res = await api.get(`${base}/api/dev/funnel`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    visitors: number;
    flows: {
      id: string;
      worstStep: number | null;
      steps: { label: string; reached: number; droppedHere: number | null }[];
    }[];
  };
}

export const PARENT = { firstName: 'Ana', lastName: 'Lopez', phone: '5125550147' };

/** /signup (or any start URL) to /payment with the first one-year package of /step3. */
export async function parentToPayment(page: Page, startUrl: string, email: string, coParentEmail: string) {
  await page.goto(startUrl);
  await page.getByRole('button', { name: 'For Parents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await fillStepOne(page, email);
  await page.getByRole('button', { name: EN.continue }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
  await fillCoParent(page, coParentEmail);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your package' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

/** Card, billing address from the autocomplete, review and Pay now; returns the pay response. */
export async function payByCard(page: Page) {
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Continue to Next Step' }).click();
  await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Billing Address' }).fill('Congress');
  await page.getByRole('option', { name: /100 Congress Avenue, Austin/ }).click();
  await page.getByLabel('Timezone').selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Continue to Review Order' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  const paid = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/pay$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Pay now' }).click();
  const response = await paid;
  expect(response.ok()).toBe(true);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
  ).toBeVisible();
  return response.json();
}

export async function createCredentialsAndWaitForReceipt(page: Page) {
  await page.getByLabel('Username').fill(`ana_${Date.now().toString(36)}`);
  await page.getByLabel('Password', { exact: true }).fill('Harbor-2026-safe!');
  await page.getByRole('button', { name: 'Complete Signup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account activated!' })).toBeVisible({
    timeout: 15_000,
  });
}
