// Parent A's first three steps against the production build (spec §4): a package and
// build-your-own both reach /payment, a reload keeps what was typed, every screen passes axe.
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import {
  EN,
  ES,
  expectAtPaymentWith,
  fillCoParent,
  fillStepOne,
  registrationStore,
  uniqueEmail,
} from './support/parent-flow';
import { shot } from './support/shots';

test.describe('parent sign-up journey', () => {
  test('a parent completes /step1 to /step3 and reaches /payment with a package', async ({ page }) => {
    await page.goto('/app/join/signup');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'For Parents' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('Country code')).toHaveValue('+1');
    await expectNoAxeViolations(page);
    await fillStepOne(page, uniqueEmail('journey'));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
    await expect(page).toHaveURL(/\/step2$/);
    await fillCoParent(page, uniqueEmail('coparent'));
    await page.getByRole('button', { name: 'Add a child' }).click();
    const child = page.getByRole('group', { name: 'Child 1' });
    await child.getByLabel('First name').fill('Mia');
    await child.getByLabel('Last name').fill('Lopez');
    await expectNoAxeViolations(page);

    // A reload mid-way keeps what was typed (the store and drafts persist per tab).
    await page.reload();
    await expect(page.getByLabel('First name').first()).toHaveValue('Ben');
    await expect(page.getByRole('group', { name: 'Child 1' }).getByLabel('First name')).toHaveValue('Mia');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your package' })).toBeVisible();
    const choose = page.getByRole('button', { name: /^Choose / }).first();
    await expect(choose).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your package' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Choose / })
      .first()
      .click();
    const store = await expectAtPaymentWith(page);
    expect(store.selectedPackage.package.buildYourOwn).toBe(false);
    expect(store.pricingGroup).toBe('P3');
  });

  test('each step opens at its top on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto('/app/join/step1');
    await fillStepOne(page, uniqueEmail('scroll'));
    await page.getByRole('button', { name: 'Continue' }).click();
    const stepTwo = page.getByRole('heading', { level: 1, name: 'Invite your co-parent' });
    await expect(stepTwo).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await fillCoParent(page, uniqueEmail('scroll-co'));
    await page.getByRole('button', { name: 'Continue' }).click();
    // Continue sat below the fold of /step2; /step3 opens with its packages at its top.
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your package' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a parent builds their own package and reaches /payment', async ({ page }) => {
    await page.goto('/app/join/step1');
    await fillStepOne(page, uniqueEmail('byo'));
    await page.getByRole('button', { name: EN.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invite your co-parent' })).toBeVisible();
    await fillCoParent(page, uniqueEmail('byo-co'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Build your own' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Build your own package' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /1 year/ })).toBeChecked();
    const total = page.locator('.ps-total');
    const before = await total.textContent();
    await page.getByRole('checkbox', { name: /ToneMeter/ }).check();
    await expect(total).not.toHaveText(before ?? '');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const store = await expectAtPaymentWith(page);
    expect(store.selectedPackage.package.buildYourOwn).toBe(true);
    expect(store.selectedPackage.services).toEqual(expect.arrayContaining(['SUB1YEAR', 'TONEMETER']));
  });

  test('the redirects follow the last completed step', async ({ page }) => {
    await page.goto('/app/join/step3');
    await expect(page).toHaveURL(/\/step1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect((await registrationStore(page)).lastCompletedStep ?? 0).toBe(0);
  });
});

test.describe('parent sign-up in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('the same journey reads in Spanish and reaches /payment', async ({ page }) => {
    await page.goto('/app/join/signup');
    await page.getByRole('button', { name: 'Para padres' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
    await fillStepOne(page, uniqueEmail('es'), ES);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invita a tu copadre' })).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill('Ben');
    await page.getByLabel('Apellido', { exact: true }).fill('Lopez');
    await page.getByLabel('No tengo el correo electrónico de mi copadre').check();
    await page.getByLabel('Número de teléfono', { exact: true }).fill('5125550199');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ayúdanos a conectarte con tu copadre' });
    await expect(dialog).toBeVisible();
    // The speed-bump says the visitor ticked that they have no email.
    await expect(dialog).toContainText('Marcaste que no tienes el correo electrónico de tu copadre.');
    await expectNoAxeViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      await shot(page, `es-speed-bump-${width}`);
    }
    await dialog.getByRole('button', { name: 'Omitir' }).click();
    await expect(page.getByText('Por ahora no invitaremos a tu copadre')).toBeVisible();
    // Pins a bug: the closing speed-bump gave focus back to Continue after its outcome had asked for it, so a keyboard or screen-reader user did not meet the outcome.
    await expect(
      page.getByRole('status').filter({ hasText: 'Por ahora no invitaremos a tu copadre' }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Elige tu paquete' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Arma tu paquete' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Arma tu paquete' })).toBeVisible();
    await expect(page.getByText('Gratis').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    await expectAtPaymentWith(page);
  });
});
