import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { createInvite } from './support/invite-helpers';
import { DESKTOP, PHONE, shootBoth } from './support/traps';

// Regression: after login the page stopped on "You're signed in" with a link to click, and a
// stored target of /.//evil.example/phish came back as //evil.example/phish (spec §4 Login after sign-up).

/** A subscribed parent with a username and password, made through the invite's credentials token. */
async function accountWithPassword(
  request: APIRequestContext,
): Promise<{ username: string; password: string }> {
  const invite = await createInvite(request, {
    createdByPro: true,
    subscriptionCurrent: true,
    billingComplete: true,
  });
  const context = await request.get(`/api/invites/${invite.userId}`, {
    headers: { 'x-invite-token': invite.inviteToken },
  });
  const { credentialsToken } = (await context.json()) as { credentialsToken: string };
  const account = {
    username: `login_${invite.userId.slice(-8).toLowerCase()}`,
    password: 'Harbor-2026-safe!',
  };
  const set = await request.post('/api/accounts/credentials', {
    headers: { authorization: `Bearer ${credentialsToken}` },
    data: account,
  });
  expect(set.status(), await set.text()).toBe(200);
  return account;
}

const words = {
  en: {
    username: 'Username',
    password: 'Password',
    submit: 'Log In',
    signedIn: /You're signed in as/,
    refused: 'not on our site',
    continue: 'Continue to your account',
  },
  es: {
    username: 'Nombre de usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    signedIn: /Iniciaste sesión como/,
    refused: 'no está en nuestro sitio',
    continue: 'Continuar a tu cuenta',
  },
} as const;

async function logIn(page: Page, lang: keyof typeof words, account: { username: string; password: string }) {
  const w = words[lang];
  await page.getByLabel(w.username).fill(account.username);
  await page.getByLabel(w.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: w.submit }).click();
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`login redirect (${lang})`, () => {
    test.use({ locale: lang === 'es' ? 'es-MX' : 'en-US' });

    for (const size of [PHONE, DESKTOP]) {
      test(`goes straight to the stored target of a home landing (${size.width} px)`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize(size);
        const account = await accountWithPassword(request);
        await page.goto('/app/join/login?redirectUrl=%2Fapp%2Faccount%2Fbilling%3Ftab%3Dcards');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await logIn(page, lang, account);
        await expect(page).toHaveURL(/\/app\/account\/billing\?tab=cards$/);
      });

      test(`stays on "signed in" with a link home when the target leaves the site (${size.width} px)`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize(size);
        const account = await accountWithPassword(request);
        await page.goto('/app/join/login?redirectUrl=%2F.%2F%2Fevil.example%2Fphish');
        await logIn(page, lang, account);
        const w = words[lang];
        await expect(page.getByRole('heading', { level: 1, name: w.signedIn })).toBeVisible();
        await expect(page.getByText(w.refused)).toBeVisible();
        await expect(page.getByRole('link', { name: w.continue })).toHaveAttribute('href', '/');
        expect(new URL(page.url()).pathname).toBe('/app/join/login');
        await expectNoAxeViolations(page);
        await shootBoth(page, `login-refused-${lang}`);
      });
    }
  });
}
