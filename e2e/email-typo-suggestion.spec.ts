// An email whose domain looks like a slip ('gmial.com') is offered its likely correction under the
// field, taken in one keystroke or click; ignored, it never stops the visitor.
import { expect, test, type Locator, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { shot } from './support/shots';
import { EN, ES, type ParentLabels } from './support/parent-flow';
import { idle, renderMode } from './support/settle';
import { DESKTOP, PHONE } from './support/traps';

const SUGGESTION = {
  en: (email: string) => `Did you mean ${email}?`,
  es: (email: string) => `¿Quisiste decir ${email}?`,
};

let counter = 0;
/** A local part of its own per run, so the address never belongs to an earlier run's parent. */
const localPart = () => `ana.${Date.now().toString(36)}.${(counter += 1)}`;

/** The parent's email sent when Continue creates the registration. */
function sentEmail(page: Page): Promise<string> {
  return page
    .waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/registrations')
    .then((r) => r.postDataJSON().parent.email as string);
}

/** A person's click: the button released once the page has reacted to the press (the blur it
 *  causes rendered), as a person's slower hand would. The click is lost if the target moves. */
async function humanClick(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('target not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await idle(page);
  await page.mouse.up();
}

async function openStepOne(page: Page, labels: ParentLabels) {
  await page.goto('/app/join/step1');
  // The offer is the live page's: a field left before the page is live offers nothing.
  await expect.poll(() => renderMode(page)).toBeTruthy();
  await page.getByLabel(labels.firstName, { exact: true }).fill('Ana');
  await page.getByLabel(labels.lastName, { exact: true }).fill('Lopez');
}

async function acceptsByKeyboard(page: Page, lang: 'en' | 'es') {
  const labels = lang === 'es' ? ES : EN;
  const local = localPart();
  await openStepOne(page, labels);
  const email = page.getByLabel(labels.email, { exact: true });
  await email.fill(`${local}@gmial.com`);
  await expect(page.getByRole('button', { name: /@gmail\.com/ })).toHaveCount(0);
  // Leaving the field by keyboard lands on the offer.
  await email.press('Tab');
  const offer = page.getByRole('button', { name: SUGGESTION[lang](`${local}@gmail.com`) });
  await expect(offer).toBeFocused();
  await expect(page.locator('[aria-live="polite"]').filter({ has: offer })).toBeVisible();
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await shot(page, `email-typo-${lang}-${page.viewportSize()!.width}`, { fullPage: true });
  await page.keyboard.press('Enter');
  await expect(email).toHaveValue(`${local}@gmail.com`);
  await expect(email).toBeFocused();
  await expect(offer).toHaveCount(0);
  await page.getByLabel(labels.phone, { exact: true }).fill('5125550147');
  const sent = sentEmail(page);
  await page.getByRole('button', { name: labels.continue, exact: true }).click();
  expect(await sent).toBe(`${local}@gmail.com`);
  await expect(page).toHaveURL(/\/app\/join\/step2$/);
}

async function continuesWithWhatWasTyped(page: Page, lang: 'en' | 'es') {
  const labels = lang === 'es' ? ES : EN;
  const local = localPart();
  await openStepOne(page, labels);
  await page.getByLabel(labels.email, { exact: true }).fill(`${local}@gmial.com`);
  await page.getByLabel(labels.phone, { exact: true }).click();
  await expect(page.getByRole('button', { name: SUGGESTION[lang](`${local}@gmail.com`) })).toBeVisible();
  await page.getByLabel(labels.phone, { exact: true }).fill('5125550147');
  const sent = sentEmail(page);
  await page.getByRole('button', { name: labels.continue, exact: true }).click();
  expect(await sent).toBe(`${local}@gmial.com`);
  await expect(page).toHaveURL(/\/app\/join\/step2$/);
}

for (const size of [PHONE, DESKTOP]) {
  test(`an email typo on /step1 is offered its correction, taken by keyboard, at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await acceptsByKeyboard(page, 'en');
  });

  test(`ignoring the offer continues with the email as typed at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await continuesWithWhatWasTyped(page, 'en');
  });

  test(`Continue pressed straight from a field with a typo is not moved from under the pointer at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const local = localPart();
    await openStepOne(page, EN);
    await page.getByLabel(EN.phone, { exact: true }).fill('5125550147');
    await page.getByLabel(EN.email, { exact: true }).fill(`${local}@gmial.com`);
    // The offer appears once the click has landed; shown on the press, it would push Continue down.
    const sent = sentEmail(page);
    await humanClick(page, page.getByRole('button', { name: EN.continue, exact: true }));
    expect(await sent).toBe(`${local}@gmial.com`);
    await expect(page).toHaveURL(/\/app\/join\/step2$/);
  });
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  for (const size of [PHONE, DESKTOP]) {
    test(`the correction in Spanish, taken by keyboard, at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await acceptsByKeyboard(page, 'es');
    });

    test(`ignoring the offer in Spanish continues with the email as typed at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await continuesWithWhatWasTyped(page, 'es');
    });
  }
});
