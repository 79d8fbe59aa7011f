import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/a11y';
import { createInvite, stagedInviteLink } from './support/invite-helpers';
import type { Mail } from '../libs/schemas/src/api/dev';
import { shootBoth } from './support/traps';

// Regression: a new email on the invite's contact step changed the account's email at once,
// without the new address ever confirming it.

const words = {
  en: {
    locale: 'en_US',
    country: 'US',
    getStarted: 'Get Started',
    email: 'Email',
    continue: 'Continue',
    sent: 'Your email address changes once you open it.',
    done: 'Your email address is confirmed',
  },
  es: {
    locale: 'es_MX',
    country: 'MX',
    getStarted: 'Comenzar',
    email: 'Correo electrónico',
    continue: 'Continuar',
    sent: 'Tu correo cambia cuando lo abras.',
    done: 'Tu correo electrónico está confirmado',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  test.describe(`an email change on the invite (${lang})`, () => {
    test.use({ locale: lang === 'es' ? 'es-MX' : 'en-US' });
    const w = words[lang];

    test('applies only once the new address opens the link mailed to it', async ({ page, request }) => {
      const invite = await createInvite(request, { locale: w.locale, country: w.country });
      const next = `changed.${invite.userId.slice(-8).toLowerCase()}@example.com`;
      await page.goto(stagedInviteLink(invite));
      await page.getByRole('button', { name: w.getStarted }).click();
      await page.getByLabel(w.email, { exact: true }).fill(next);
      await page.getByRole('button', { name: w.continue }).click();
      await expect(page.getByText(w.sent)).toBeVisible();

      let link: string | undefined;
      await expect
        .poll(async () => {
          const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as { messages: Mail[] };
          link = messages.find(
            (m) => m.to === next && m.links.some((l) => l.includes('/invite/confirm-email#token=')),
          )?.links[0];
          return Boolean(link);
        })
        .toBe(true);
      const url = new URL(link as string);
      const confirmPage = await page.context().newPage();
      await confirmPage.goto(`${url.pathname}${url.hash}`);
      await expect(confirmPage.getByRole('heading', { level: 1, name: w.done })).toBeVisible();
      await expect(confirmPage.getByRole('status')).toContainText(next);
      await expect(confirmPage).toHaveURL(/\/invite\/confirm-email$/);
      await expectNoAxeViolations(confirmPage);
      await shootBoth(confirmPage, `invite-email-confirmed-${lang}`);
    });
  });
}
