import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { createInvite, stagedInviteLink } from './support/invite-helpers';
import { shootBoth } from './support/traps';

// Regression: an invite link kept working after the co-parent had set a username and password (it
// still opened the family's details and could change the email), and its token stayed in the address bar.

const words = {
  en: {
    locale: 'en_US',
    country: 'US',
    username: 'Username',
    password: 'Password',
    complete: 'Complete Signup',
    done: "You're all set!",
    login: 'Log in',
    getStarted: 'Get Started',
  },
  es: {
    locale: 'es_MX',
    country: 'MX',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    complete: 'Completar registro',
    done: '¡Todo listo!',
    login: 'Iniciar sesión',
    getStarted: 'Comenzar',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  test.describe(`an invite link after credentials (${lang})`, () => {
    test.use({ locale: lang === 'es' ? 'es-MX' : 'en-US' });
    const w = words[lang];

    test('the token leaves the address bar once read, and a reload keeps the invite', async ({
      page,
      request,
    }) => {
      const invite = await createInvite(request, { locale: w.locale, country: w.country });
      await page.goto(stagedInviteLink(invite));
      await expect(page.getByRole('button', { name: w.getStarted })).toBeVisible();
      await expect(page).toHaveURL(/\/app\/join\/invite$/);
      expect(page.url()).not.toContain(invite.inviteToken);
      await page.reload();
      await expect(page.getByRole('button', { name: w.getStarted })).toBeVisible();
    });

    test('the same link leads to the login once the username and password are set', async ({
      page,
      request,
    }) => {
      const invite = await createInvite(request, {
        locale: w.locale,
        country: w.country,
        createdByPro: true,
        subscriptionCurrent: true,
        billingComplete: true,
      });
      const link = stagedInviteLink(invite);
      await page.goto(link);
      await expect(page).toHaveURL(/\/invite\/credentials$/);
      await page.getByLabel(w.username).fill(
        `inv_${invite.userId
          .slice(-8)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, 'x')}`,
      );
      await page.getByLabel(w.password, { exact: true }).fill('Harbor-2026-safe!');
      // spec §2/§4: a co-parent who skips payment has the terms marked agreed before this screen,
      // so it asks for none, in the US or outside it.
      await expect(page.getByRole('checkbox')).toHaveCount(0);
      await page.getByRole('button', { name: w.complete }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.done })).toBeVisible();

      // The link from the mail, opened again (another tab, days later): the login, nothing of the family.
      const later = await page.context().newPage();
      await later.goto(link);
      await expect(later).toHaveURL(/\/app\/join\/login$/);
      await expect(later.getByRole('heading', { level: 1, name: w.login })).toBeVisible();
      await expect(later.getByText('Rivera')).toHaveCount(0);
      await expectNoAxeViolations(later);
      await shootBoth(later, `invite-link-after-credentials-${lang}`);
    });
  });
}
