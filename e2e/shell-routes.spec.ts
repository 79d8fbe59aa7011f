import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';

// CONTRACTS#routing-and-remotes: the shell's route table, chrome and language, in a real browser.
test.describe('shell routes and chrome', () => {
  test('the root lands on /signup with the chrome and both choices', async ({ page }) => {
    await page.goto('/app/join/');
    await expect(page).toHaveURL(/\/app\/join\/signup$/);
    await expect(page.getByRole('button', { name: 'For Parents' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'For Professionals' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const name of ['Terms & Conditions', 'Privacy Policy', 'Help', 'Contact'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer).toContainText('©');
    await expectNoAxeViolations(page);
  });

  test('the landing buttons lead to /step1 and /pro', async ({ page }) => {
    await page.goto('/app/join/signup');
    await page.getByRole('button', { name: 'For Parents' }).click();
    await expect(page).toHaveURL(/\/step1$/);
    await page.goto('/app/join/signup');
    await page.getByRole('button', { name: 'For Professionals' }).click();
    await expect(page).toHaveURL(/\/pro$/);
  });

  for (const [from, to] of [
    ['/app/join/carousel', /\/app\/join\/step1$/],
    ['/app/join/join/payment', /\/app\/join\/(payment|step1)$/],
  ] as const) {
    test(`${from} redirects`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  for (const path of [
    '/step1/parentb',
    '/step1/address',
    '/step2/parentb',
    '/alacarte/parentb',
    '/payment/parentb',
    '/receipt/parentb',
    '/securityquestions',
    '/termsandconditions',
  ]) {
    test(`${path} goes to the account billing page`, async ({ page }) => {
      const config = await (await page.request.get('/api/config')).json();
      const billing = new URL(config.urls.accountBilling, 'http://x').pathname;
      await page.goto(`/app/join${path}`);
      await page.waitForURL((url) => url.pathname === billing);
      expect(new URL(page.url()).searchParams.get('from')).toBe(path);
    });
  }

  test('an unknown path shows a not-found page inside the chrome', async ({ page }) => {
    await page.goto('/app/join/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign-up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  for (const [path, remote] of [
    ['/step1', 'parentSignup'],
    ['/pro', 'proSignup'],
    ['/invite', 'invite'],
    ['/payment', 'checkout'],
  ] as const) {
    test(`${path} is rendered by the ${remote} remote`, async ({ page }) => {
      const entry = page.waitForRequest((request) =>
        request.url().includes(`/remotes/${remote}/remoteEntry.js`),
      );
      await page.goto(`/app/join${path}`);
      await entry;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('switching to Spanish changes the chrome and is remembered', async ({ page }) => {
    await page.goto('/app/join/signup');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Para padres' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Términos y condiciones' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('flags can be overridden for the tab in sandbox mode', async ({ page }) => {
    await page.goto('/app/join/signup?flags=GROW872:Control,Venmo:Off');
    // (The page's start runs in several tasks, some after the load event: the overrides are waited for.)
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('join.config')))
      .toContain('"GROW872":"Control"');
    const stored = await page.evaluate(() => sessionStorage.getItem('join.config'));
    expect(stored).toContain('"Venmo":"Off"');
  });
});
