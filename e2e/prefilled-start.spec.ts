// Pins spec §3 sections NAME: a start link carrying the parent's name (from the legacy product or a
// partner) opened /step1 empty, and NAME was never sent.
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { shot } from './support/shots';
import { EN, ES, uniqueEmail, type ParentLabels } from './support/parent-flow';
import { DESKTOP, PHONE } from './support/traps';

/** The sections the registration is created with. */
function createdSections(page: Page): Promise<string[]> {
  return page
    .waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/registrations')
    .then((r) => r.postDataJSON().sections as string[]);
}

async function startPrefilled(page: Page, labels: ParentLabels, heading: string) {
  await page.goto('/app/join/step1?firstName=Ana%20Mar%C3%ADa&lastName=Dur%C3%A1n');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByLabel(labels.firstName, { exact: true })).toHaveValue('Ana María');
  await expect(page.getByLabel(labels.lastName, { exact: true })).toHaveValue('Durán');
  // The name leaves the address bar once read.
  await expect(page).toHaveURL(/\/app\/join\/step1$/);
  await expectNoAxeViolations(page);
  await shot(page, `prefilled-start-${labels === ES ? 'es' : 'en'}-${page.viewportSize()!.width}`, {
    fullPage: true,
  });
  await page.getByLabel(labels.email, { exact: true }).fill(uniqueEmail('prefilled'));
  await page.getByLabel(labels.phone, { exact: true }).fill('5125550147');
  const sections = createdSections(page);
  await page.getByRole('button', { name: labels.continue, exact: true }).click();
  expect(await sections).toEqual(['PARENT', 'NAME']);
  await expect(page).toHaveURL(/\/step2$/);
}

for (const size of [PHONE, DESKTOP]) {
  test(`a start link with the parent's name fills /step1 and sends NAME at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await startPrefilled(page, EN, 'Create your account');
  });
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });
  for (const size of [PHONE, DESKTOP]) {
    test(`the same start in Spanish at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      await startPrefilled(page, ES, 'Crea tu cuenta');
    });
  }
});

test('without a name in the link nothing is filled and NAME is not sent', async ({ page }) => {
  await page.goto('/app/join/step1');
  await expect(page.getByLabel(EN.firstName, { exact: true })).toHaveValue('');
  await page.getByLabel(EN.firstName, { exact: true }).fill('Ana');
  await page.getByLabel(EN.lastName, { exact: true }).fill('Diaz');
  await page.getByLabel(EN.email, { exact: true }).fill(uniqueEmail('plain'));
  await page.getByLabel(EN.phone, { exact: true }).fill('5125550147');
  const sections = createdSections(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  expect(await sections).toEqual(['PARENT']);
});
