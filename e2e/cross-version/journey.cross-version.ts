// A parent's whole journey to the receipt on a product that mixes versions (tools/cross-version.mjs):
// the previous commit's checkout under the current shell, and the previous shell with the current
// remotes. The parent sign-up screens, the hand-over of the registration to checkout (the shared
// store), paying, the credentials and the receipt all cross the seam between the two versions.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { EN, fillCoParent, fillStepOne, uniqueEmail } from '../support/parent-flow';
import { createCredentialsAndWaitForReceipt, payByCard } from '../support/analytics-journey';
import { cardToReview } from '../support/card-steps';
import { paymentUrl, seedCheckout } from '../support/checkout-setup';

interface Target {
  name: string;
  url: string;
  /** The released remote version the page must use. */
  release?: { remote: string; version: string };
  /** The shell scripts the page must load (the old shell's). */
  shellScripts?: string[];
}

const targets: Target[] = JSON.parse(process.env.CROSS_VERSION_TARGETS || '[]');

test('the cross-version set-up named what to run', () => {
  expect(targets.length, 'run through npm run e2e:cross-version (tools/cross-version.mjs)').toBeGreaterThan(
    0,
  );
});

/** The payment page came from the released old version of the remote, not the current build. */
async function expectReleasedRemote(page: Page, target: Target) {
  if (!target.release) return;
  const loaded = await page.evaluate(() => performance.getEntries().map((e) => e.name));
  const prefix = `/app/join/releases/${target.release.remote}/${target.release.version}/`;
  expect(loaded.some((name) => name.includes(prefix))).toBe(true);
  expect(loaded.some((name) => name.includes(`/app/join/remotes/${target.release?.remote}/`))).toBe(false);
}

for (const target of targets) {
  test(`a parent signs up, pays and reaches the receipt: ${target.name}`, async ({ page }) => {
    await page.goto(`${target.url}/app/join/step1`);
    if (target.shellScripts)
      for (const src of target.shellScripts)
        await expect(
          page.locator(`script[src="${src}"], link[rel="preload"][href="${src}"]`),
        ).not.toHaveCount(0);
    await fillStepOne(page, uniqueEmail('cross'));
    await page.getByRole('button', { name: EN.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
    await fillCoParent(page, uniqueEmail('cross-co'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Build your own' }).click();
    await page.getByRole('checkbox', { name: /ToneMeter/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expectReleasedRemote(page, target);
    await payByCard(page);
    await createCredentialsAndWaitForReceipt(page);
  });

  // A GB buyer must agree to the terms, whose label is a translation with links inside (`Trans`):
  // the checkout of either version draws it with the page's i18next, whichever shell shares it.
  test.describe(target.name, () => {
    test.use({ baseURL: target.url });
    test('a GB buyer agrees to the terms through the label with its links', async ({ page }) => {
      await seedCheckout(page, { country: 'GB', packageId: 2061 });
      await page.goto(paymentUrl('GROW872:Treatment'));
      await cardToReview(page);
      const terms = page.getByRole('checkbox', { name: /Terms & Conditions/ });
      await expect(terms).toBeVisible();
      await expectReleasedRemote(page, target);
      const label = page.locator('.co-consent');
      await expect(label.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', /\S/);
      await expect(label.getByRole('link', { name: /Privacy/ })).toHaveAttribute('href', /\S/);
      const pay = page.getByRole('button', { name: 'Pay now' });
      await expect(pay).toBeDisabled();
      await terms.check();
      await expect(pay).toBeEnabled();
      await pay.click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create your username and password' }),
      ).toBeVisible();
    });
  });
}
