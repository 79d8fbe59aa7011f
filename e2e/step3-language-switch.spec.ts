// Pins a /step3 switch to Español that left the packages in English ('Essentials 1 Year', 'Build
// Your Own'): the list asked ahead on /step2 was not asked again in the new language.
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { shot } from './support/shots';
import { ES, EN, fillCoParent, fillStepOne, registrationStore, uniqueEmail } from './support/parent-flow';
import { DESKTOP, PHONE } from './support/traps';

async function toStepThree(page: Page, labels = EN) {
  await page.goto('/app/join/step1');
  await fillStepOne(page, uniqueEmail('lang-switch'), labels);
  await page.getByRole('button', { name: labels.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/step2$/);
  await fillCoParent(page, uniqueEmail('lang-switch-co'), labels);
  await page.getByRole('button', { name: labels.continue, exact: true }).click();
  await expect(page).toHaveURL(/\/step3$/);
}

for (const size of [PHONE, DESKTOP]) {
  test.describe(`a language switch on /step3 at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('English to Español: the package names and the chosen package follow at once', async ({ page }) => {
      await toStepThree(page);
      await expect(page.getByRole('heading', { name: 'Essentials 1 Year' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await expect(page.getByRole('heading', { level: 1, name: 'Elige tu paquete' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Esencial 1 año' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Arma tu paquete' })).toBeVisible();
      await expect(page.getByText('Essentials 1 Year')).toHaveCount(0);
      await expect(page.getByText('Build Your Own')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, `step3-switch-es-${size.width}`, { fullPage: true });

      await page
        .getByRole('button', { name: /^Elegir / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/payment/);
      // The next screens name the package as the latest answer did.
      expect((await registrationStore(page)).selectedPackage.package.displayName).toBe('Esencial 1 año');
      await expect(page.getByText('Esencial 1 año').first()).toBeAttached();
    });
  });
}

test.describe('Español to English', () => {
  test.use({ locale: 'es-MX', viewport: PHONE });
  test('the list comes back in English', async ({ page }) => {
    await toStepThree(page, ES);
    await expect(page.getByRole('heading', { name: 'Esencial 1 año' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Essentials 1 Year' })).toBeVisible();
    await expect(page.getByText('Esencial 1 año')).toHaveCount(0);
  });
});
