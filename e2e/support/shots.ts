// Screenshots for a person to look at, taken only on request (E2E_SHOTS=1) into tmp/shots/:
// nothing compares them, so a run without the request writes none. A claim about how a page
// looks is a toHaveScreenshot baseline instead (e2e/*-snapshots/).
import type { Page } from '@playwright/test';

export const SHOTS_WANTED = !!process.env.E2E_SHOTS;

/** tmp/shots/<name>.png when E2E_SHOTS is set. */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (SHOTS_WANTED) await page.screenshot({ path: `tmp/shots/${name}.png`, ...options });
}
