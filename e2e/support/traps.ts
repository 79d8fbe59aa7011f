// Helpers for the CONTRACTS#a-sign-up-people-finish journeys ("a sign-up people finish"): screenshots at the two widths,
// and the checks a visitor's eye makes (nothing scrolls sideways).
import { expect, type Page } from '@playwright/test';
import { shot, SHOTS_WANTED } from './shots';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };
export const NARROW = { width: 320, height: 640 };

/** With E2E_SHOTS: full-page screenshots at 375 and 1280 px into tmp/shots/<name>-<width>.png. */
export async function shootBoth(page: Page, name: string) {
  if (!SHOTS_WANTED) return;
  const before = page.viewportSize();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await shot(page, `${name}-${size.width}`, { fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** The page is no wider than the window: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page, `page width ${widths.page} px in a ${widths.window} px window`).toBeLessThanOrEqual(
    widths.window,
  );
}

/** A long but valid address, the kind that broke the phone layout. */
export function longEmail() {
  return `anamariafernandezdelacruz${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@coparentingfamilylawpartners.example.com`;
}

/** The sandbox card fields under their Spanish labels. */
export async function fillCardEs(page: Page, number: string) {
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
}
