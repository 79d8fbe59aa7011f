import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { seedCheckout } from './support/checkout-setup';
import { continueStep1, createInvite, stagedInviteLink, startInvite } from './support/invite-helpers';
import { DESKTOP, PHONE, shootBoth } from './support/traps';

// Pins CONTRACTS#a-sign-up-people-finish: build-your-own was cheaper than the bundle with the same features
// ($144.97 against $149.99), and the invite's build-your-own card listed every feature "From $99.99".
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

for (const size of [PHONE, DESKTOP]) {
  test(`every feature built one by one costs at least the bundle, and each feature says what it is (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await seedCheckout(page);
    await page.goto('/app/join/step3');
    const bundle = page.getByRole('article', { name: 'Essentials 1 Year' });
    const bundlePrice = money((await bundle.locator('.ps-package__price').textContent()) ?? '');
    expect(bundlePrice).toBe(149.99);
    await page.getByRole('button', { name: 'Build your own' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Build your own package' })).toBeVisible();
    await page.getByRole('radio', { name: /1 year/ }).check();
    for (const name of [/ToneMeter/, /Unlimited payments/])
      await page.getByRole('checkbox', { name }).check();
    await expect(
      page.getByText('Checks the tone of your messages and suggests calmer words before you send them.'),
    ).toBeVisible();
    await expect(
      page.getByText('Request, pay and track shared child expenses, as many as you need.'),
    ).toBeVisible();
    const total = money((await page.locator('.ps-total span').last().textContent()) ?? '');
    expect(total, 'one year with every feature, built one by one').toBeGreaterThanOrEqual(bundlePrice);
    await expectNoAxeViolations(page);
    if (size === DESKTOP) await shootBoth(page, 'alacarte');
  });

  test(`the invite's bundles say their term and renewal as /step3 does, and build-your-own says what it is, not every feature (${size.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size);
    const invite = await createInvite(request, { locale: 'en_US' });
    await page.goto(stagedInviteLink(invite));
    await startInvite(page);
    await continueStep1(page);
    await expect(page).toHaveURL(/\/invite\/packages$/);
    const byo = page
      .locator('.j-inv-package')
      .filter({ has: page.getByRole('radio', { name: /build your own/i }) });
    await expect(byo).toContainText('Pick a term, then add only the features you need.');
    await expect(byo).not.toContainText('Unlimited payments1 GB');
    await expect(byo.locator('.j-inv-package__feature')).toHaveCount(0);
    const bundle = page
      .locator('.j-inv-package')
      .filter({ has: page.getByRole('radio', { name: /Essentials 1 Year/ }) });
    await expect(bundle).toContainText('1-year subscription');
    await expect(bundle).toContainText('Renews automatically every year');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: /build your own/i }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Build your own package' })).toBeVisible();
    await expect(
      page.getByText('Checks the tone of your messages and suggests calmer words before you send them.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    if (size === DESKTOP) {
      await shootBoth(page, 'invite-choose-your-own');
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/invite\/packages$/);
      await shootBoth(page, 'invite-packages');
    }
  });
}

test('in Spanish the invite packages and the feature descriptions are Spanish', async ({ page, request }) => {
  const invite = await createInvite(request, { locale: 'es_MX' });
  await page.goto(stagedInviteLink(invite));
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/invite\/packages$/);
  await expect(
    page.getByText('Elige un plazo y agrega solo las funciones que necesitas.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Se renueva automáticamente cada año').first()).toBeVisible();
  await shootBoth(page, 'invite-packages-es');
});
